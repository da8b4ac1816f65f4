import { splitLines } from '@shahi/contract';
// The storefront's own rendering of description lines, so the preview cannot drift from the product page.
import { ProductDescription, ProductDetailsList } from '#web/components/product/product-description.tsx';

/** The description and details as the product page will show them: one line per Enter (or `$` in older texts). */
export function DescriptionPreview({ description, details }: { description: string; details: string }) {
  const empty = splitLines(description).length === 0 && splitLines(details).length === 0;
  return (
    <section aria-label="Preview" className="rounded-sm border border-gold-300 bg-ivory p-4">
      <h3 className="mb-2 text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
        Preview on the product page
      </h3>
      {empty ? (
        <p className="text-sm text-ink-muted">Type a description: press Enter to start a new line.</p>
      ) : (
        <>
          <ProductDescription description={description} />
          <ProductDetailsList details={details} />
        </>
      )}
    </section>
  );
}
