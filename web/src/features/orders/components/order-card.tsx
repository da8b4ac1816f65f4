import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { formatRupees, type Order, orderReference } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { localizePath } from '@shahi/contract/i18n';
import type { MyClaim } from '@shahi/contract/schemas';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { currentLocale } from '#web/lib/i18n.ts';
import { localizedField } from '#web/lib/localized.ts';
import { CodConfirmation } from './cod-confirmation.tsx';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { OrderClaim } from './order-claim.tsx';
import { formatShopperDateTime } from './order-dates.ts';
import { OrderDocuments } from './order-documents.tsx';
import { TrackingTimeline } from './tracking-timeline.tsx';

/** "21 Nov 2026, 3:05 pm IST": India time in the page's language (English as the shop's mails write it); '—' if invalid. */
/** How an order was paid, as its card names it: "COD" or "ONLINE" in English, spelt out in Hindi and Punjabi. */
const paymentMethodLabels: Record<string, MessageDescriptor> = { cod: msg`COD`, online: msg`ONLINE` };

function paymentMethodLabel(method: string | undefined, i18n: I18n): string {
  const known = method ? paymentMethodLabels[method] : undefined;
  return known ? i18n._(known) : (method ?? '').toUpperCase();
}

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatShopperDateTime(date);
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
  const { i18n } = useLingui();
  const reference = orderReference(order._id);
  const placedOn = formatOrderDate(order.createdAt);
  const courier = order.shipment?.courierName ?? '';
  const trackingNumber = order.shipment?.trackingNumber ?? '';
  const shippedOn = order.shipment ? formatOrderDate(order.shipment.shippedAt) : '';
  const deliveredOn = order.shipment?.deliveredAt ? formatOrderDate(order.shipment.deliveredAt) : '';
  const discountCode = order.discountCode ?? '';
  return (
    <article
      aria-labelledby={`order-${order._id}`}
      className="overflow-hidden rounded-sm border border-gold-300 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gold-300 bg-parchment/60 px-4 py-3 md:px-5">
        <div className="min-w-0">
          <h3 id={`order-${order._id}`} className="font-display text-lg font-semibold text-ink">
            <Trans>
              Order <span className="font-sans tracking-wide">{reference}</span>
            </Trans>
          </h3>
          <p className="text-sm text-ink-muted">
            <Trans>
              Placed on <time dateTime={order.createdAt}>{placedOn}</time>
            </Trans>
          </p>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
      </header>
      <CodConfirmation order={order} />
      <div className="grid gap-5 px-4 py-4 md:grid-cols-[1fr_16rem] md:px-5">
        <ul aria-label={i18n._(msg`Pieces`)} className="flex flex-col divide-y divide-gold-300/60">
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
              <span className="min-w-0 flex-1 text-ink">
                {localizedField(item, 'title', item.title, i18n.locale as Locale)}
              </span>
              <span className="font-semibold whitespace-nowrap text-maroon-700">
                {formatRupees(item.listPrice ?? item.price)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className={termClasses}>
              <Trans>Ship to</Trans>
            </dt>
            <dd className="text-ink">
              <p className="font-semibold">{`${address.firstName} ${address.lastName}`.trim()}</p>
              <p>{address.phone}</p>
              <p data-testid="order-address-line">{addressLine(address)}</p>
            </dd>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className={termClasses}>
              <Trans>Payment</Trans>
            </dt>
            <dd className="flex items-center gap-2">
              <span className="font-semibold text-ink">
                {paymentMethodLabel(order.payment?.method, i18n)}
              </span>
              <PaymentStatusBadge status={order.payment?.status ?? ''} />
            </dd>
          </div>
          {order.shipment ? (
            <div>
              <dt className={termClasses}>
                <Trans>Shipment</Trans>
              </dt>
              <dd className="text-ink" data-testid="order-shipment">
                <p>
                  <Trans>
                    {courier} · Tracking <span className="font-semibold break-all">{trackingNumber}</span>
                  </Trans>
                </p>
                <p className="text-ink-muted">
                  {order.shipment.deliveredAt ? (
                    <Trans>
                      Shipped <time dateTime={order.shipment.shippedAt}>{shippedOn}</time>, delivered{' '}
                      <time dateTime={order.shipment.deliveredAt}>{deliveredOn}</time>
                    </Trans>
                  ) : (
                    <Trans>
                      Shipped <time dateTime={order.shipment.shippedAt}>{shippedOn}</time>
                    </Trans>
                  )}
                </p>
              </dd>
            </div>
          ) : null}
          <OrderDocuments order={order} termClassName={termClasses} />
          {order.discountCode && order.discount > 0 ? (
            <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-3">
              <dt className={termClasses}>
                <Trans>Discount ({discountCode})</Trans>
              </dt>
              <dd data-testid="order-discount" className="font-semibold text-sale">
                −{formatRupees(order.discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 pt-3">
            <dt className={termClasses}>
              <Trans>Total</Trans>
            </dt>
            <dd className="font-display text-xl font-semibold text-maroon-700">
              {formatRupees(typeof amount === 'number' ? amount : 0)}
            </dd>
          </div>
          {claims?.claim?.refund ? (
            <div className="flex items-baseline justify-between gap-3">
              <dt className={termClasses}>
                <Trans>Refunded</Trans>
              </dt>
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
          href={localizePath(currentLocale(), `/grievance?order=${encodeURIComponent(order._id)}`)}
          className="inline-flex min-h-11 items-center font-semibold text-maroon-700 underline underline-offset-2"
        >
          <Trans>Raise a grievance</Trans>
        </a>
      </footer>
    </article>
  );
}
