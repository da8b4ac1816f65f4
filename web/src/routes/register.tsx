import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formLinkClasses } from '#web/features/auth/components/form-styles.ts';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { MOBILE_SIGN_IN_PARAM } from '#web/features/auth/components/sign-in-choice.tsx';
import { getShopConfig } from '#web/lib/config.ts';
import { AuthPage } from './auth-page.tsx';

/**
 * `/register` (visitors only): create an account, then verify the email; or, in one step, with a
 * mobile number and an SMS code at /login?with=mobile when the shop offers it
 * (docs/decisions/0066-sign-in-by-mobile.md).
 */
export function RegisterRoute() {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Create Account`} lead={t`Keep a shopping bag, save addresses and follow your orders.`}>
      {getShopConfig().mobileSignIn ? (
        <p className="mb-6 rounded-sm border border-gold-300 bg-parchment px-4 py-3 text-center text-sm text-ink">
          <Trans>
            No e-mail needed:{' '}
            <Link to={`/login?with=${MOBILE_SIGN_IN_PARAM}`} className={formLinkClasses}>
              create your account with your mobile number
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      <RegisterForm />
    </AuthPage>
  );
}
