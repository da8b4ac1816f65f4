/**
 * `['admin', ...path]`, every page of a list (what a change reads again), or, given the page's
 * query string, `['admin', ...path, query]`, that one page.
 */
function pages<const Path extends readonly string[]>(path: Path, query?: string) {
  return query === undefined ? (['admin', ...path] as const) : (['admin', ...path, query] as const);
}

/**
 * Query keys of the back office: everything under `['admin', …]`, so a logout or another
 * account can drop it in one call. A list's key without its query string covers all its pages.
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: (userId: string) => ['admin', 'session', userId] as const,
  orders: (query?: string) => pages(['orders', 'list'], query),
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  products: (query?: string) => pages(['products', 'list'], query),
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  categories: () => ['admin', 'categories'] as const,
  content: (kind: string) => ['admin', 'content', kind] as const,
  messages: (query?: string) => pages(['messages'], query),
  grievances: (query?: string) => pages(['grievances'], query),
  requests: (query?: string) => pages(['requests'], query),
  discounts: (query?: string) => pages(['discounts'], query),
  taxDocuments: (query?: string) => pages(['tax-documents'], query),
  shoppersNearCaps: () => ['admin', 'shoppers', 'near-caps'] as const,
  backups: () => ['admin', 'backups'] as const,
  seller: () => ['admin', 'seller'] as const,
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
