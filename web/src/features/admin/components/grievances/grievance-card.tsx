import type { AdminGrievance } from '@shahi/contract/schemas';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { PhoneLink } from '#web/features/admin/components/common/phone-link.tsx';

const statusBadges: Record<AdminGrievance['status'], { tone: BadgeTone; label: string }> = {
  open: { tone: 'yellow', label: 'Open' },
  acknowledged: { tone: 'blue', label: 'Acknowledged' },
  resolved: { tone: 'green', label: 'Resolved' },
};

/** A due date, in red with "overdue" once it has passed undone. */
function Due({ label, iso, overdue }: { label: string; iso: string; overdue: boolean }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className={overdue ? 'font-semibold text-red-700' : 'text-ink'}>
        <time dateTime={iso}>{formatDateTime(iso)}</time>
        {overdue ? ' — overdue' : ''}
      </dd>
    </div>
  );
}

interface GrievanceCardProps {
  grievance: AdminGrievance;
  busy: boolean;
  onAcknowledge: () => void;
  onResolve: () => void;
}

/**
 * One grievance: ticket, status, complainant (phone kept whole, the order linked to its page),
 * dates (overdue in red), when it was acknowledged, text, resolution, actions.
 */
export function GrievanceCard({ grievance: g, busy, onAcknowledge, onResolve }: GrievanceCardProps) {
  const badge = statusBadges[g.status];
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-4">
      <article aria-label={`Grievance ${g.ticketNumber}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-display text-lg font-semibold text-ink">{g.ticketNumber}</p>
            <p className="text-sm break-all">
              {g.name} ·{' '}
              <a href={`mailto:${g.email}`} className="text-maroon-700 underline underline-offset-2">
                {g.email}
              </a>
              {g.phone ? (
                <>
                  {' · '}
                  <PhoneLink phone={g.phone} />
                </>
              ) : null}
              {g.orderId ? (
                <>
                  {' · '}
                  <Link
                    to={`/admin/orders/${g.orderId}`}
                    className="font-semibold break-normal whitespace-nowrap text-maroon-700 underline underline-offset-2"
                  >
                    Order {orderReference(g.orderId)}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <Due label="Received" iso={g.receivedAt} overdue={false} />
          <Due label="Acknowledge by" iso={g.acknowledgeBy} overdue={g.acknowledgeOverdue} />
          <Due label="Resolve by" iso={g.resolveBy} overdue={g.resolveOverdue} />
        </dl>
        {g.acknowledgedAt ? (
          <p className="mt-2 text-sm text-ink">
            Acknowledged <time dateTime={g.acknowledgedAt}>{formatDateTime(g.acknowledgedAt)}</time>
            {g.status === 'acknowledged' ? ', mailed to the complainant' : ''}
          </p>
        ) : null}
        <p className="mt-3 font-semibold break-words text-ink">{g.subject}</p>
        <p className="mt-1 text-sm whitespace-pre-line break-words text-ink">{g.message}</p>
        {g.status === 'resolved' ? (
          <p className="mt-3 border-l-3 border-green-600 pl-3 text-sm whitespace-pre-line break-words text-ink">
            <span className="font-semibold">Resolved {formatDateTime(g.resolvedAt)}: </span>
            {g.resolution}
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {g.status === 'open' ? (
              <Button variant="outline" size="sm" disabled={busy} onClick={onAcknowledge}>
                Acknowledge
              </Button>
            ) : null}
            <Button size="sm" disabled={busy} onClick={onResolve}>
              Resolve
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
