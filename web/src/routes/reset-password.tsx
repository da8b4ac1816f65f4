import { Navigate, useParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/reset-password/:token` (visitors only): choose a new password; without a token, /forgot-password. */
export function ResetPasswordRoute() {
  const { token } = useParams();
  if (!token) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthPage title="Reset Password" lead="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
