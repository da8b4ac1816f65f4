import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { MobileSignIn } from '#web/features/auth/components/mobile-sign-in.tsx';
import { CheckoutView } from '#web/features/checkout/components/checkout-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSession } from '#web/lib/session.ts';

const linkClasses = 'font-semibold text-maroon-700 underline underline-offset-4 hover:text-maroon-900';

/**
 * A visitor at the checkout: sign in with a mobile number and its SMS code on the spot
 * (docs/decisions/0066-sign-in-by-mobile.md), or go to /login by e-mail and come back here.
 */
function CheckoutSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-sm border border-gold-300 bg-white p-5 shadow-sm md:p-8">
      <MobileSignIn
        heading={<Trans>Sign in with your mobile number to place your order</Trans>}
        onSignedIn={onSignedIn}
      />
      <p className="text-center text-sm">
        <Link to="/login" state={{ from }} className={linkClasses}>
          <Trans>Sign in with e-mail instead</Trans>
        </Link>
      </p>
    </div>
  );
}

/**
 * `/checkout/:productId` (one piece) and `/checkout` ("Buy all" of the bag). A visitor is not sent
 * away: the page asks for the mobile number and its code first, then the same checkout goes on
 * (address → order) for the account just signed in to or made; the bag is the account's own (a
 * visitor has none: adding to the bag asks for a login).
 */
export function CheckoutRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Checkout`);
  const { productId } = useParams();
  const { user } = useSession();
  // Set when the shopper signed in on this page, to say what comes next above the form.
  const [signedInHere, setSignedInHere] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>
        <Trans>Checkout</Trans>
      </SectionHeading>
      {user ? (
        <>
          {signedInHere ? (
            <FormAlert tone="success" className="mb-6">
              <Trans>You are signed in. Add the delivery address to place your order.</Trans>
            </FormAlert>
          ) : null}
          <CheckoutView key={productId ?? 'bag'} productId={productId} />
        </>
      ) : (
        <CheckoutSignIn onSignedIn={() => setSignedInHere(true)} />
      )}
    </div>
  );
}
