import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getShopConfig } from '#web/lib/config.ts';
import { MobileSignIn } from './mobile-sign-in.tsx';

/** The `?with=` value that opens the mobile sign-in (/login?with=mobile); anything else shows the e-mail form. */
export const MOBILE_SIGN_IN_PARAM = 'mobile';

const choiceClasses = (active: boolean) =>
  `min-h-11 flex-1 rounded-sm px-3 py-2 text-xs font-semibold tracking-wider uppercase transition-colors ${
    active ? 'bg-maroon-700 text-ivory' : 'text-maroon-700 hover:bg-maroon-50'
  }`;

/**
 * The two ways into an account on /login (docs/decisions/0066-sign-in-by-mobile.md): "With mobile
 * number" (an SMS code; a new number gets an account) or "With e-mail" (the spec's e-mail and
 * password form, shown first and unchanged). The choice lives in the URL (`?with=mobile`), so the
 * registration page and others can link straight to the mobile sign-in. Without an SMS provider
 * (`mobileSignIn` off in the shop's settings) only the e-mail form shows.
 */
export function SignInChoice({ emailForm }: { emailForm: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const offered = getShopConfig().mobileSignIn;
  const mobile = offered && searchParams.get('with') === MOBILE_SIGN_IN_PARAM;

  function choose(next: 'mobile' | 'email') {
    const params = new URLSearchParams(searchParams);
    if (next === 'mobile') params.set('with', MOBILE_SIGN_IN_PARAM);
    else params.delete('with');
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  if (!offered) return emailForm;
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex gap-1 rounded-sm border border-gold-300 p-1">
        <legend className="sr-only">
          <Trans>How do you want to sign in?</Trans>
        </legend>
        <button
          type="button"
          aria-pressed={mobile}
          onClick={() => choose('mobile')}
          className={choiceClasses(mobile)}
        >
          <Trans>Sign in with mobile number</Trans>
        </button>
        <button
          type="button"
          aria-pressed={!mobile}
          onClick={() => choose('email')}
          className={choiceClasses(!mobile)}
        >
          <Trans>Sign in with e-mail</Trans>
        </button>
      </fieldset>
      {/* The guest-only route leaves /login once the session starts, so nothing more to do here. */}
      {mobile ? <MobileSignIn onSignedIn={() => {}} /> : emailForm}
    </div>
  );
}
