import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Order } from '@shahi/contract';
import type { OrderTracking, TrackingStep, TrackingStepStatus } from '@shahi/contract/schemas';
import { useState } from 'react';
import { useOrderTracking } from '#web/features/orders/api/get-order-tracking.ts';
import { formatDeliveryDate } from '#web/lib/delivery.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { formatShopperDateTime } from './order-dates.ts';

/** The five milestones a parcel passes, and the steps that reach each (ADR 0061). */
const milestones: { key: string; label: MessageDescriptor; reachedBy: readonly TrackingStepStatus[] }[] = [
  { key: 'placed', label: msg`Placed`, reachedBy: ['placed'] },
  { key: 'shipped', label: msg`Shipped`, reachedBy: ['shipped', 'booked', 'picked_up'] },
  { key: 'in-transit', label: msg`In transit`, reachedBy: ['in_transit'] },
  { key: 'out', label: msg`Out for delivery`, reachedBy: ['out_for_delivery', 'undelivered'] },
  { key: 'delivered', label: msg`Delivered`, reachedBy: ['delivered'] },
];

/** Steps that leave the usual road: said plainly above the milestones. */
const detourText: Partial<Record<TrackingStepStatus, MessageDescriptor>> = {
  undelivered: msg`The courier tried to deliver and could not. They will try again; keep your phone at hand, or write to us.`,
  rto_initiated: msg`The parcel could not be delivered and is on its way back to our workshop. We will write to you about a refund or a new delivery.`,
  rto_delivered: msg`The parcel came back to our workshop undelivered. We will write to you about it.`,
  cancelled: msg`The courier booking was cancelled. We will write to you about your order.`,
};

/** A time as the timeline shows it, in the page's language; '' when invalid. */
function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : formatShopperDateTime(date);
}

/** Which milestones the steps reached: a later one implies the earlier ones, even when a scan was missed. */
function reached(steps: TrackingStep[]): boolean[] {
  let furthest = -1;
  for (const step of steps) {
    const index = milestones.findIndex((milestone) => milestone.reachedBy.includes(step.status));
    furthest = Math.max(furthest, index);
  }
  return milestones.map((_milestone, index) => index <= furthest);
}

function Timeline({ tracking }: { tracking: OrderTracking }) {
  const marks = reached(tracking.steps);
  const latest = tracking.steps.at(-1);
  const detour = latest ? detourText[latest.status] : undefined;
  const { i18n } = useLingui();
  const expectedBy = tracking.expectedDeliveryOn ? formatDeliveryDate(tracking.expectedDeliveryOn) : '';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        {tracking.courierName ? <span className="font-semibold">{tracking.courierName}</span> : null}
        {tracking.awb ? (
          <>
            {tracking.courierName ? ' · ' : ''}AWB{' '}
            {tracking.trackingUrl ? (
              <a
                href={tracking.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all text-maroon-700 underline underline-offset-2"
              >
                {tracking.awb}
              </a>
            ) : (
              <span className="font-semibold break-all">{tracking.awb}</span>
            )}
          </>
        ) : null}
        {tracking.expectedDeliveryOn && tracking.current !== 'delivered' ? (
          <span className="text-ink-muted">
            {' · '}
            <Trans>Expected by {expectedBy}</Trans>
          </span>
        ) : null}
      </p>
      {detour ? (
        <p
          data-testid="tracking-detour"
          className="rounded-sm border-l-4 border-maroon-500 bg-maroon-50 px-3 py-2 text-sm font-medium text-maroon-900"
        >
          {latest?.label}: {i18n._(detour)}
        </p>
      ) : null}
      <ol aria-label={i18n._(msg`Delivery progress`)} className="grid grid-cols-5 gap-1 text-center text-xs">
        {milestones.map((milestone, index) => {
          const done = marks[index] === true;
          return (
            <li key={milestone.key} aria-current={done && !marks[index + 1] ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={`mx-auto mb-1 block h-3 w-3 rounded-full ${done ? 'bg-sale' : 'border border-gold-700 bg-white'}`}
              />
              <span className={done ? 'font-semibold text-ink' : 'text-ink-muted'}>
                {i18n._(milestone.label)}
                <span className="sr-only">{done ? i18n._(msg` — done`) : i18n._(msg` — not yet`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <ol aria-label={i18n._(msg`Tracking updates`)} className="relative ml-2 border-l-2 border-gold-300">
        {[...tracking.steps].reverse().map((step) => (
          <li key={`${step.status}-${step.at}`} className="relative mb-3 pl-4 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full bg-maroon-700"
            />
            <p className="text-sm font-semibold text-ink">{step.label}</p>
            <p className="text-xs text-ink-muted">
              <time dateTime={step.at}>{when(step.at)}</time>
              {step.location ? ` · ${step.location}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * "Track your parcel" on a shipped order's card (My Orders): Placed → Shipped (courier, AWB with
 * the courier's tracking page when known) → In transit → Out for delivery → Delivered, each update
 * with its time (IST) and place, newest first; an undelivered attempt or a return to the workshop
 * (RTO) is said plainly. Open by default while the parcel travels; the timeline is fetched only
 * once open.
 */
export function TrackingTimeline({ order }: { order: Order }) {
  return order.shipment ? <TrackingDisclosure order={order} /> : null;
}

function TrackingDisclosure({ order }: { order: Order }) {
  const userId = useSession().user?.userId ?? '';
  const [open, setOpen] = useState(order.orderStatus === 'shipped');
  const tracking = useOrderTracking(userId, order._id, open);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="order-tracking"
      className="border-t border-gold-300 px-4 py-3 md:px-5"
    >
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-maroon-700">
        <Trans>Track your parcel</Trans>
      </summary>
      <div className="pt-3">
        {tracking.isPending ? (
          <p role="status" className="text-sm text-ink-muted">
            <Trans>Loading the tracking updates…</Trans>
          </p>
        ) : tracking.isError ? (
          <p role="alert" className="text-sm text-maroon-700">
            <Trans>We could not load the tracking updates just now.</Trans>{' '}
            {translateMessage(tracking.error.message)}
          </p>
        ) : (
          <Timeline tracking={tracking.data} />
        )}
      </div>
    </details>
  );
}
