import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { useSession } from '#web/lib/session.ts';
import { AuthPage } from './auth-page.tsx';

/**
 * `/reset-password/:token` (anyone holding a mailed link, signed in or not): choose a new password;
 * without a token, /forgot-password. A signed-in shopper is told the reset signs them out.
 */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const { token } = useParams();
  const signedIn = useSession().user !== null;
  if (!token) return <Navigate to="/forgot-password" replace />;
  const lead = signedIn
    ? t`Choose a new password for your account. You will be signed out everywhere and can sign in with it.`
    : t`Choose a new password for your account.`;
  return (
    <AuthPage title={t`Reset Password`} lead={lead}>
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
