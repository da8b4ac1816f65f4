import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type MobileCodePurpose, messages, OTP_LENGTH } from '@shahi/contract';
import { sendMobileCodeSchema } from '@shahi/contract/schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSendMobileCode, useVerifyMobileCode } from '#web/features/auth/api/mobile.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/** A form rule's or the server's English message in the page's language; undefined stays undefined. */
function shown(text: string | undefined): string | undefined {
  return text === undefined ? undefined : translateMessage(text);
}

/** "+91 98765 43210" from the 10 digits. */
export function formatIndianMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** Seconds left until `until` (ms since the epoch), re-rendering each second while some are left. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

interface MobileCodeFormProps {
  /** `sign_in` signs in (an unknown number gets a new account); `link` adds the number to the signed-in account. */
  purpose: MobileCodePurpose;
  /** The code step's button, e.g. "Sign in" or "Add number". */
  verifyLabel: ReactNode;
  /** Called once the server accepted the code (for `sign_in` the session has started). */
  onVerified: () => void;
}

/**
 * The two steps of a mobile code (ADR 0066): the 10-digit number (typed with or without +91 and
 * spaces; the contract's rule normalises it) → "Send code" → the 6-digit code from the SMS → the
 * caller's button. Resend waits out the server's `resendAfterSeconds`; "Change number" goes back.
 * Every error (form rule or server answer) shows in the page's language.
 */
export function MobileCodeForm({ purpose, verifyLabel, onVerified }: MobileCodeFormProps) {
  const { t } = useLingui();
  const send = useSendMobileCode();
  const verify = useVerifyMobileCode(purpose);
  // The number the code went to (10 digits) and when another code may be asked for.
  const [sent, setSent] = useState<{ mobile: string; resendAt: number; message?: string } | null>(null);
  const secondsLeft = useSecondsLeft(sent?.resendAt ?? 0);

  const numberForm = useForm({
    resolver: zodResolver(sendMobileCodeSchema),
    defaultValues: { mobileNumber: '', purpose },
  });
  const codeForm = useForm({ defaultValues: { code: '' } });

  function requestCode(mobile: string) {
    verify.reset();
    send.mutate(
      { mobileNumber: mobile, purpose },
      {
        onSuccess: ({ message, resendAfterSeconds }) => {
          setSent({ mobile, resendAt: Date.now() + resendAfterSeconds * 1000, message });
          codeForm.reset({ code: '' });
        },
      },
    );
  }

  const sendError = send.isError ? (
    <FormAlert tone="error">
      {translateMessage(failureMessage(send.error, messages.somethingWentWrongTryAgain))}
    </FormAlert>
  ) : null;

  if (!sent) {
    return (
      <form
        noValidate
        onSubmit={numberForm.handleSubmit((values) => requestCode(values.mobileNumber))}
        className="flex flex-col gap-5"
      >
        {sendError}
        <TextField
          label={t`Mobile number`}
          hint={t`10 digits; +91 and spaces are fine`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          error={shown(numberForm.formState.errors.mobileNumber?.message)}
          {...numberForm.register('mobileNumber')}
        />
        <SubmitButton pending={send.isPending} pendingLabel={t`Sending…`} size="lg" className="w-full">
          <Trans>Send code</Trans>
        </SubmitButton>
      </form>
    );
  }

  const number = formatIndianMobile(sent.mobile);
  return (
    <div className="flex flex-col gap-5">
      {sent.message && !send.isError ? (
        <FormAlert tone="success">{translateMessage(sent.message)}</FormAlert>
      ) : null}
      <p className="text-center text-sm text-ink">
        <Trans>
          Enter the {OTP_LENGTH}-digit code we sent by SMS to{' '}
          <strong className="whitespace-nowrap">{number}</strong>.
        </Trans>
      </p>
      {verify.isError ? (
        <FormAlert tone="error">
          {translateMessage(failureMessage(verify.error, messages.invalidOtpTryAgain))}
        </FormAlert>
      ) : null}
      {sendError}
      <form
        noValidate
        onSubmit={codeForm.handleSubmit(({ code }) =>
          verify.mutate({ mobileNumber: sent.mobile, code: code.trim() }, { onSuccess: () => onVerified() }),
        )}
        className="flex flex-col gap-5"
      >
        <TextField
          label={t`Code from the SMS`}
          hint={t`The 6-digit code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
          error={shown(codeForm.formState.errors.code?.message)}
          {...codeForm.register('code', {
            validate: (value) =>
              value.trim() === ''
                ? messages.otpRequired
                : /^\d{6}$/.test(value.trim())
                  ? true
                  : messages.enterValidOtp,
          })}
        />
        <SubmitButton pending={verify.isPending} pendingLabel={t`Checking…`} size="lg" className="w-full">
          {verifyLabel}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || send.isPending}
          onClick={() => requestCode(sent.mobile)}
        >
          {send.isPending ? (
            <Trans>Sending…</Trans>
          ) : secondsLeft > 0 ? (
            <Trans>Resend code in {secondsLeft} s</Trans>
          ) : (
            <Trans>Resend code</Trans>
          )}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            send.reset();
            verify.reset();
            setSent(null);
          }}
        >
          <Trans>Change number</Trans>
        </Button>
      </div>
    </div>
  );
}
