import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { OtpVerification } from '#web/features/auth/components/otp-verification.tsx';
import { AuthPage } from './auth-page.tsx';

function emailFromState(state: unknown): string | undefined {
  const email = state && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/** `/register/verification` (visitors only): the email arrives in navigation state; without it, back to /register. */
export function RegisterVerificationRoute() {
  const { t } = useLingui();
  const email = emailFromState(useLocation().state);
  if (!email) return <Navigate to="/register" replace />;
  return (
    <AuthPage title={t`Verify Your Email`}>
      <OtpVerification email={email} />
    </AuthPage>
  );
}
