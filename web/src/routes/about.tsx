import { ContentPage } from '../features/pages/components/content-page.tsx';
import { aboutPage } from '../features/pages/content/about.ts';
import { getShopConfig } from '../lib/config.ts';

/** `/about`: the workshop's story, crafts, artisans and values. */
export function AboutRoute() {
  return <ContentPage content={aboutPage(getShopConfig().shopName)} />;
}
