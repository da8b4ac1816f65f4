import { Trans, useLingui } from '@lingui/react/macro';
import { type CodConfirmView, formatRupees } from '@shahi/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCodConfirmView, useConfirmByLink } from '#web/features/orders/api/confirm-order.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { formatShopperDateTime } from './order-dates.ts';

function MyOrdersLink() {
  return (
    <Link to="/my-orders" className={buttonClasses('outline')}>
      <Trans>My Orders</Trans>
    </Link>
  );
}

function ShopLink() {
  return (
    <Link to="/" className={buttonClasses('primary')}>
      <Trans>Continue shopping</Trans>
    </Link>
  );
}

function Summary({ view }: { view: CodConfirmView }) {
  const { t } = useLingui();
  const { reference, firstName, city } = view;
  return (
    <section
      aria-label={t`Order ${reference}`}
      className="rounded-sm border border-gold-300 bg-white shadow-sm"
    >
      <header className="border-b border-gold-300 bg-parchment/60 px-4 py-3 md:px-5">
        <h2 className="font-display text-lg font-semibold text-ink">
          <Trans>Order {reference}</Trans>
        </h2>
        <p className="text-sm text-ink-muted">
          <Trans>
            For {firstName}, {city} · Cash on delivery
          </Trans>
        </p>
      </header>
      <ul aria-label={t`Pieces`} className="flex flex-col divide-y divide-gold-300/60 px-4 md:px-5">
        {view.products.map((piece) => (
          <li key={piece.title} className="flex items-center justify-between gap-3 py-3">
            <span className="min-w-0 text-ink">{piece.title}</span>
            <span className="font-semibold whitespace-nowrap text-maroon-700">
              {formatRupees(piece.price)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between gap-3 border-t border-gold-300 px-4 py-3 md:px-5">
        <span className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
          <Trans>Total, to pay on delivery</Trans>
        </span>
        <span className="font-display text-xl font-semibold text-maroon-700">
          {formatRupees(view.amount)}
        </span>
      </div>
    </section>
  );
}

/**
 * The confirm page of a cash-on-delivery order, opened from the mail's signed link without signing
 * in (ADR 0035): the order, its deadline, and a Confirm order button that POSTs (opening the link
 * never confirms). A bad link, a lapsed or a cancelled order each say so.
 */
export function ConfirmCodOrder({ orderId, token }: { orderId: string; token: string }) {
  const view = useCodConfirmView(orderId, token);
  const confirm = useConfirmByLink(orderId, token);
  const { t } = useLingui();
  const messages = useMessages('messages');
  const myOrdersLink = <MyOrdersLink />;
  const shopLink = <ShopLink />;
  if (view.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t`Loading your order`} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (view.isError) {
    return (
      <Notice tone="error" title={t`This link does not work`} actions={myOrdersLink}>
        {translateMessage(failureMessage(view.error, messages.somethingWentWrong))}
      </Notice>
    );
  }
  const order = view.data;
  if (confirm.isSuccess || order.state === 'confirmed') {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert tone="success" urgent>
          {confirm.data?.message
            ? translateMessage(confirm.data.message)
            : t`This order is already confirmed. Thank you!`}
        </FormAlert>
        <Summary view={order} />
        <div className="flex flex-wrap gap-3">
          {myOrdersLink}
          {shopLink}
        </div>
      </div>
    );
  }
  if (order.state !== 'awaiting') {
    return (
      <div className="flex flex-col gap-6">
        <FormAlert tone="info" urgent>
          {order.state === 'lapsed'
            ? t`We did not hear from you in time, so this order was cancelled and the pieces went back on sale. You are welcome to order again.`
            : t`This order has been cancelled and can no longer be confirmed.`}
        </FormAlert>
        <Summary view={order} />
        <div className="flex flex-wrap gap-3">{shopLink}</div>
      </div>
    );
  }
  const holdUntil = order.confirmBy ? formatShopperDateTime(order.confirmBy) : '';
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink">
        <Trans>
          Please confirm that you want this order delivered and will pay in cash when it arrives. Each piece
          is one of a kind, so we hold it for you until <strong>{holdUntil}</strong>; an order not confirmed
          by then is cancelled and the piece goes back on sale.
        </Trans>
      </p>
      <Summary view={order} />
      {confirm.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(confirm.error, messages.somethingWentWrong))}
        </FormAlert>
      ) : null}
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {confirm.isPending ? <Trans>Confirming...</Trans> : <Trans>Confirm order</Trans>}
      </Button>
      <p className="text-sm text-ink-muted">
        <Trans>No extra charge for cash on delivery: you pay the total above.</Trans>
      </p>
    </div>
  );
}
