/**
 * `/sitemap.xml` kept in process (ADR 0021): its XML (up to 50,000 URLs, read from the catalogue)
 * is built at most once per SITEMAP_KEEP_MS, and again after this process's next catalogue write
 * (catalog/read-cache.ts `onCatalogueChanged`), instead of on every request. Another instance's
 * writes show within SITEMAP_KEEP_MS — well inside the five minutes crawlers may keep it anyway
 * (its Cache-Control).
 */
import { onCatalogueChanged } from '../catalog/read-cache.ts';

/** Longest time a built sitemap is served after its read began, ms. */
export const SITEMAP_KEEP_MS = 60_000;

/** A kept text and what `get` needs to close it. */
export interface KeptSitemap {
  /** The kept XML, or the one `build` resolves with; concurrent callers share one build. Rejects as `build` does (nothing kept then). */
  get(): Promise<string>;
  /** Stops listening to catalogue writes. */
  close(): void;
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
  let kept: { xml: string; startedAt: number; generation: number } | undefined;
  let building: { xml: Promise<string>; generation: number } | undefined;
  const close = onCatalogueChanged(() => {
    generation += 1;
    kept = undefined;
  });

  return {
    get() {
      if (kept && kept.generation === generation && now() - kept.startedAt < keepMs) {
        return Promise.resolve(kept.xml);
      }
      if (building && building.generation === generation) return building.xml;
      const startedAt = now();
      const startedIn = generation;
      const xml = build();
      const current = { xml, generation: startedIn };
      building = current;
      const done = () => {
        if (building === current) building = undefined;
      };
      xml.then((text) => {
        if (startedIn === generation) kept = { xml: text, startedAt, generation: startedIn };
        done();
      }, done);
      return xml;
    },
    close,
  };
}
