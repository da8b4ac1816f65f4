import { formatIstDateTime } from '@shahi/contract';
import { type AdminOrderDetail, backOfficeMessages } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { type OrderAction, useChangeOrder } from '#web/features/admin/api/orders/change-order.ts';
import { openPackingSlip } from '#web/features/admin/api/orders/get-packing-slip.ts';
import { openParcelPapers } from '#web/features/admin/api/orders/get-parcel-papers.ts';
import { useShippingMode, useShipWithCourier } from '#web/features/admin/api/shipping/shipping.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { CourierShipDialog } from './courier-ship-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';

type Step = OrderAction['kind'] | 'courier';

/**
 * The order's next steps: Confirm (a COD order awaiting its customer's confirmation, on the phone's
 * say-so, ADR 0035), Ship (pending, and paid when online: with a courier account "Book courier &
 * ship" in one press, or "I booked it myself"; ADR 0061), Mark delivered (shipped), Cancel (not
 * delivered or cancelled; worded for a shipped order, which may come back), Packing slip before
 * shipping and "Print invoice + packing slip" after (ADR 0063). The server decides: its refusal
 * (409, e.g. another admin was quicker) shows in the dialog; its confirmation above the buttons.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const change = useChangeOrder(order._id);
  const courier = useShipWithCourier(order._id);
  const shippingMode = useShippingMode().data?.mode ?? 'manual';
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
    courier.reset();
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
  const printPapers = async () => {
    setSlipError('');
    try {
      await openParcelPapers(order._id);
    } catch (failure) {
      setSlipError(failureMessage(failure, backOfficeMessages.printFailed));
    }
  };
  const book = () => {
    setDone('');
    courier.mutate(undefined, { onSuccess: (result) => setDone(result.message || 'Shipped') });
  };
  const saleDocument = order.taxDocuments?.find((document) => document.kind !== 'credit_note');

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
        {status === 'pending' && !unpaidOnline ? (
          <Button onClick={() => show(shippingMode === 'manual' ? 'ship' : 'courier')}>Ship</Button>
        ) : null}
        {status === 'shipped' ? <Button onClick={() => show('deliver')}>Mark delivered</Button> : null}
        {status !== 'delivered' && status !== 'cancelled' ? (
          <Button variant="outline" onClick={() => show('cancel')}>
            Cancel order
          </Button>
        ) : null}
        {order.shipment && status !== 'cancelled' ? (
          <Button variant="gold" onClick={() => void printPapers()}>
            Print invoice + packing slip
          </Button>
        ) : (
          <Button variant="gold" onClick={() => void printSlip()}>
            Packing slip
          </Button>
        )}
      </div>
      {open === 'courier' && shippingMode !== 'manual' ? (
        <CourierShipDialog
          mode={shippingMode}
          busy={courier.isPending}
          error={
            courier.isError ? failureMessage(courier.error, 'The courier could not be booked.') : undefined
          }
          booked={courier.data?.shipment}
          needsEWayBill={order.needsEWayBill ?? false}
          onBook={book}
          onManual={() => show('ship')}
          onPrint={() => void printPapers()}
          onClose={() => setOpen(null)}
        />
      ) : null}
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
          shipped={status === 'shipped'}
          invoiceNumber={saleDocument?.number}
          busy={change.isPending}
          error={error}
          onCancelOrder={(body) => run({ kind: 'cancel', body })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
