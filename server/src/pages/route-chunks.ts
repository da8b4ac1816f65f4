/**
 * Which script chunks a page needs beyond the entry (ADR 0011, 0015), so the browser fetches them
 * with the entry rather than after the app has run. Read from the build's manifest
 * (web/dist/.vite/manifest.json); without a build, none.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const appModule = 'src/main.tsx';

/** Each page's route module, as web/src/app/router.tsx and *-routes.tsx load it; home is in the app. */
const routeModules: Record<string, string> = {
  '/': appModule,
  product: 'src/routes/product.tsx',
  collection: 'src/routes/collection.tsx',
  '/shop': 'src/routes/shop.tsx',
  '/new-arrivals': 'src/routes/new-arrivals.tsx',
  '/sale': 'src/routes/sale.tsx',
  '/sold': 'src/routes/sold.tsx',
  '/search': 'src/routes/search.tsx',
  '/about': 'src/routes/about.tsx',
  '/contact': 'src/routes/contact.tsx',
  '/grievance': 'src/routes/grievance.tsx',
  '/shippingpolicy': 'src/routes/policy.tsx',
  '/returnpolicy': 'src/routes/policy.tsx',
  '/refundpolicy': 'src/routes/policy.tsx',
  '/privacypolicy': 'src/routes/policy.tsx',
  '/termsandconditions': 'src/routes/policy.tsx',
};

/** The chunks (`/assets/…` URLs) a page needs beyond the entry, the app's first. */
export type RouteChunks = (page: RoutePage) => string[];

/** `/` (home), `product`, `collection`, or a listing or content path such as `/sale`. */
export type RoutePage = keyof typeof routeModules | string;

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Reads the manifest under `webDist` once; without one every page gets []. */
export function loadRouteChunks(webDist: string | undefined): RouteChunks {
  const file = webDist ? path.join(webDist, '.vite', 'manifest.json') : undefined;
  if (!file || !existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  for (const key of entryKeys) closure(manifest, key, loadedByEntry);
  const byPage = new Map<string, string[]>();
  // The app's chunk first: every page needs it, whether its module imports it or not.
  const app = closure(manifest, appModule);
  for (const [page, moduleKey] of Object.entries(routeModules)) {
    const needed = [...closure(manifest, moduleKey, new Set(app))].filter((key) => !loadedByEntry.has(key));
    byPage.set(
      page,
      needed.map((key) => `/${manifest[key]?.file}`),
    );
  }
  return (page) => byPage.get(page) ?? byPage.get('/') ?? [];
}
