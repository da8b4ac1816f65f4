import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/login` (visitors only): email and password, links to /forgot-password and /register. */
export function LoginRoute() {
  return (
    <AuthPage title="Login" lead="Welcome back to the royal wardrobe.">
      <LoginForm />
    </AuthPage>
  );
}
