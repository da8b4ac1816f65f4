import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages } from '@shahi/contract';
import {
  CLAIM_MESSAGE_MAX_LENGTH,
  CLAIM_MESSAGE_MIN_LENGTH,
  type ClaimForm as ClaimFormValues,
  type ClaimInput,
  type ClaimKind,
  claimFormSchema,
  claimMessages,
  claimNeedsPhotos,
} from '@shahi/contract/schemas';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MessageField } from '#web/components/ui/message-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { type FiledClaim, useFileClaim } from '#web/features/orders/api/file-claim.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { ClaimPhotosField } from './claim-photos-field.tsx';

/** The form's kinds, worded for the shopper ("What happened?"), shown with `i18n._`. */
const kindChoices: Record<ClaimKind, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  damaged: { label: msg`Damaged`, hint: msg`Torn, stained, broken or wet when it arrived` },
  not_as_described: {
    label: msg`Not as described`,
    hint: msg`Not what the photographs or description showed`,
  },
  wrong_piece: { label: msg`Wrong piece`, hint: msg`A different piece from the one you ordered` },
  not_delivered: { label: msg`Not delivered`, hint: msg`The parcel never reached you` },
};

/** The payout fields, whose checks the contract runs only once kind and message pass. */
const payoutFields = ['payoutMethod', 'upiId', 'accountName', 'accountNumber', 'ifsc'] as const;

/**
 * The contract's claim schema, plus what only the order knows: a cash-on-delivery (or test
 * sandbox) order must say where to refund (`claimMessages.payoutRequired`). The payout's own
 * errors show together with the others, not only once kind and message are right.
 */
