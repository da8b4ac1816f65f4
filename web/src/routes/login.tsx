import { useLingui } from '@lingui/react/macro';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { SignInChoice } from '#web/features/auth/components/sign-in-choice.tsx';
import { AuthPage } from './auth-page.tsx';

/**
 * `/login` (visitors only): by mobile number and SMS code (`?with=mobile`), or by e-mail and password
 * with links to /forgot-password and /register.
 */
export function LoginRoute() {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Login`} lead={t`Welcome back to the royal wardrobe.`}>
      <SignInChoice emailForm={<LoginForm />} />
    </AuthPage>
  );
}
