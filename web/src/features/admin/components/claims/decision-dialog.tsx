import { formatRupees } from '@shahi/contract';
import {
  type AdminClaim,
  type AdminClaimDecision,
  type AdminClaimDecisionRequest,
  adminClaimDecisionSchema,
  CLAIM_NOTE_MAX_LENGTH,
  CLAIM_REFERENCE_MAX_LENGTH,
  type ClaimPieceOutcome,
  claimMessages,
} from '@shahi/contract/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextAreaField } from '#web/features/admin/components/common/fields.tsx';
import type { FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';
import { payoutLine } from './payout.ts';

/** The dialog's fields as typed. */
export interface DecisionValues {
  choice: 'full' | 'part' | 'decline';
  /** Rupees as typed ("1500", "1,500.50"); only for a part refund. */
  amount: string;
  reference: string;
  pieceOutcome: ClaimPieceOutcome;
  note: string;
}

/** The piece's fate, as the owner reads it. */
const pieceChoices: Array<{ value: ClaimPieceOutcome; label: string; hint: string }> = [
  { value: 'back_on_sale', label: 'Put back on sale', hint: 'It comes back and is fine to sell again' },
  {
    value: 'damaged',
    label: 'Mark damaged, keep off sale',
    hint: 'Archived with the date it was found damaged',
  },
  { value: 'kept', label: 'Leave as sold', hint: 'The shopper keeps it' },
];

/** Whether a refund of `claim` is paid by the owner (UPI or bank), so needs their transaction reference. */
export function ownerPays(claim: Pick<AdminClaim, 'refundVia'>): boolean {
  return claim.refundVia !== 'gateway';
}

/** The request the values make: a full refund is the order's amount; a decline sends only its reason. */
export function toDecision(
  values: DecisionValues,
  claim: Pick<AdminClaim, 'order'>,
): AdminClaimDecisionRequest {
  if (values.choice === 'decline') return { outcome: 'decline', note: values.note };
  return {
    outcome: 'refund',
    amount: values.choice === 'full' ? claim.order.amount : values.amount,
    reference: values.reference,
    pieceOutcome: values.pieceOutcome,
    note: values.note,
  };
}

/**
 * The contract's decision schema on the request the values make, plus what only the claim knows:
 * a part refund at most the order's amount, and a UPI or bank refund's reference.
 */
export function decisionResolver(
  claim: Pick<AdminClaim, 'order' | 'refundVia'>,
): Resolver<DecisionValues, unknown, AdminClaimDecision> {
  return async (values) => {
    const body = toDecision(values, claim);
    const parsed = adminClaimDecisionSchema.safeParse(body);
    const errors: FieldErrors<DecisionValues> = {};
    const fail = (field: keyof DecisionValues, message: string) => {
      errors[field] ??= { type: 'custom', message };
    };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount' || field === 'reference' || field === 'note' || field === 'pieceOutcome') {
          fail(field, issue.message);
        }
      }
    }
    if (body.outcome === 'refund') {
      const amount = parsed.success ? parsed.data.amount : undefined;
      if (amount !== undefined && amount > claim.order.amount) fail('amount', claimMessages.amountTooLarge);
      if (ownerPays(claim) && values.reference.trim() === '')
        fail('reference', claimMessages.referenceRequired);
    }
    if (Object.keys(errors).length > 0 || !parsed.success) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}

function Choice({ children, ...input }: { children: ReactNode } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-sm border border-gold-300 bg-white px-3 py-2 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50">
      <input type="radio" className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700" {...input} />
      <span className="flex flex-col text-sm">{children}</span>
    </label>
  );
}

interface DecisionDialogProps extends FormDialogState {
  claim: AdminClaim;
  /** The decision as the contract's schema outputs it (amount in rupees as a number). */
  onDecide: (decision: AdminClaimDecision) => void;
}

/**
 * "Decide <claim>" (ADR 0057): Refund in full, Refund part (rupees, at most the order's amount)
 * or Decline (a reason, mailed). A refund of a cash-on-delivery order is sent by the owner, who
 * enters its UPI or bank transaction reference; an online one goes back through Razorpay. For a
 * refund, the piece's fate: put back on sale, mark damaged and keep off sale, or leave as sold.
 */
export function DecisionDialog({ claim, onDecide, busy, error, onClose }: DecisionDialogProps) {
  const { register, handleSubmit, control, formState } = useForm<DecisionValues, unknown, AdminClaimDecision>(
    {
      resolver: decisionResolver(claim),
      defaultValues: { choice: 'full', amount: '', reference: '', pieceOutcome: 'kept', note: '' },
    },
  );
  const choice = useWatch({ control, name: 'choice' });
  const errors = formState.errors;
  const refund = choice !== 'decline';
  const total = formatRupees(claim.order.amount);
  return (
    <Dialog title={`Decide ${claim.claimNumber}`} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onDecide)} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Decision</legend>
          <Choice value="full" data-autofocus {...register('choice')}>
            <span className="font-semibold">Refund in full</span>
            <span className="text-ink-muted">{`${total}, the whole order`}</span>
          </Choice>
          <Choice value="part" {...register('choice')}>
            <span className="font-semibold">Refund part</span>
            <span className="text-ink-muted">An amount you choose, up to {total}</span>
          </Choice>
          <Choice value="decline" {...register('choice')}>
            <span className="font-semibold">Decline</span>
            <span className="text-ink-muted">No refund; the shopper is mailed your reason</span>
          </Choice>
        </fieldset>
        {choice === 'part' ? (
          <TextField
            label="Amount to refund (₹)"
            inputMode="decimal"
            hint={`More than ₹0, at most ${total}`}
            error={errors.amount?.message}
            {...register('amount')}
          />
        ) : null}
        {refund && ownerPays(claim) ? (
          <div className="flex flex-col gap-2">
            <p className="rounded-sm border-l-4 border-gold-500 bg-parchment px-3 py-2 text-sm text-ink">
              {`Cash on delivery: send the refund yourself to ${payoutLine(claim.payoutTo)}, then enter the transaction reference.`}
            </p>
            <TextField
              label="UPI / bank transaction reference"
              maxLength={CLAIM_REFERENCE_MAX_LENGTH}
              autoComplete="off"
              error={errors.reference?.message}
              {...register('reference')}
            />
          </div>
        ) : null}
        {refund && !ownerPays(claim) ? (
          <p className="rounded-sm border-l-4 border-gold-500 bg-parchment px-3 py-2 text-sm text-ink">
            Paid online: Razorpay refunds the amount to the card or UPI account the shopper paid with.
          </p>
        ) : null}
        {refund ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">The piece</legend>
            {pieceChoices.map((piece) => (
              <Choice key={piece.value} value={piece.value} {...register('pieceOutcome')}>
                <span className="font-semibold">{piece.label}</span>
                <span className="text-ink-muted">{piece.hint}</span>
              </Choice>
            ))}
            <FieldError id="claim-piece-error" error={errors.pieceOutcome?.message} />
          </fieldset>
        ) : null}
        <TextAreaField
          label={refund ? 'Note to the shopper (optional)' : 'Reason (mailed to the shopper)'}
          rows={4}
          maxLength={CLAIM_NOTE_MAX_LENGTH}
          error={errors.note?.message}
          {...register('note')}
        />
        {refund ? (
          <p className="text-xs text-ink-muted">
            A credit note for the amount is issued and mailed to the shopper with the decision.
          </p>
        ) : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton pending={busy} pendingLabel="Saving…">
            {refund ? (ownerPays(claim) ? 'Record refund' : 'Refund now') : 'Decline claim'}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
