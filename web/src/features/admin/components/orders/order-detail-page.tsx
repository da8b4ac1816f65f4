import { formatRupees } from '@shahi/contract';
import type { AdminOrderDetail } from '@shahi/contract/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAdminOrder } from '#web/features/admin/api/orders/get-order.ts';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderBadges } from './order-badges.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderHistory } from './order-history.tsx';
import { ShipmentPanel } from './shipment-panel.tsx';
import { WhatsappPanel } from './whatsapp-panel.tsx';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-sm border border-gold-300 bg-white p-4">
      <h2 className="mb-3 font-display text-xl font-semibold text-maroon-700">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The payment's status in words: a cancelled, uncollected cash-on-delivery order owes nothing. */
function paymentStatusText(order: AdminOrderDetail): string {
  if (order.testPayment) return `${order.payment.status} (test sandbox, no money)`;
  if (
    order.orderStatus === 'cancelled' &&
    order.payment.method === 'cod' &&
    order.payment.status === 'pending'
  ) {
    return 'not due (cancelled before the cash was collected)';
  }
  return order.payment.status;
}

/**
 * An order in the back office: its pieces, address, customer, payment, shipment, tax documents
 * (ADR 0059), history and next steps; a test-sandbox order is marked "TEST — not paid"
 * (docs/decisions/0019).
 */
export function OrderDetailPage({ id }: { id: string }) {
  const order = useAdminOrder(id);
  return (
    <QueryState
      query={order}
      loading={<LoadingList label="Loading the order" rows={3} />}
      errorTitle="The order could not be loaded"
      errorDetail={(error) => failureMessage(error, '')}
      errorHeader={<PageHeader title="Order" />}
      compactRetry
    >
      {(detail) => <OrderDetail order={detail} />}
    </QueryState>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const address = order.addressDetails;
  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
      >
        ← All orders
      </Link>
      <PageHeader title={`Order ${orderReference(order._id)}`}>
        <p className="text-sm text-ink-muted">Placed {formatDateTime(order.createdAt)}</p>
        <OrderBadges
          order={{
            orderStatus: order.orderStatus,
            paymentMethod: order.payment.method,
            paymentStatus: order.payment.status,
            testPayment: order.testPayment,
            awaitingConfirmation: order.awaitingConfirmation,
            confirmBy: order.confirmBy,
          }}
        />
      </PageHeader>
      <div className="mb-6">
        <OrderActions order={order} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Pieces">
          <ul className="flex flex-col gap-3">
            {order.products.map((line) => (
              <li key={line.productId} className="flex items-center gap-3">
                {line.image1 ? (
                  <img
                    src={imageUrl(line.image1, 480)}
                    alt=""
                    className="h-16 w-13 shrink-0 rounded-sm object-cover"
                  />
                ) : null}
                <Link
                  to={`/admin/products/${line.productId}`}
                  className="min-w-0 flex-1 text-ink hover:text-maroon-700"
                >
                  {line.title}
                </Link>
                <span className="text-right font-semibold">
                  {formatRupees(line.listPrice ?? line.price)}
                  {line.listPrice !== undefined && line.listPrice !== line.price ? (
                    <span className="block text-xs font-normal text-ink-muted">
                      charged {formatRupees(line.price)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          {order.discountCode && order.discount > 0 ? (
            <p className="mt-3 flex justify-between border-t border-gold-300 pt-3 text-sm">
              <span>Discount ({order.discountCode})</span>
              <span data-testid="admin-order-discount" className="font-semibold text-sale">
                −{formatRupees(order.discount)}
              </span>
            </p>
          ) : null}
          <p className="mt-3 flex justify-between border-t border-gold-300 pt-3 font-bold">
            <span>Total</span>
            <span>{formatRupees(order.payment.amount)}</span>
          </p>
        </Panel>
        <Panel title="Ship to">
          <address className="text-sm leading-relaxed not-italic">
            <strong>
              {address.firstName} {address.lastName}
            </strong>
            <br />
            {address.address}
            <br />
            {[address.city, address.state, address.zip].filter(Boolean).join(', ')}
            <br />
            {address.country}
            <br />
            <a
              href={`tel:${address.phone}`}
              className="font-semibold text-maroon-700 underline underline-offset-2"
            >
              {address.phone}
            </a>
          </address>
          <h3 className="mt-4 mb-1 text-sm font-semibold text-ink">Customer</h3>
          <Facts
            rows={[
              ['Name', `${order.customer.firstName} ${order.customer.lastName}`.trim()],
              [
                'E-mail',
                <a
                  key="mail"
                  href={`mailto:${order.customer.email}`}
                  className="text-maroon-700 underline underline-offset-2"
                >
                  {order.customer.email}
                </a>,
              ],
              ['Phone', order.customer.phoneNumber],
            ]}
          />
        </Panel>
        <Panel title="Payment">
          {order.testPayment ? (
            <p
              role="note"
              className="mb-3 rounded-sm border-l-4 border-red-600 bg-red-50 px-3 py-2 text-sm text-red-900"
            >
              <strong>TEST — not paid.</strong> This order went through the payment sandbox: no money was
              taken. Do not ship it.
            </p>
          ) : null}
          <Facts
            rows={[
              ['Method', order.payment.method === 'cod' ? 'Cash on delivery' : 'Online'],
              ['Status', paymentStatusText(order)],
              ['Amount', formatRupees(order.payment.amount)],
              ['Paid', formatDateTime(order.gateway.paidAt)],
              ['Gateway order', order.gateway.orderId],
              ['Payment id', order.gateway.paymentId],
              ['Refund id', order.gateway.refundId],
              ['Reserved until', formatDateTime(order.gateway.reservedUntil)],
            ]}
          />
        </Panel>
        {order.shipment ? (
          <Panel title="Shipment">
            <ShipmentPanel order={order} />
          </Panel>
        ) : null}
        <Panel title="WhatsApp updates">
          <WhatsappPanel orderId={order._id} />
        </Panel>
        <Panel title="Tax documents">
          <OrderDocuments order={order} />
        </Panel>
        <Panel title="History">
          <OrderHistory events={order.events} />
        </Panel>
      </div>
    </>
  );
}
