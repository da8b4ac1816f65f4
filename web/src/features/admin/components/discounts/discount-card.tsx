import { formatIndiaDate, formatRupees } from '@shahi/contract';
import type { AdminDiscount } from '@shahi/contract/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';

/** "10% off" or "₹500.00 off". */
export function discountValue(code: Pick<AdminDiscount, 'kind' | 'value'>): string {
  return code.kind === 'percent' ? `${code.value}% off` : `${formatRupees(code.value)} off`;
}

/** The code's rules as short phrases: minimum, dates, per customer, first order only. */
function rulesOf(code: AdminDiscount): string[] {
  return [
    code.minOrder > 0 ? `Minimum order ${formatRupees(code.minOrder)}` : '',
    code.startsAt ? `From ${formatDateTime(code.startsAt)}` : '',
    code.endsAt ? `Until ${formatDateTime(code.endsAt)}` : '',
    `${code.perCustomerLimit} per customer`,
    code.firstOrderOnly ? 'First order only' : '',
  ].filter(Boolean);
}

/**
 * Whether shoppers can use the code now, as its badge says: "Inactive" (deactivated), "Starts 1 Dec
 * 2026" (its first day is still ahead, India time), "Ended", "Used up" (uses reached the limit), else
 * "Active". The checkout applies the same dates and limits (ADR 0039).
 */
export function discountStatus(
  code: Pick<AdminDiscount, 'active' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses'>,
  now: Date = new Date(),
): { label: string; tone: 'green' | 'grey' | 'blue' } {
  if (!code.active) return { label: 'Inactive', tone: 'grey' };
  if (code.startsAt && new Date(code.startsAt) > now) {
    return { label: `Starts ${formatIndiaDate(code.startsAt)}`, tone: 'blue' };
  }
  if (code.endsAt && new Date(code.endsAt) <= now) return { label: 'Ended', tone: 'grey' };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { label: 'Used up', tone: 'grey' };
  return { label: 'Active', tone: 'green' };
}

interface DiscountCardProps {
  code: AdminDiscount;
  busy: boolean;
  onDeactivate: () => void;
  onEdit: () => void;
  /** The code's edit form, shown in the card while it is being corrected. */
  editor?: ReactNode;
}

/**
 * One code: name, value, whether it can be used now (discountStatus), its footer text if
 * advertised, uses against its limit, rules, latest orders, Edit and Deactivate.
 */
export function DiscountCard({ code, busy, onDeactivate, onEdit, editor }: DiscountCardProps) {
  const status = discountStatus(code);
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-4">
      <article aria-label={`Discount code ${code.code}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-display text-lg font-semibold tracking-wide text-ink">{code.code}</p>
            <p className="text-sm font-semibold text-sale">{discountValue(code)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone}>{status.label}</Badge>
            {editor ? null : (
              <Button variant="outline" size="sm" disabled={busy} onClick={onEdit}>
                Edit
              </Button>
            )}
            {code.active ? (
              <Button variant="outline" size="sm" disabled={busy} onClick={onDeactivate}>
                Deactivate
              </Button>
            ) : null}
          </div>
        </div>
        {code.footerText ? (
          <p className="mt-2 text-sm text-ink">
            Shown in the footer as <span className="font-semibold">“{code.footerText}”</span> while it can be
            used
          </p>
        ) : null}
        <p className="mt-2 text-sm text-ink">
          <span className="font-semibold" data-testid="discount-uses">
            Used {code.uses} / {code.maxUses ?? '∞'}
          </span>
          {' · '}
          {rulesOf(code).join(' · ')}
        </p>
        {code.redemptions.length > 0 ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold text-maroon-700">
              Orders that used it ({code.redemptions.length === 20 ? 'latest 20' : code.redemptions.length})
            </summary>
            <ul className="mt-2 flex flex-col gap-1">
              {code.redemptions.map((use) => (
                <li key={use.orderId} className="flex flex-wrap gap-x-3">
                  <Link
                    to={`/admin/orders/${use.orderId}`}
                    className="font-semibold text-maroon-700 underline underline-offset-2"
                  >
                    Order {orderReference(use.orderId)}
                  </Link>
                  <span className="text-ink-muted">
                    −{formatRupees(use.discount)} · {formatDateTime(use.usedAt)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        {editor}
      </article>
    </li>
  );
}
