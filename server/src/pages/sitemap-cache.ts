/** `/sitemap.xml` and its compressed bodies, kept in process (ADR 0026). */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

/** Keeps `build`'s result `keepMs`; this process's catalogue writes drop it (an older build is not kept). */
export function keepSitemap(
  build: () => Promise<string>,
  { keepMs = SITEMAP_KEEP_MS, now = () => performance.now() }: { keepMs?: number; now?: () => number } = {},
): KeptSitemap {
  let generation = 0;
  let kept: { sitemap: BuiltSitemap; startedAt: number; generation: number } | undefined;
  let building: { sitemap: Promise<BuiltSitemap>; generation: number } | undefined;
  const close = onCatalogueChanged(() => {
    generation += 1;
    kept = undefined;
  });

  return {
    get() {
      if (kept && kept.generation === generation && now() - kept.startedAt < keepMs) {
        return Promise.resolve(kept.sitemap);
      }
      if (building && building.generation === generation) return building.sitemap;
      const startedAt = now();
      const startedIn = generation;
      const sitemap = build().then((text) => built(Buffer.from(text)));
      const current = { sitemap, generation: startedIn };
      building = current;
      const done = () => {
        if (building === current) building = undefined;
      };
      sitemap.then((result) => {
        if (startedIn === generation) kept = { sitemap: result, startedAt, generation: startedIn };
        done();
      }, done);
      return sitemap;
    },
    close,
  };
}
