import { Trans } from '@lingui/react/macro';
import { mobileAuthMessages } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getShopConfig } from '#web/lib/config.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { formatIndianMobile, MobileCodeForm } from './mobile-code-form.tsx';

interface MobileNumberLinkProps {
  /** The account's sign-in mobile number (10 digits), or null when it has none. */
  mobileNumber: string | null;
  /** Called once a number is on the account (the caller refetches the profile). */
  onLinked: () => void;
}

/**
 * The profile's sign-in mobile number (docs/decisions/0066-sign-in-by-mobile.md): the linked number,
 * or "Add mobile number" → the number → the SMS code (purpose `link`) → "Your mobile number is now on
 * your account". From then on the shopper may also sign in with that number. Nothing shows when the
 * shop offers no mobile sign-in and the account has no number.
 */
export function MobileNumberLink({ mobileNumber, onLinked }: MobileNumberLinkProps) {
  const [adding, setAdding] = useState(false);
  const [linked, setLinked] = useState(false);
  if (!mobileNumber && !getShopConfig().mobileSignIn) return null;

  return (
    <section aria-labelledby="mobile-number-heading" className="flex max-w-md flex-col gap-4">
      <h3 id="mobile-number-heading" className="font-display text-xl font-semibold text-maroon-700">
        <Trans>Mobile number for sign-in</Trans>
      </h3>
      {linked ? <FormAlert tone="success">{translateMessage(mobileAuthMessages.linked)}</FormAlert> : null}
      {mobileNumber ? (
        <p className="text-ink">
          <strong className="whitespace-nowrap">{formatIndianMobile(mobileNumber)}</strong>
          <span className="mt-1 block text-sm text-ink-muted">
            <Trans>You can sign in with this number and a code we send by SMS.</Trans>
          </span>
        </p>
      ) : adding ? (
        <>
          <MobileCodeForm
            purpose="link"
            verifyLabel={<Trans>Add number</Trans>}
            onVerified={() => {
              setAdding(false);
              setLinked(true);
              onLinked();
            }}
          />
          <Button variant="outline" onClick={() => setAdding(false)} className="self-start">
            <Trans>Cancel</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            <Trans>Add your mobile number to sign in with a code sent by SMS, without a password.</Trans>
          </p>
          <Button variant="outline" onClick={() => setAdding(true)} className="self-start">
            <Trans>Add mobile number</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
