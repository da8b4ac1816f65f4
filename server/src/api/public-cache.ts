/** Cache-Control of the public catalogue answers (ADR 0013); per-user answers and POSTs get none. */
import type { FastifyInstance } from 'fastify';

/** A minute fresh, then up to five more served stale while one request refreshes it. */
export const PUBLIC_CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const catalogueRoutes = new Set(['/api/product-list-by-category', '/api/footer', '/api/seller']);

function isSoldPiece(payload: unknown): boolean {
  const data = (payload as { data?: { status?: unknown } } | null)?.data;
  return data?.status === 'sold';
}

/**
 * Adds that Cache-Control to successful GETs of those routes (on the root instance, so it reaches
 * the /api plugin). A piece's answer is cached only once sold: the shopper who just reserved or
 * bought it must see so on the next visit. A sold piece comes back only when its order is cancelled
 * or its cash-on-delivery order lapses unconfirmed (ADR 0035); its page is then stale for at most
 * six minutes.
 */
export function addPublicCacheHeaders(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (reply.hasHeader('cache-control')) return payload;
    const route = request.routeOptions.url;
    if (route === '/api/product/:id') {
      reply.header('cache-control', isSoldPiece(payload) ? PUBLIC_CATALOGUE_CACHE : 'no-cache');
    } else if (route && catalogueRoutes.has(route)) {
      reply.header('cache-control', PUBLIC_CATALOGUE_CACHE);
    }
    return payload;
  });
}
