import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MobileCodeForm } from './mobile-code-form.tsx';

/** What the mobile sign-in shows and does (ADR 0066). */
export interface MobileSignInProps {
  /** Shown above the form, e.g. "Sign in to place your order". */
  heading?: ReactNode;
  /** Called once the code is accepted and the shopper is signed in (a new account made on the way). */
  onSignedIn: () => void;
}

/**
 * Sign in or register with a 10-digit mobile number and the 6-digit code sent by SMS: number →
 * code → signed in (docs/decisions/0066-sign-in-by-mobile.md). The session is stored as an e-mail
 * login stores it, then `onSignedIn` runs; an unknown number gets a new account on the way.
 */
export function MobileSignIn({ heading, onSignedIn }: MobileSignInProps) {
  return (
    <section className="flex flex-col gap-5">
      {heading ? (
        <h2 className="text-center font-display text-xl font-semibold text-maroon-700">{heading}</h2>
      ) : null}
      <MobileCodeForm purpose="sign_in" verifyLabel={<Trans>Sign in</Trans>} onVerified={onSignedIn} />
      <p className="text-center text-xs text-ink-muted">
        <Trans>New here? The code also creates your account.</Trans>
      </p>
    </section>
  );
}
