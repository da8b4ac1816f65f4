import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatRupees, type Product } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { ProductStatusBadge } from '#web/components/product/product-status-badge.tsx';
import { localizedField } from '#web/lib/localized.ts';
import { type CheckoutTotals, PriceLines } from './price-breakup.tsx';

/**
 * The checkout's order summary: each piece (photo, title, price), those gone marked and left out,
 * then the same price lines as the break-up beside Place Order (`totals`, in rupees).
 */
export function OrderSummary({ pieces, totals }: { pieces: Product[]; totals: CheckoutTotals }) {
  const locale = useLingui().i18n.locale as Locale;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-sm border border-gold-300 bg-white p-4 shadow-sm md:p-5 lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="font-display text-2xl font-semibold text-maroon-700">
        <Trans>Order summary</Trans>
      </h2>
      <ul className="mt-4 flex flex-col divide-y divide-gold-300/60">
        {pieces.map((piece) => {
          const gone = piece.status !== 'available';
          return (
            <li key={piece._id} className="flex gap-3 py-3 first:pt-0">
              <ProductImage
                path={piece.image1}
                alt=""
                sizes="64px"
                className={`h-20 w-16 shrink-0 rounded-sm object-cover ring-1 ring-gold-300/60 ${gone ? 'grayscale' : ''}`}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p
                  className={`font-semibold leading-snug ${gone ? 'text-ink-muted line-through' : 'text-ink'}`}
                >
                  {localizedField(piece, 'title', piece.title, locale)}
                </p>
                {gone ? (
                  <p className="flex flex-wrap items-center gap-2 text-xs text-maroon-700">
                    <ProductStatusBadge status={piece.status} />
                    <Trans>Not included in this order</Trans>
                  </p>
                ) : null}
              </div>
              <p
                className={`font-semibold whitespace-nowrap ${gone ? 'text-ink-muted line-through' : 'text-maroon-700'}`}
              >
                {formatRupees(piece.price)}
              </p>
            </li>
          );
        })}
      </ul>
      <PriceLines totals={totals} totalTestId="order-total" className="mt-3 border-t border-gold-300 pt-3" />
    </section>
  );
}
