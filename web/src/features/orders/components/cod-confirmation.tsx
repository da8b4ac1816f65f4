import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Order } from '@shahi/contract';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useConfirmMyOrder } from '#web/features/orders/api/confirm-order.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { formatShopperDateTime } from './order-dates.ts';

/** The line a confirmed cash-on-delivery order shows until it ships, shown with `i18n._`. */
export const CONFIRMED_LINE = msg`Confirmed ✓ — we are packing your order`;

/** "Confirmed ✓" on a pending COD order the shopper (or the shop, by phone) confirmed. */
function Confirmed({ at }: { at: string }) {
  const { i18n } = useLingui();
  return (
    <p
      data-testid="order-cod-confirmed"
      className="mx-4 mt-4 rounded-sm border-l-4 border-sale bg-sale/10 px-4 py-3 text-sm font-semibold text-sale md:mx-5"
    >
      {i18n._(CONFIRMED_LINE)}{' '}
      <span className="font-normal">
        (<time dateTime={at}>{formatShopperDateTime(at)}</time>)
      </span>
    </p>
  );
}

/**
 * A COD order's confirmation on its My Orders card (ADR 0035): awaiting → "Awaiting your
 * confirmation — confirm by <date time IST>" with a Confirm order button; confirmed and not yet
 * shipped → "Confirmed ✓" with the time; lapsed → why it was cancelled; anything else → nothing.
 */
export function CodConfirmation({ order }: { order: Order }) {
  const cod = useMessages('cod');
  if (order.payment.method === 'cod' && order.orderStatus === 'pending' && order.codConfirmedAt) {
    return <Confirmed at={order.codConfirmedAt} />;
  }
  if (order.codLapsed) {
    return (
      <p
        data-testid="order-cod-lapsed"
        className="mx-4 mt-4 rounded-sm border-l-4 border-maroon-500 bg-maroon-50 px-4 py-3 text-sm text-maroon-900 md:mx-5"
      >
        {cod.lapsedReason}
      </p>
    );
  }
  if (!order.awaitingConfirmation || !order.confirmBy) return null;
  return <AwaitingConfirmation orderId={order._id} confirmBy={order.confirmBy} />;
}

/** The deadline and the Confirm order button (the only part that needs the session and a mutation). */
function AwaitingConfirmation({ orderId, confirmBy }: { orderId: string; confirmBy: string }) {
  const userId = useSession().user?.userId ?? '';
  const confirm = useConfirmMyOrder(userId);
  const { i18n } = useLingui();
  const messages = useMessages('messages');
  const deadline = formatShopperDateTime(confirmBy);
  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success" className="mx-4 mt-4 md:mx-5">
        {i18n._(CONFIRMED_LINE)}
      </FormAlert>
    );
  }
  return (
    <div
      data-testid="order-awaiting-confirmation"
      className="mx-4 mt-4 flex flex-col gap-3 rounded-sm border-l-4 border-gold-500 bg-parchment px-4 py-3 sm:flex-row sm:items-center sm:justify-between md:mx-5"
    >
      <div className="text-sm text-ink">
        <p className="font-semibold">
          <Trans>
            Awaiting your confirmation — confirm by <time dateTime={confirmBy}>{deadline}</time>
          </Trans>
        </p>
        <p className="text-ink-muted">
          <Trans>
            Each piece is one of a kind: an order not confirmed in time is cancelled and the piece goes back
            on sale.
          </Trans>
        </p>
        {confirm.isError ? (
          <p role="alert" className="mt-1 font-medium text-maroon-700">
            {translateMessage(failureMessage(confirm.error, messages.somethingWentWrong))}
          </p>
        ) : null}
      </div>
      <Button
        variant="primary"
        className="shrink-0"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(orderId)}
      >
        {confirm.isPending ? <Trans>Confirming...</Trans> : <Trans>Confirm order</Trans>}
      </Button>
    </div>
  );
}
