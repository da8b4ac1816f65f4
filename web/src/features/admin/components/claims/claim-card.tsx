import { formatRupees } from '@shahi/contract';
import type { AdminClaimSummary } from '@shahi/contract/schemas';
import { Link } from 'react-router';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { ClaimStatusBadge, claimKindLabel } from './claim-badges.tsx';
import { replyDueText } from './claim-dates.ts';

/**
 * One claim in the list, the whole card a link to its page (no id to copy): number, status, what
 * went wrong, the order, the shopper, photos, when filed and, while open, the days left to reply
 * (red once overdue).
 */
export function ClaimCard({ claim: c, now = Date.now() }: { claim: AdminClaimSummary; now?: number }) {
  const due = c.status === 'open' ? replyDueText(c.filedAt, now) : null;
  return (
    <li className="rounded-sm border border-gold-300 bg-white hover:border-maroon-700">
      <Link
        to={`/admin/claims/${encodeURIComponent(c._id)}`}
        aria-label={`Claim ${c.claimNumber}, ${claimKindLabel(c.kind)}, order ${orderReference(c.orderId)}`}
        className="block p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-display text-lg font-semibold text-ink">
              {c.claimNumber} · {claimKindLabel(c.kind)}
            </p>
            <p className="text-sm break-all text-ink">
              {c.customerName} · Order {orderReference(c.orderId)} · {formatRupees(c.orderAmount)}
            </p>
            <p className="text-xs text-ink-muted">
              Filed <time dateTime={c.filedAt}>{formatDateTime(c.filedAt)}</time>
              {` · ${c.photoCount} photo${c.photoCount === 1 ? '' : 's'}`}
              {c.decidedAt ? ` · decided ${formatDateTime(c.decidedAt)}` : ''}
            </p>
          </div>
          <ClaimStatusBadge status={c.status} />
        </div>
        {due ? (
          <p
            data-testid="claim-due"
            className={`mt-2 text-sm ${due.overdue ? 'font-semibold text-red-700' : 'text-ink'}`}
          >
            {due.text}
          </p>
        ) : null}
      </Link>
    </li>
  );
}
