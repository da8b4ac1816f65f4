/** `/sitemap.xml` and its compressed bodies, kept in process (ADR 0026). */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ReadCache } from '#server/http/cache.ts';
import { onCatalogueChanged } from '#server/modules/catalog/read-cache.ts';

/** Ms a built sitemap is served after its read began. */
export const SITEMAP_KEEP_MS = 60_000;

export type SitemapEncoding = 'br' | 'gzip';

/** A built sitemap: its UTF-8 XML, and compressed bodies made once each on first use. */
export interface BuiltSitemap {
  xml: Buffer;
  /** Brotli quality 4 or gzip level 6, as @fastify/compress would send. */
  encoded(encoding: SitemapEncoding): Promise<Buffer>;
}

export interface KeptSitemap {
  /** The kept sitemap, or a build shared by concurrent callers; rejects as `build` does. */
  get(): Promise<BuiltSitemap>;
  close(): void;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compress(xml: Buffer, encoding: SitemapEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(xml);
  return brotli(xml, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    },
  });
}

function built(xml: Buffer): BuiltSitemap {
  const bodies = new Map<SitemapEncoding, Promise<Buffer>>();
  return {
    xml,
    encoded(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = compress(xml, encoding);
        bodies.set(encoding, body);
        body.catch(() => bodies.delete(encoding));
      }
      return body;
    },
  };
}

/**
 * Keeps `build`'s result `keepMs` after its build began, one build shared by concurrent callers
 * (http/cache.ts); this process's catalogue writes drop it, and a build under way then is kept nowhere.
 */
export function keepSitemap(
  build: () => Promise<string>,
  { keepMs = SITEMAP_KEEP_MS, now = () => performance.now() }: { keepMs?: number; now?: () => number } = {},
): KeptSitemap {
  // Served while younger than keepMs (ReadCache's maxAgeMs is inclusive).
  const cache = new ReadCache<BuiltSitemap>({ maxAgeMs: keepMs - 1, max: 1, now });
  const close = onCatalogueChanged(() => cache.clear());
  const load = async () => built(Buffer.from(await build()));
  return {
    async get() {
      // `load` never resolves undefined, so neither does the cache.
      return (await cache.get('sitemap', load)) ?? load();
    },
    close,
  };
}
