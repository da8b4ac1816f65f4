import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { AuthPage } from './auth-page.tsx';

/** `/register` (visitors only): create an account, then verify the email. */
export function RegisterRoute() {
  return (
    <AuthPage title="Create Account" lead="Keep a shopping bag, save addresses and follow your orders.">
      <RegisterForm />
    </AuthPage>
  );
}
