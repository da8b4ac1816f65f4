import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, OTP_LENGTH, VERIFY_REDIRECT_MS } from '@shahi/contract';
import { storefrontMessages, verifyOtpSchema } from '@shahi/contract/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useStartVerifiedSession, useVerifyOtp } from '#web/features/auth/api/verify-otp.ts';
import {
  forgetRegistrationPassword,
  registrationPasswordFor,
} from '#web/features/auth/registration-password.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { ResendOtp } from './resend-otp.tsx';

/**
 * Email code verification (/register/verification): sends the code with the password this tab typed
 * at registration, if any (ADR 0018). After the right code it forgets that password. When the server
 * answered with a session (the password came with the code), it says "Email verified — welcome! You
 * are signed in…" and, 1.5 s later, starts the session (the visitors-only page then leaves for the
 * shop). Otherwise it shows "Email verified successfully! Redirecting to login..." and goes to /login
 * with the registration message and the email.
 */
export function OtpVerification({ email }: { email: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useVerifyOtp();
  const startVerifiedSession = useStartVerifiedSession();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { email, otp: '' },
  });
  const verified = mutation.isSuccess;
  const session = mutation.data;

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      if (session) startVerifiedSession(session);
      else navigate('/login', { state: { message: messages.registrationLogin, email } });
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, session, startVerifiedSession, navigate, email]);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-center text-sm text-ink">
        <Trans>
          We sent a {OTP_LENGTH}-digit code to <strong className="break-words">{email}</strong>. Enter it
          below to verify your email.
        </Trans>
      </p>
      {verified ? (
        <FormAlert tone="success">
          {translateMessage(
            session ? storefrontMessages.verifiedSignedIn : messages.emailVerifiedRedirecting,
          )}
        </FormAlert>
      ) : null}
      {mutation.isError ? (
        <FormAlert tone="error">
          {translateMessage(
            failureMessage(mutation.error, messages.invalidOtpTryAgain, messages.verificationFailedLater),
          )}
        </FormAlert>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          const password = registrationPasswordFor(email);
          mutation.mutate(password ? { ...values, password } : values, {
            onSuccess: forgetRegistrationPassword,
          });
        })}
        className="flex flex-col gap-5"
      >
        <TextField
          label={t`OTP`}
          hint={t`The 6-digit code from the email`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH}
          className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
          disabled={verified}
          error={formState.errors.otp?.message && translateMessage(formState.errors.otp.message)}
          {...register('otp')}
        />
        <SubmitButton
          pending={mutation.isPending}
          pendingLabel={t`Verifying…`}
          disabled={verified}
          size="lg"
          className="w-full"
        >
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
      <ResendOtp email={email} disabled={verified} />
      <Link to="/register" className={buttonClasses('ghost', 'md', 'w-full')}>
        <Trans>Back to Registration</Trans>
      </Link>
    </div>
  );
}
