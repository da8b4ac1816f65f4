import { Trans } from '@lingui/react/macro';
import { messages, RESEND_NOTICE_MS } from '@shahi/contract';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useResendOtp } from '#web/features/auth/api/resend-otp.ts';
import { registrationPasswordFor } from '#web/features/auth/registration-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';

/**
 * "Resend OTP": "New OTP sent to your email!" for 3 s, or the resend error. Sends the password this
 * tab typed at registration, if any, so only that registration gets a new code (ADR 0018).
 */
export function ResendOtp({ email, disabled = false }: { email: string; disabled?: boolean }) {
  const mutation = useResendOtp();
  const { isSuccess, reset } = mutation;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(reset, RESEND_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm text-ink-muted">
        <Trans>Did not get the code?</Trans>{' '}
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || mutation.isPending}
          onClick={() => {
            const password = registrationPasswordFor(email);
            mutation.mutate(password ? { email, password } : { email });
          }}
          className="align-baseline"
        >
          {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Resend OTP</Trans>}
        </Button>
      </p>
      {isSuccess ? <FormAlert tone="success">{translateMessage(messages.newOtpSent)}</FormAlert> : null}
      {mutation.isError ? (
        <FormAlert tone="error" className="w-full">
          {translateMessage(
            failureMessage(mutation.error, messages.failedToResendOtp, messages.failedToResendOtpLater),
          )}
        </FormAlert>
      ) : null}
    </div>
  );
}
