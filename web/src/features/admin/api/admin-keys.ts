/**
 * Query keys of the back office: everything under `['admin', …]`, so a logout or another
 * account can drop it in one call.
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: (userId: string) => ['admin', 'session', userId] as const,
  orders: (query: string) => ['admin', 'orders', 'list', query] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  products: (query: string) => ['admin', 'products', 'list', query] as const,
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  categories: () => ['admin', 'categories'] as const,
  content: (kind: string) => ['admin', 'content', kind] as const,
  messages: (query: string) => ['admin', 'messages', query] as const,
  taxDocuments: (query: string) => ['admin', 'tax-documents', query] as const,
};

/** `?a=1&b=2` from the non-empty entries of `params` ("" when none). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
