import { ONE_PIECE_NOTE, SHOP_SLOGAN } from '@shahi/contract';
import { CategoryRows } from '#web/features/catalog/components/category-rows.tsx';
import { HomeBanners } from '#web/features/content/components/home-banners.tsx';
import { TestimonialsSection } from '#web/features/content/components/testimonials-section.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { getShopConfig } from '#web/lib/config.ts';

/** `/`: banner slider, the one-piece promise, category rows and testimonials. */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <h1 className="sr-only">{getShopConfig().shopName}</h1>
      <HomeBanners />
      <section data-surface="dark" className="bg-maroon-700 px-4 py-6 text-center text-ivory">
        <p className="font-display text-xl tracking-[0.2em] text-gold-300 md:text-2xl">{SHOP_SLOGAN}</p>
        <p className="mt-1 text-sm">{ONE_PIECE_NOTE}</p>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <CategoryRows />
      </div>
      <TestimonialsSection />
    </>
  );
}
