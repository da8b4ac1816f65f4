/**
 * `GET` and `HEAD /images/<key>` answered from an image store (the bucket, ADR 0068): the object's
 * bytes streamed through the shop, for a shop without a CDN in front of the bucket, or as the CDN's
 * origin. Uploads (`uploads/…`) have random names never written twice, so they are cached for a
 * year as immutable; other pictures (the demo's) for 7 days, as the disk's static files are. The
 * bucket's ETag answers `If-None-Match` with 304; `Cross-Origin-Resource-Policy: cross-origin` lets a
 * CDN on another host serve them to the shop's pages. A key that is not an image key, or names no
 * object, is 404 `{success: false, message}`; a bucket that cannot answer is 502.
 */
import { messages } from '@shahi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badGateway } from '#server/http/errors.ts';
import { type ImageStore, imageCacheControl, isImageKey } from './image-store.ts';

const PREFIX = '/images/';

/** The store key of a request's path under `/images/`, or undefined when it is none. */
function keyOf(url: string): string | undefined {
  const pathName = url.split('?')[0] ?? '';
  if (!pathName.startsWith(PREFIX)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(pathName.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  return isImageKey(key) ? key : undefined;
}

/** Whether an `If-None-Match` header names `etag` (or is `*`); weak tags compare equal. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Registers `GET` and `HEAD /images/*` on `app`, reading from `store`; a bucket's failure is logged
 * with the request (the key and the error, never the settings). `fallback.store` answers the keys
 * under one of `fallback.prefixes` that `store` lacks: the demo pictures rendered into IMAGE_DIR
 * and not yet copied into the bucket.
 */
export function serveImagesFromStore(
  app: FastifyInstance,
  store: ImageStore,
  options: { fallback?: { store: ImageStore; prefixes: readonly string[] } } = {},
): void {
  const { fallback } = options;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request.url);
    const notFound = () => reply.code(404).send({ success: false, message: messages.routeNotFound });
    if (key === undefined) return notFound();
    let opened: Awaited<ReturnType<ImageStore['open']>>;
    try {
      opened = await store.open(key);
      if (!opened && fallback?.prefixes.some((prefix) => key.startsWith(prefix))) {
        opened = await fallback.store.open(key);
      }
    } catch (error) {
      request.log.error({ err: error, key }, 'the image store could not answer');
      throw badGateway('The pictures cannot be fetched right now. Please try again in a moment.');
    }
    if (!opened) return notFound();
    reply
      .header('cache-control', imageCacheControl(key))
      .header('content-type', opened.contentType)
      .header('x-content-type-options', 'nosniff')
      // Public pictures: a CDN on another host (IMAGE_BASE_URL) may hand them to the shop's pages.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (opened.etag) reply.header('etag', opened.etag);
    if (opened.etag && matches(request.headers['if-none-match'], opened.etag)) {
      opened.body.destroy();
      return reply.code(304).send();
    }
    reply.header('content-length', opened.size);
    if (request.method === 'HEAD') {
      opened.body.destroy();
      return reply.send();
    }
    return reply.send(opened.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: `${PREFIX}*`, handler: answer });
}
