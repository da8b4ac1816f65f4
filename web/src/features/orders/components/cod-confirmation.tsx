import { codMessages, formatIstDateTime, messages, type Order } from '@shahi/contract';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useConfirmMyOrder } from '#web/features/orders/api/confirm-order.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';

/** The line a confirmed cash-on-delivery order shows until it ships. */
export const CONFIRMED_LINE = 'Confirmed ✓ — we are packing your order';

/** "Confirmed ✓" on a pending COD order the shopper (or the shop, by phone) confirmed. */
function Confirmed({ at }: { at: string }) {
  return (
    <p
      data-testid="order-cod-confirmed"
      className="mx-4 mt-4 rounded-sm border-l-4 border-sale bg-sale/10 px-4 py-3 text-sm font-semibold text-sale md:mx-5"
    >
      {CONFIRMED_LINE}{' '}
      <span className="font-normal">
        (<time dateTime={at}>{formatIstDateTime(at)}</time>)
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
  if (order.payment.method === 'cod' && order.orderStatus === 'pending' && order.codConfirmedAt) {
    return <Confirmed at={order.codConfirmedAt} />;
  }
  if (order.codLapsed) {
    return (
      <p
        data-testid="order-cod-lapsed"
        className="mx-4 mt-4 rounded-sm border-l-4 border-maroon-500 bg-maroon-50 px-4 py-3 text-sm text-maroon-900 md:mx-5"
      >
        {codMessages.lapsedReason}
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
  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success" className="mx-4 mt-4 md:mx-5">
        {CONFIRMED_LINE}
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
          Awaiting your confirmation — confirm by{' '}
          <time dateTime={confirmBy}>{formatIstDateTime(confirmBy)}</time>
        </p>
        <p className="text-ink-muted">
          Each piece is one of a kind: an order not confirmed in time is cancelled and the piece goes back on
          sale.
        </p>
        {confirm.isError ? (
          <p role="alert" className="mt-1 font-medium text-maroon-700">
            {failureMessage(confirm.error, messages.somethingWentWrong)}
          </p>
        ) : null}
      </div>
      <Button
        variant="primary"
        className="shrink-0"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(orderId)}
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm order'}
      </Button>
    </div>
  );
}
