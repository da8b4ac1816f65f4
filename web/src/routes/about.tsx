import { ContentPage } from '#web/features/pages/components/content-page.tsx';
import { aboutPage } from '#web/features/pages/content/about.ts';
import { getShopConfig } from '#web/lib/config.ts';

/** `/about`: the workshop's story, crafts, artisans and values. */
export function AboutRoute() {
  return <ContentPage content={aboutPage(getShopConfig().shopName)} />;
}
