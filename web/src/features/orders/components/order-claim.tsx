import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndiaDate, type Order } from '@shahi/contract';
import { localizePath } from '@shahi/contract/i18n';
import type { MyClaim } from '@shahi/contract/schemas';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getShopConfig } from '#web/lib/config.ts';
import { currentLocale } from '#web/lib/i18n.ts';
import { ClaimForm } from './claim-form.tsx';
import { claimKindMessages, claimOpening, claimStatusLine } from './claim-window.ts';

const grievanceLinkClasses = 'font-semibold text-maroon-700 underline underline-offset-2';

/** The grievance page about this order: the way on once the window has closed or a claim is declined. */
function GrievanceLink({ orderId, children }: { orderId: string; children: ReactNode }) {
  return (
    <a
      href={localizePath(currentLocale(), `/grievance?order=${encodeURIComponent(orderId)}`)}
      className={grievanceLinkClasses}
    >
      {children}
    </a>
  );
}

/** The claim part's strip across the order card. */
function Strip({ children }: { children: ReactNode }) {
  return <div className="border-t border-gold-300 px-4 py-3 md:px-5">{children}</div>;
}

const toneClasses = {
  open: 'border-gold-500 bg-parchment',
  refunded: 'border-sale bg-sale/10',
  declined: 'border-maroon-500 bg-maroon-50',
} as const;

/**
 * A filed claim on its order (docs/product.md#my-orders): "Claim received", "Refunded ₹x on
 * <date> · UPI ref …" or "Declined: <reason>"; its number, kind and filing date; the credit note's
 * number when one was issued (downloaded under Tax documents); the owner's note; and, when
 * declined, the grievance officer.
 */
export function ClaimStatus({ claim }: { claim: MyClaim }) {
  const { t, i18n } = useLingui();
  const creditNote = claim.refund?.creditNoteNumber ?? '';
  const claimNumber = claim.claimNumber;
  const kind = i18n._(claimKindMessages[claim.kind]);
  const filedOn = formatIndiaDate(claim.filedAt, currentLocale());
  return (
    <section
      aria-label={t`Your claim`}
      data-testid="order-claim"
      className={`rounded-sm border-l-4 px-4 py-3 text-sm text-ink ${toneClasses[claim.status]}`}
    >
      <p className="font-semibold" data-testid="order-claim-status">
        {claimStatusLine(claim)}
      </p>
      <p className="text-ink-muted">{t`${claimNumber} · ${kind} · filed ${filedOn}`}</p>
      {claim.status === 'open' ? (
        <p className="mt-1">
          <Trans>We will reply within 2 working days, by e-mail and here.</Trans>
        </p>
      ) : null}
      {claim.refund?.creditNoteNumber ? (
        <p className="mt-1">
          <Trans>Credit note {creditNote} issued: download it under Tax documents.</Trans>
        </p>
      ) : null}
      {claim.status === 'refunded' && claim.decisionNote.trim() ? (
        <p className="mt-1 whitespace-pre-line break-words">{claim.decisionNote}</p>
      ) : null}
      {claim.status === 'declined' ? (
        <p className="mt-1">
          <Trans>
            Not satisfied?{' '}
            <GrievanceLink orderId={claim.orderId}>Write to our grievance officer</GrievanceLink>.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Whether a claim must say where to refund: a paid cash-on-delivery order (or any paid order in
 * the test sandbox, where no money moved through Razorpay). An undelivered COD order has nothing
 * paid to refund; a live online payment goes back through Razorpay.
 */
export function needsPayout(order: Order): boolean {
  const cash = order.payment?.method === 'cod' || getShopConfig().paymentMode === 'test';
  return cash && order.payment?.status === 'paid';
}

interface OrderClaimProps {
  order: Order;
  /** The order's claim, if one was filed. */
  claim: MyClaim | undefined;
  /** The seller's claim window in days (GET /api/seller); null while unknown: no button then. */
  windowDays: number | null;
  /** The present, in ms (tests fix it). */
  now?: number;
}

/**
 * The claim part of an order on My Orders (ADR 0057): its claim's status once filed; else, while
 * the window is open, "Report a problem" opening the claim form; once it has closed, a line saying
 * so with the grievance officer's page; nothing for an order not yet claimable.
 */
export function OrderClaim({ order, claim, windowDays, now = Date.now() }: OrderClaimProps) {
  const { t } = useLingui();
  const [formOpen, setFormOpen] = useState(false);
  const [filed, setFiled] = useState<{ message: string; claim: MyClaim } | null>(null);
  const shown = claim ?? filed?.claim;
  if (shown) {
    return (
      <Strip>
        <div className="flex flex-col gap-2">
          {filed ? <FormAlert tone="success">{filed.message}</FormAlert> : null}
          <ClaimStatus claim={shown} />
        </div>
      </Strip>
    );
  }
  if (windowDays === null) return null;
  const opening = claimOpening(order, windowDays, now);
  if (opening.state === 'none') return null;
  if (opening.state === 'closed') {
    const lastDay = opening.lastDay;
    return (
      <Strip>
        <p data-testid="order-claim-closed" className="text-sm text-ink-muted">
          <Trans>
            The time to report a problem with this order ended on {lastDay}. Something still wrong?{' '}
            <GrievanceLink orderId={order._id}>Write to our grievance officer</GrievanceLink>.
          </Trans>
        </p>
      </Strip>
    );
  }
  if (formOpen) {
    return (
      <Strip>
        <ClaimForm
          orderId={order._id}
          kinds={opening.kinds}
          needsPayout={needsPayout(order)}
          onFiled={(result) => {
            setFiled(result);
            setFormOpen(false);
          }}
          onCancel={() => setFormOpen(false)}
        />
      </Strip>
    );
  }
  const tellBy = opening.lastDay;
  return (
    <Strip>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {tellBy
            ? t`Damaged, not as described or the wrong piece? Tell us by ${tellBy}.`
            : t`Your parcel has not arrived? Tell us and we will trace it or refund you.`}
        </p>
        <Button variant="outline" className="shrink-0" onClick={() => setFormOpen(true)}>
          <Trans>Report a problem</Trans>
        </Button>
      </div>
    </Strip>
  );
}
