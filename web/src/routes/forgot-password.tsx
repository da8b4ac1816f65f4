import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/forgot-password` (canonical; `/forgotpassword` redirects here): ask for a reset link. */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Forgot Password`}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