export function claimResolver(needsPayout: boolean): Resolver<ClaimFormValues, unknown, ClaimInput> {
  const base = zodResolver(claimFormSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors<ClaimFormValues> = { ...result.errors };
    if (Object.keys(errors).length > 0) {
      // The payout checked on its own: kind and message stood in for by valid ones.
      const payout = claimFormSchema.safeParse({
        ...values,
        kind: 'damaged',
        message: '.'.repeat(CLAIM_MESSAGE_MIN_LENGTH),
      });
      for (const issue of payout.success ? [] : payout.error.issues) {
        const field = payoutFields.find((name) => name === issue.path[0]);
        if (field) errors[field] ??= { type: 'custom', message: issue.message };
      }
    }
    if (needsPayout && !values.payoutMethod) {
      errors.payoutMethod = { type: 'custom', message: claimMessages.payoutRequired };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

const radioCardClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-sm border border-gold-300 bg-white px-3 py-2 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50';

interface ClaimFormProps {
  orderId: string;
  /** The kinds this order may be claimed for now (only "not delivered" before delivery). */
  kinds: readonly ClaimKind[];
  /** A cash-on-delivery or test-sandbox order: ask for a UPI ID or bank account to refund to. */
  needsPayout: boolean;
  onFiled: (filed: FiledClaim) => void;
  onCancel: () => void;
}

/**
 * "Report a problem" on a delivered order (ADR 0057; Consumer Protection (E-Commerce) Rules 2020,
 * rule 7(5)): what happened, a description (10–2,000 characters), 1–5 photos (none needed for a
 * parcel that never arrived) and, for a cash-on-delivery order, where to refund (UPI ID, or bank
 * account: holder, number, IFSC). Checked with the contract's schema and messages before sending;
 * the server's refusal (window closed, already claimed…) shows above the buttons.
 */
export function ClaimForm({ orderId, kinds, needsPayout, onFiled, onCancel }: ClaimFormProps) {
  const userId = useSession().user?.userId ?? '';
  const { t, i18n } = useLingui();
  const filing = useFileClaim(userId);
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const { register, handleSubmit, control, formState } = useForm<ClaimFormValues, unknown, ClaimInput>({
    resolver: claimResolver(needsPayout),
    defaultValues: {
      kind: kinds.length === 1 ? kinds[0] : undefined,
      message: '',
      payoutMethod: '',
      upiId: '',
      accountName: '',
      accountNumber: '',
      ifsc: '',
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const description = useWatch({ control, name: 'message' }) ?? '';
  const payoutMethod = useWatch({ control, name: 'payoutMethod' });
  const photosNeeded = kind ? claimNeedsPhotos(kind) : true;
  const photoError =
    formState.isSubmitted && photosNeeded && photos.length === 0
      ? translateMessage(claimMessages.photosRequired)
      : null;
  const { errors } = formState;
  // A field's error is the contract's English: shown in the page's language.
  const errorOf = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };
  const percent = Math.round(progress * 100);

  const submit = handleSubmit((input) => {
    if (claimNeedsPhotos(input.kind) && photos.length === 0) return;
    setProgress(0);
    filing.mutate({ orderId, input, photos, onProgress: setProgress }, { onSuccess: onFiled });
  });

  return (
    <form
      noValidate
      aria-label={t`Report a problem`}
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-sm border border-gold-300 bg-parchment/40 p-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">
          <Trans>What happened?</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {kinds.map((value) => (
            <label key={value} className={radioCardClasses}>
              <input
                type="radio"
                value={value}
                className="mt-1 h-5 w-5 shrink-0 accent-maroon-700"
                aria-describedby={errors.kind ? 'claim-kind-error' : undefined}
                {...register('kind')}
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-ink">{i18n._(kindChoices[value].label)}</span>
                <span className="text-xs text-ink-muted">{i18n._(kindChoices[value].hint)}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="claim-kind-error" error={errorOf('kind')} />
      </fieldset>
      <MessageField
        label={t`Describe the problem`}
        length={description.length}
        maxLength={CLAIM_MESSAGE_MAX_LENGTH}
        error={errorOf('message')}
        {...register('message')}
      />
      <ClaimPhotosField
        photos={photos}
        onChange={setPhotos}
        required={photosNeeded}
        error={photoError}
        disabled={filing.isPending}
      />
      {needsPayout ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-ink">
            <Trans>Where should we send the refund?</Trans>
          </legend>
          <p className="-mt-2 text-xs text-ink-muted">
            <Trans>
              You paid in cash, so a refund is sent by UPI or bank transfer. We use these details only for
              this refund.
            </Trans>
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={radioCardClasses}>
              <input
                type="radio"
                value="upi"
                className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
                {...register('payoutMethod')}
              />
              <span className="text-sm font-semibold text-ink">UPI</span>
            </label>
            <label className={radioCardClasses}>
              <input
                type="radio"
                value="bank"
                className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
                {...register('payoutMethod')}
              />
              <span className="text-sm font-semibold text-ink">
                <Trans>Bank account</Trans>
              </span>
            </label>
          </div>
          <FieldError id="claim-payout-error" error={errorOf('payoutMethod')} />
          {payoutMethod === 'upi' ? (
            <TextField
              label={t`UPI ID`}
              placeholder="name@bank"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={errorOf('upiId')}
              {...register('upiId')}
            />
          ) : null}
          {payoutMethod === 'bank' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t`Account holder's name`}
                autoComplete="name"
                className="sm:col-span-2"
                error={errorOf('accountName')}
                {...register('accountName')}
              />
              <TextField
                label={t`Account number`}
                inputMode="numeric"
                autoComplete="off"
                error={errorOf('accountNumber')}
                {...register('accountNumber')}
              />
              <TextField
                label="IFSC"
                placeholder="SBIN0001234"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                error={errorOf('ifsc')}
                {...register('ifsc')}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {filing.isError ? (
        <FormAlert tone="error">{failureMessage(filing.error, messages.somethingWentWrongLater)}</FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={filing.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton
          pending={filing.isPending}
          pendingLabel={progress > 0 && progress < 1 ? t`Sending… ${percent} %` : t`Sending…`}
        >
          <Trans>Send claim</Trans>
        </SubmitButton>
      </div>
      <p className="text-xs text-ink-muted">
        <Trans>
          Damaged, wrong or not-as-described pieces are refunded in full or in part; if we need the piece
          back, we collect it at our cost.
        </Trans>
      </p>
    </form>
  );
}
