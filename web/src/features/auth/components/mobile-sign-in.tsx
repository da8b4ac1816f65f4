import type { ReactNode } from 'react';

/** What the mobile sign-in shows and does (ADR 0066). */
export interface MobileSignInProps {
  /** Shown above the form, e.g. "Sign in to place your order". */
  heading?: ReactNode;
  /** Called once the code is accepted and the shopper is signed in (a new account made on the way). */
  onSignedIn: () => void;
}

/**
 * Sign in or register with a 10-digit mobile number and the 6-digit code sent by SMS: number →
 * code → signed in. (Being written: the account helper replaces this placeholder.)
 */
export function MobileSignIn(_props: MobileSignInProps) {
  return null;
}
