import { Trans } from '@lingui/react/macro';
import type { GrievanceReceipt as Receipt } from '@shahi/contract/schemas';
import { formatIndiaTime } from './format.ts';

/**
 * The answer to a filed grievance, announced at once (role="status"): the ticket number to quote
 * and the two dates rule 4(5) promises — acknowledged within 48 hours, resolved within a month.
 */
export function GrievanceReceipt({ receipt, email }: { receipt: Receipt; email: string }) {
  return (
    <div role="status" className="rounded-sm border-l-4 border-sale bg-sale/10 px-4 py-4 text-left text-ink">
      <p className="font-display text-lg font-semibold text-ink">
        <Trans>Your grievance is registered</Trans>
      </p>
      <p className="mt-1 text-sm">
        <Trans>
          Your ticket number is{' '}
          <strong className="font-sans text-base break-all text-maroon-700">{receipt.ticketNumber}</strong>.
          Quote it whenever you write to us about this grievance.
        </Trans>
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            <Trans>Acknowledged by</Trans>
          </dt>
          <dd>
            <time dateTime={receipt.acknowledgeBy}>{formatIndiaTime(receipt.acknowledgeBy)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            <Trans>Resolved by</Trans>
          </dt>
          <dd>
            <time dateTime={receipt.resolveBy}>{formatIndiaTime(receipt.resolveBy)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-ink-muted break-words">
        <Trans>We have sent these details to {email}.</Trans>
      </p>
    </div>
  );
}
