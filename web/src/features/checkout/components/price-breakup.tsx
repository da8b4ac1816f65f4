import { formatRupees, type Product } from '@shahi/contract';
import type { DiscountCheck } from '@shahi/contract/schemas';

/**
 * The price break-up beside Place Order (docs/product.md#checkout): the pieces being ordered and
 * their sum, free shipping, the total, and that prices include GST, as the Consumer Protection
 * (E-Commerce) Rules, 2020 ask of the total price (ADR 0029), less an applied discount code
 * (ADR 0039). Rupees.
 */
export function PriceBreakup({
  pieces,
  discount = null,
}: {
  pieces: Product[];
  discount?: DiscountCheck | null;
}) {
  const subtotal = pieces.reduce((sum, piece) => sum + piece.price, 0);
  const total = discount ? discount.total : subtotal;
  return (
    <section aria-label="Price break-up" className="rounded-sm border border-gold-300 bg-parchment px-4 py-3">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Pieces ({pieces.length})</dt>
          <dd className="font-semibold text-ink">{formatRupees(subtotal)}</dd>
        </div>
        {discount ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Discount ({discount.code})</dt>
            <dd className="font-semibold text-sale">−{formatRupees(discount.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">Shipping</dt>
          <dd className="font-semibold text-sale">Free</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-1.5">
          <dt className="font-semibold text-ink">Total</dt>
          <dd data-testid="checkout-total" className="font-display text-xl font-semibold text-maroon-700">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1.5 text-xs text-ink-muted">All prices include GST</p>
    </section>
  );
}
