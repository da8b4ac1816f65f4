import { formatIstDateTime } from '@shahi/contract';
import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { type OrderAction, useChangeOrder } from '#web/features/admin/api/orders/change-order.ts';
import { openPackingSlip } from '#web/features/admin/api/orders/get-packing-slip.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';

type Step = OrderAction['kind'];

/**
 * The order's next steps: Confirm (a COD order awaiting its customer's confirmation, on the phone's
 * say-so, ADR 0035), Ship (pending, and paid when online), Mark delivered (shipped), Cancel
 * (not delivered or cancelled), Packing slip. The server decides: its refusal (409, e.g. another
 * admin was quicker) shows in the dialog; its confirmation above the buttons.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const change = useChangeOrder(order._id);
  const [open, setOpen] = useState<Step | null>(null);
  const [done, setDone] = useState('');
  const [slipError, setSlipError] = useState('');
  const status = order.orderStatus;
  const unpaidOnline = order.payment.method === 'online' && order.payment.status !== 'paid';

  const run = (action: OrderAction) => {
    setDone('');
    change.mutate(action, {
      onSuccess: (result) => {
        setOpen(null);
        setDone(result.message || 'Saved');
      },
    });
  };
  const show = (step: Step) => {
    change.reset();
    setDone('');
    setOpen(step);
  };
  const error = change.isError ? failureMessage(change.error, 'The order could not be changed.') : undefined;
  const printSlip = async () => {
    setSlipError('');
    try {
      if (!(await openPackingSlip(order._id)))
        setSlipError('Allow pop-ups for this site to open the packing slip.');
    } catch (failure) {
      setSlipError(failureMessage(failure, 'The packing slip could not be opened.'));
    }
  };

  return (
    <section aria-label="Order actions" className="flex flex-col gap-3">
      {done ? <FormAlert tone="success">{done}</FormAlert> : null}
      {slipError ? <FormAlert tone="error">{slipError}</FormAlert> : null}
      {status === 'pending' && unpaidOnline ? (
        <FormAlert tone="info">
          The online payment has not arrived: the order cannot be shipped yet.
        </FormAlert>
      ) : null}
      {order.awaitingConfirmation && order.confirmBy ? (
        <FormAlert tone="info">
          Awaiting the customer's confirmation until {formatIstDateTime(order.confirmBy)}; unconfirmed, the
          order is cancelled then and its pieces go back on sale. Shipping it confirms it.
        </FormAlert>
      ) : null}
      {order.codLapsed ? (
        <FormAlert tone="info">Cancelled by the shop: the customer did not confirm in time.</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {order.awaitingConfirmation ? (
          <Button variant="outline" onClick={() => show('confirm-cod')}>
            Confirm (customer confirmed by phone)
          </Button>
        ) : null}
        {status === 'pending' && !unpaidOnline ? <Button onClick={() => show('ship')}>Ship</Button> : null}
        {status === 'shipped' ? <Button onClick={() => show('deliver')}>Mark delivered</Button> : null}
        {status !== 'delivered' && status !== 'cancelled' ? (
          <Button variant="outline" onClick={() => show('cancel')}>
            Cancel order
          </Button>
        ) : null}
        <Button variant="gold" onClick={() => void printSlip()}>
          Packing slip
        </Button>
      </div>
      {open === 'ship' ? (
        <ShipDialog
          busy={change.isPending}
          error={error}
          needsEWayBill={order.needsEWayBill ?? false}
          onShip={(body) => run({ kind: 'ship', body })}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'deliver' ? (
        <ConfirmDialog
          title="Mark delivered?"
          confirmLabel="Mark delivered"
          busyLabel="Saving..."
          busy={change.isPending}
          error={error ? <FormAlert tone="error">{error}</FormAlert> : null}
          onConfirm={() => run({ kind: 'deliver' })}
          onCancel={() => setOpen(null)}
        >
          The customer is mailed that the order has arrived
          {order.payment.method === 'cod' ? ', and the cash on delivery is recorded as paid' : ''}.
        </ConfirmDialog>
      ) : null}
      {open === 'confirm-cod' ? (
        <ConfirmDialog
          title="Confirm this order?"
          confirmLabel="Confirm order"
          busyLabel="Saving..."
          busy={change.isPending}
          error={error ? <FormAlert tone="error">{error}</FormAlert> : null}
          onConfirm={() => run({ kind: 'confirm-cod' })}
          onCancel={() => setOpen(null)}
        >
          Only when the customer confirmed the order to you by phone. It then no longer lapses, and the
          customer is mailed that it is confirmed.
        </ConfirmDialog>
      ) : null}
      {open === 'cancel' ? (
        <CancelDialog
          refunds={order.payment.method === 'online' && order.payment.status === 'paid'}
          busy={change.isPending}
          error={error}
          onCancelOrder={(reason) => run({ kind: 'cancel', body: { reason } })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
