import type { AdminOrderEvent } from '@shahi/contract/schemas';
import { formatDateTime, humanise } from '#web/features/admin/components/common/format.ts';

const eventLabels: Record<string, string> = {
  placed: 'Order placed',
  payment_paid: 'Payment received',
  payment_mismatch: 'Payment not matching the order',
  payment_failed: 'Payment failed',
  payment_expired: 'Payment window expired',
  refunded: 'Payment refunded',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  cod_confirmed: 'Order confirmed',
  cod_lapsed: 'Cancelled: not confirmed in time',
};

/** Who did it: the admin named, else the customer for a confirmation they gave, else the shop itself. */
function actorName(event: AdminOrderEvent): string {
  if (event.actor) return event.actor.name || event.actor.email;
  return event.kind === 'cod_confirmed' ? 'the customer' : 'the shop';
}

/** The order's history, oldest first, as a timeline: what happened, when, by whom, and its note. */
export function OrderHistory({ events }: { events: AdminOrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-ink-muted">No history recorded.</p>;
  return (
    <ol className="relative ml-2 border-l-2 border-gold-300">
      {events.map((event) => (
        <li key={event._id} className="relative mb-4 pl-5 last:mb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full bg-maroon-700"
          />
          <p className="font-semibold text-ink">{eventLabels[event.kind] ?? humanise(event.kind)}</p>
          <p className="text-xs text-ink-muted">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {' · '}
            {actorName(event)}
          </p>
          {event.note ? <p className="mt-1 text-sm whitespace-pre-line text-ink">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
