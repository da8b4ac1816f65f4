import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatRupees, type Product } from '@shahi/contract';
import type { DiscountCheck } from '@shahi/contract/schemas';
import { useSellerDisclosure } from '#web/lib/seller.ts';

/** What a checkout comes to, in rupees: the pieces still available, their sum, and the total to pay. */
export interface CheckoutTotals {
  /** The pieces still available: only these are ordered. */
  buyable: Product[];
  /** The sum of their prices. */
  subtotal: number;
  /** The applied discount code (ADR 0039), or null. */
  discount: DiscountCheck | null;
  /** The total to pay: the code's total when one is applied, else the sum; there is no shipping charge. */
  total: number;
}

/** The pieces still available, in their order: only these are ordered. */
export function availablePieces(pieces: Product[]): Product[] {
  return pieces.filter((piece) => piece.status === 'available');
}

/** The one computation of a checkout's totals (docs/product.md#checkout) from its pieces and applied code. */
export function checkoutTotals(pieces: Product[], discount: DiscountCheck | null): CheckoutTotals {
  const buyable = availablePieces(pieces);
  const subtotal = buyable.reduce((sum, piece) => sum + piece.price, 0);
  return { buyable, subtotal, discount, total: discount ? discount.total : subtotal };
}

/** What the break-up says of GST for a seller in `gstMode` (ADR 0058), shown with `i18n._`; nothing until it is known. */
export function gstWording(
  gstMode: 'registered' | 'unregistered' | undefined,
): MessageDescriptor | undefined {
  if (gstMode === 'registered') return msg`All prices include GST`;
  // An unregistered seller collects nothing as tax and may not say GST is included (CGST Act s.32).
  if (gstMode === 'unregistered') return msg`Seller not registered under GST; no GST is charged`;
  return undefined;
}

/**
 * The price lines (docs/product.md#checkout): "Pieces (n)" with their sum, "Discount (CODE)" when a
 * code is applied, "Shipping" Free, "Total", and what the seller's GST standing means for the price
 * ("All prices include GST", or "Seller not registered under GST; no GST is charged" when it is not
 * registered: `gstWording`), as the Consumer Protection (E-Commerce) Rules, 2020 ask of the total
 * price (ADR 0029, ADR 0058). `totalTestId` names the total for tests.
 */
export function PriceLines({
  totals,
  totalTestId,
  className = '',
}: {
  totals: CheckoutTotals;
  totalTestId: string;
  className?: string;
}) {
  const { buyable, subtotal, discount, total } = totals;
  const { i18n } = useLingui();
  const gst = gstWording(useSellerDisclosure().data?.gstMode);
  const pieceCount = buyable.length;
  const code = discount?.code ?? '';
  return (
    <div className={className}>
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">
            <Trans>Pieces ({pieceCount})</Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatRupees(subtotal)}</dd>
        </div>
        {discount ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">
              <Trans>Discount ({code})</Trans>
            </dt>
            <dd className="font-semibold text-sale">−{formatRupees(discount.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">
            <Trans>Shipping</Trans>
          </dt>
          <dd className="font-semibold text-sale">
            <Trans>Free</Trans>
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-1.5">
          <dt className="font-semibold text-ink">
            <Trans>Total</Trans>
          </dt>
          <dd data-testid={totalTestId} className="font-display text-xl font-semibold text-maroon-700">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      {gst ? <p className="mt-1.5 text-xs text-ink-muted">{i18n._(gst)}</p> : null}
    </div>
  );
}

/** The price break-up beside Place Order: the checkout's price lines in their own labelled box. */
export function PriceBreakup({ totals }: { totals: CheckoutTotals }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-label={i18n._(msg`Price break-up`)}
      className="rounded-sm border border-gold-300 bg-parchment px-4 py-3"
    >
      <PriceLines totals={totals} totalTestId="checkout-total" />
    </section>
  );
}
