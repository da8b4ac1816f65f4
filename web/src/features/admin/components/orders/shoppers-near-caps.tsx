import { formatRupees } from '@shahi/contract';
import { type AdminShopperNearCaps, adminShopperMessages } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useSetCapsLift, useShoppersNearCaps } from '#web/features/admin/api/shoppers/shoppers-near-caps.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

type Caps = { pieces: number; rupees: number };

/**
 * "Shoppers near their caps" on the Orders page (ADR 0021): closed at first and read when opened,
 * the 20 shoppers whose unshipped orders hold most against the caps (pieces x/cap, value at list
 * price x/cap), each linked to their unshipped orders, with Lift / Restore behind a confirmation.
 */
export function ShoppersNearCaps() {
  const [open, setOpen] = useState(false);
  const shoppers = useShoppersNearCaps(open);
  const change = useSetCapsLift();
  const [asked, setAsked] = useState<AdminShopperNearCaps | null>(null);
  const [done, setDone] = useState('');
  const lifting = asked?.capsLiftedAt === null;

  const ask = (shopper: AdminShopperNearCaps) => {
    change.reset();
    setDone('');
    setAsked(shopper);
  };
  const confirm = (shopper: AdminShopperNearCaps) =>
    change.mutate(
      { userId: shopper.userId, lifted: shopper.capsLiftedAt === null },
      {
        onSuccess: (result) => {
          setAsked(null);
          const message = result.capsLiftedAt
            ? adminShopperMessages.capsLifted
            : adminShopperMessages.capsRestored;
          setDone(`${shopper.name}: ${message}.`);
        },
      },
    );

  return (
    <details
      className="mb-5 rounded-sm border border-gold-300 bg-white"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-maroon-700">
        Shoppers near their caps
      </summary>
      <div className="flex flex-col gap-3 border-t border-gold-300 px-4 py-3">
        {done ? <FormAlert tone="success">{done}</FormAlert> : null}
        {open ? (
          <QueryState
            query={shoppers}
            loading={<LoadingList label="Loading shoppers" rows={3} />}
            errorTitle="The shoppers could not be loaded."
            compactRetry
            isEmpty={(data) => data.shoppers.length === 0}
            empty={<p className="text-sm text-ink-muted">No shopper has an order waiting to ship.</p>}
          >
            {(data) => (
              <>
                <p className="text-sm text-ink-muted">
                  One shopper may hold at most {data.caps.pieces} pieces worth{' '}
                  {formatRupees(data.caps.rupees)} in orders not yet shipped; nearest first.
                </p>
                <ul className="flex flex-col gap-2">
                  {data.shoppers.map((shopper) => (
                    <ShopperRow
                      key={shopper.userId}
                      shopper={shopper}
                      caps={data.caps}
                      onAsk={() => ask(shopper)}
                    />
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        ) : null}
      </div>
      {asked ? (
        <ConfirmDialog
          title={lifting ? 'Lift the caps?' : 'Restore the caps?'}
          confirmLabel={lifting ? 'Lift caps' : 'Restore caps'}
          busyLabel="Saving..."
          busy={change.isPending}
          error={
            change.isError ? (
              <FormAlert tone="error">
                {failureMessage(change.error, 'The change could not be saved.')}
              </FormAlert>
            ) : null
          }
          onConfirm={() => confirm(asked)}
          onCancel={() => setAsked(null)}
        >
          {lifting
            ? `${asked.name} may then hold any number of pieces, of any value, in any number of orders not yet shipped. Only for a customer you trust; online payment still reserves few pieces at a time.`
            : `${asked.name}'s next order must fit within the caps again; orders already placed stay as they are.`}
        </ConfirmDialog>
      ) : null}
    </details>
  );
}

interface ShopperRowProps {
  shopper: AdminShopperNearCaps;
  caps: Caps;
  onAsk: () => void;
}

/** One shopper: name, e-mail, pieces x/cap, value x/cap, their unshipped orders, Lift or Restore. */
function ShopperRow({ shopper, caps, onAsk }: ShopperRowProps) {
  const lifted = shopper.capsLiftedAt !== null;
  const orders = `/admin/orders${queryString({ q: shopper.email, status: 'pending' })}`;
  return (
    <li className="rounded-sm border border-gold-300 p-3">
      <article aria-label={`Customer ${shopper.email}`} className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-ink">
              {shopper.name} {lifted ? <Badge tone="yellow">Caps lifted</Badge> : null}
            </p>
            <p className="text-sm break-all text-ink-muted">{shopper.email}</p>
          </div>
          <Button variant="outline" size="sm" onClick={onAsk}>
            {lifted ? 'Restore' : 'Lift'}
          </Button>
        </div>
        <p className="flex flex-wrap gap-x-4 text-sm text-ink">
          <span data-testid="held-pieces">
            {shopper.heldPieces}/{caps.pieces} pieces
          </span>
          <span data-testid="held-value">
            {formatRupees(shopper.heldRupees)}/{formatRupees(caps.rupees)}
          </span>
        </p>
        <Link to={orders} className="text-sm font-semibold text-maroon-700 underline underline-offset-2">
          {shopper.unshippedOrders === 1 ? '1 order' : `${shopper.unshippedOrders} orders`} not yet shipped
        </Link>
      </article>
    </li>
  );
}
