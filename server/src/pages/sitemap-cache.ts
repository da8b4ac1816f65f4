/**
 * `/sitemap.xml` kept in process (ADR 0026): its XML and its brotli and gzip bodies are built at most
 * once per SITEMAP_KEEP_MS, and again after this process's next catalogue write.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { onCatalogueChanged } from '#server/modules/catalog/read-cache.ts';

/** Longest time a built sitemap is served after its read began, ms. */
export const SITEMAP_KEEP_MS = 60_000;

/** The encodings a kept sitemap is also kept in (what @fastify/compress would send). */
export type SitemapEncoding = 'br' | 'gzip';

/** One built sitemap: its XML as UTF-8 bytes, and its compressed bodies made once each on first use. */
export interface BuiltSitemap {
  xml: Buffer;
  /** The XML compressed with `encoding` (brotli quality 4 and gzip level 6, as @fastify/compress). */
  encoded(encoding: SitemapEncoding): Promise<Buffer>;
}

/** A kept sitemap and what stops it listening. */
export interface KeptSitemap {
  /** The kept sitemap, or the one `build` resolves with; concurrent callers share one build. Rejects as `build` does (nothing kept then). */
  get(): Promise<BuiltSitemap>;
  /** Stops listening to catalogue writes. */
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

/** `xml` with its compressed bodies made lazily, once each (a failed one is made again next time). */
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
 * Keeps what `build` resolves with for `keepMs` after its build began (`now`: a clock in ms),
 * dropping it on every catalogue write of this process; a build that began before such a write is
 * served to those who asked for it but not kept.
 */
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
