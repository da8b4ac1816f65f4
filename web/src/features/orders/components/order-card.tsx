import { formatIstDateTime, formatRupees, type Order, orderReference } from '@shahi/contract';
import type { MyClaim } from '@shahi/contract/schemas';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { CodConfirmation } from './cod-confirmation.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { OrderClaim } from './order-claim.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

/** "21 Nov 2026, 3:05 pm IST": India time, as the shop's mails write it; '—' if invalid. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatIstDateTime(date);
}

/** The one-line shipping address: "street, city, state, zip, country" (empty parts left out). */
export function addressLine(address: Order['addressDetails']): string {
  return [address.address, address.city, address.state, address.zip, address.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

const termClasses = 'text-xs font-semibold tracking-wider text-ink-muted uppercase';

/** What an order card needs to show claims: the order's claim, and the seller's window (null while unknown). */
export interface OrderClaims {
  claim: MyClaim | undefined;
  windowDays: number | null;
}

/**
 * An order on My Orders (docs/product.md#my-orders): id, placed-on date and time, status badge,
 * the pieces with their listed prices, the shipping address (name, phone, one line), payment method,
 * payment status, the discount code's saving (ADR 0039) and total; once shipped, the courier and
 * tracking number, the tax documents and the tracking timeline (ADR 0061). A cash-on-delivery order awaiting confirmation shows its
 * deadline and a Confirm order button; a lapsed one says why it was cancelled (ADR 0035). Given
 * `claims` (My Orders), a delivered order offers "Report a problem" within the claim window, then
 * shows its claim's status and refund (ADR 0057).
 */
export function OrderCard({ order, claims }: { order: Order; claims?: OrderClaims }) {
  const address = order.addressDetails;
  const amount = order.payment?.amount;
  return (
    <article
      aria-labelledby={`order-${order._id}`}
      className="overflow-hidden rounded-sm border border-gold-300 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gold-300 bg-parchment/60 px-4 py-3 md:px-5">
        <div className="min-w-0">
          <h3 id={`order-${order._id}`} className="font-display text-lg font-semibold text-ink">
            Order <span className="font-sans tracking-wide">{orderReference(order._id)}</span>
          </h3>
          <p className="text-sm text-ink-muted">
            Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </header>
      <CodConfirmation order={order} />
      <div className="grid gap-5 px-4 py-4 md:grid-cols-[1fr_16rem] md:px-5">
        <ul aria-label="Pieces" className="flex flex-col divide-y divide-gold-300/60">
          {order.products.map((item) => (
            <li key={item.productId} className="flex items-center gap-3 py-2 first:pt-0">
              {item.image1 ? (
                <ProductImage
                  path={item.image1}
                  alt=""
                  sizes="56px"
                  className="h-16 w-13 shrink-0 rounded-sm object-cover ring-1 ring-gold-300/60"
                />
              ) : null}
              <span className="min-w-0 flex-1 text-ink">{item.title}</span>
              <span className="font-semibold whitespace-nowrap text-maroon-700">
                {formatRupees(item.listPrice ?? item.price)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className={termClasses}>Ship to</dt>
            <dd className="text-ink">
              <p className="font-semibold">{`${address.firstName} ${address.lastName}`.trim()}</p>
              <p>{address.phone}</p>
              <p data-testid="order-address-line">{addressLine(address)}</p>
            </dd>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className={termClasses}>Payment</dt>
            <dd className="flex items-center gap-2">
              <span className="font-semibold text-ink">{(order.payment?.method ?? '').toUpperCase()}</span>
              <PaymentStatusBadge status={order.payment?.status ?? ''} />
            </dd>
          </div>
          {order.shipment ? (
            <div>
              <dt className={termClasses}>Shipment</dt>
              <dd className="text-ink" data-testid="order-shipment">
                <p>
                  {order.shipment.courierName} · Tracking{' '}
                  <span className="font-semibold break-all">{order.shipment.trackingNumber}</span>
                </p>
                <p className="text-ink-muted">
                  Shipped{' '}
                  <time dateTime={order.shipment.shippedAt}>{formatOrderDate(order.shipment.shippedAt)}</time>
                  {order.shipment.deliveredAt ? (
                    <>
                      {', delivered '}
                      <time dateTime={order.shipment.deliveredAt}>
                        {formatOrderDate(order.shipment.deliveredAt)}
                      </time>
                    </>
                  ) : null}
                </p>
              </dd>
            </div>
          ) : null}
          <OrderDocuments order={order} termClassName={termClasses} />
          {order.discountCode && order.discount > 0 ? (
            <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-3">
              <dt className={termClasses}>Discount ({order.discountCode})</dt>
              <dd data-testid="order-discount" className="font-semibold text-sale">
                −{formatRupees(order.discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-3">
            <dt className={termClasses}>Total</dt>
            <dd className="font-display text-xl font-semibold text-maroon-700">
              {formatRupees(typeof amount === 'number' ? amount : 0)}
            </dd>
          </div>
          {claims?.claim?.refund ? (
            <div className="flex items-baseline justify-between gap-3">
              <dt className={termClasses}>Refunded</dt>
              <dd data-testid="order-refund" className="font-semibold text-sale">
                −{formatRupees(claims.claim.refund.amount)}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <TrackingTimeline order={order} />
      {claims ? <OrderClaim order={order} claim={claims.claim} windowDays={claims.windowDays} /> : null}
      <footer className="border-t border-gold-300 px-4 py-2 text-right text-sm md:px-5">
        <a
          href={`/grievance?order=${encodeURIComponent(order._id)}`}
          className="inline-flex min-h-11 items-center font-semibold text-maroon-700 underline underline-offset-2"
        >
          Raise a grievance
        </a>
      </footer>
    </article>
  );
}
