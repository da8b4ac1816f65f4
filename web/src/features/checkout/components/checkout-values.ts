import type { CheckoutRequest, Product, SavedAddress, SessionUser } from '@shahi/contract';
import { checkoutSchema } from '@shahi/contract/schemas';
import { stateOption } from '#web/components/address/state-select.tsx';
import type { CheckoutProfile } from '#web/features/checkout/api/get-checkout-profile.ts';
import type { Payer } from '#web/features/checkout/api/open-checkout.ts';

/** The checkout form: the order payload without its products, checked by the same schema as the server. */
export const checkoutFormSchema = checkoutSchema.omit({ products: true });

/** What the form holds: the checkout payload but the products, which come from the page. */
export type CheckoutFormValues = Omit<CheckoutRequest, 'products'>;

/** What the checkout reads of `GET /api/my-profile`: the account's mobile number and WhatsApp opt-in (ADR 0067). */

/** A saved phone ("+91 98765-43210") as the checkout's 10 digits, when it has at least that many. */
function tenDigits(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : digits;
}

/**
 * The form's first values: the default saved address (with its GSTIN and business name), its name
 * split into first and last name at the first space, its phone as the recipient's; the second contact phone is the
 * account's phone (else its mobile number from `profile`). Cash on delivery is chosen; the terms are not yet agreed
 * to (the shopper ticks them); "order updates on WhatsApp" is ticked only when the profile says the account opted in.
 */
export function initialCheckoutValues(
  address: SavedAddress | undefined,
  user: SessionUser | null,
  profile?: CheckoutProfile,
): CheckoutFormValues {
  const name = (address?.name ?? '').trim();
  const space = name.indexOf(' ');
  return {
    addressDetails: {
      firstName: space === -1 ? name : name.slice(0, space),
      lastName: space === -1 ? '' : name.slice(space + 1).trim(),
      phone: tenDigits(address?.phoneNumber),
      address: address?.address ?? '',
      city: address?.city ?? '',
      state: stateOption(address?.state),
      zip: address?.zip ?? '',
      country: 'India',
      gstin: address?.gstin ?? '',
      businessName: address?.businessName ?? '',
    },
    phoneNumber: tenDigits(user?.phoneNumber || profile?.mobileNumber || ''),
    paymentMethod: 'cod',
    saveAddress: false,
    acceptTerms: false,
    whatsappOptIn: profile?.whatsappOptIn === true,
  };
}

/**
 * The order's `whatsappOptIn` (ADR 0067): true when ticked; false only to withdraw an opt-in the
 * box started with; otherwise absent, which leaves the account as it is.
 */
export function whatsappChoice(ticked: boolean | undefined, startedTicked: boolean | undefined) {
  if (ticked) return { whatsappOptIn: true };
  return startedTicked ? { whatsappOptIn: false } : {};
}

/** Who the payment widget is prefilled with: the account's name and e-mail, the form's contact phone. */
export function onlinePayer(values: CheckoutFormValues, user: SessionUser | null): Payer {
  const { firstName, lastName, phone } = values.addressDetails;
  return {
    name: (user ? `${user.firstName} ${user.lastName}` : `${firstName} ${lastName}`).trim(),
    email: user?.email ?? '',
    contact: values.phoneNumber || phone,
  };
}

/** The widget's description: the titles of the pieces being paid for (Razorpay shows it under the shop name). */
export function orderDescription(pieces: Product[]): string {
  return pieces
    .map((piece) => piece.title)
    .join(', ')
    .slice(0, 250);
}
