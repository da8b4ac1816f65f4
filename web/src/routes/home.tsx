import { useLingui } from '@lingui/react';
import { ONE_PIECE_NOTE, SHOP_SLOGAN } from '@shahi/contract';
import { CategoryRows } from '#web/features/catalog/components/category-rows.tsx';
import { HomeBanners } from '#web/features/content/components/home-banners.tsx';
import { TestimonialsSection } from '#web/features/content/components/testimonials-section.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { getShopConfig } from '#web/lib/config.ts';
import { shopWord } from '#web/lib/shop-words.ts';

/** `/`: banner slider, the one-piece promise, category rows and testimonials. */
export function HomeRoute() {
  useDocumentTitle();
  const { i18n } = useLingui();
  return (
    <>
      <h1 className="sr-only">{getShopConfig().shopName}</h1>
      <HomeBanners />
      <section data-surface="dark" className="bg-maroon-700 px-4 py-6 text-center text-ivory">
        <p className="font-display text-xl tracking-[0.2em] text-gold-300 md:text-2xl">
          {shopWord(SHOP_SLOGAN, i18n)}
        </p>
        <p className="mt-1 text-sm">{shopWord(ONE_PIECE_NOTE, i18n)}</p>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <CategoryRows />
      </div>
      <TestimonialsSection />
    </>
  );
}
