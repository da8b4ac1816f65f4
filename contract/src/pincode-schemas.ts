/**
 * The PIN code directory (`GET /api/pincodes/:pin`, ADR 0064): India Post's post offices by PIN,
 * shipped as data in an npm package, named with the shop's state names and GST state codes.
 * Also the words the storefront shows around the PIN: the address forms' fill-in and state hint,
 * and the delivery promise on the product page and at checkout.
 */
import { z } from 'zod';

/** The `:pin` of the lookup: any text up to 12 characters; the route answers 400 unless it is six digits. */
export const pinCodeParamsSchema = z.object({ pin: z.string().max(12) });

/** One PIN code as the directory knows it. */
export const pinCodeDetailsSchema = z.object({
  pinCode: z.string().max(6),
  /** The town a shopper would write: the PIN's head post office's town, else its district. */
  city: z.string().max(120),
  district: z.string().max(120),
  /** The shop's name for the state or union territory (contract/src/india.ts). */
  state: z.string().max(60),
  /** Its two-digit GST state code ("04" for Chandigarh). */
  stateCode: z.string().max(2),
  /** The delivery post offices of the PIN, A–Z (localities, e.g. "Sector 22 Chandigarh"). */
  postOffices: z.array(z.string().max(120)),
});
export type PinCodeDetails = z.infer<typeof pinCodeDetailsSchema>;

/** The answer of `GET /api/pincodes/:pin`. */
export const pinCodeResponseSchema = z.object({ success: z.literal(true), data: pinCodeDetailsSchema });

/** The words of the PIN directory and the delivery promise. */
export const pinCodeMessages = {
  pinCodeMalformed: 'A PIN code is six digits and does not start with 0',
  pinCodeUnknown: 'India Post has no such PIN code: please check the six digits',
  /** The soft hint when the chosen state is not the PIN's (a shared circle such as 160 for Chandigarh and Mohali). */
  stateDiffers: (pin: string, city: string, state: string) =>
    `${pin} is ${city}, ${state} — is the state right?`,
  /** Shown under a PIN typed into an address form once the directory answered. */
  filledFrom: (city: string, state: string) => `${city}, ${state}`,
  deliveryCheck: 'Check',
  deliverTo: 'Deliver to',
  deliveryChecking: 'Checking delivery…',
  /** "Delivery by Tue, 2 Dec". */
  deliveryBy: (date: string) => `Delivery by ${date}`,
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available here — pay online',
  /** The refusal for a PIN no courier serves: shown on the product page and at checkout. */
  notServed: (pin: string) => `We can't deliver to ${pin} yet`,
  notServedAtCheckout: (pin: string) =>
    `We can't deliver to ${pin} yet. Please choose another address to place the order.`,
  codNotHere: (pin: string) => `Cash on delivery is not available for ${pin}`,
  deliveryUnknown: 'We could not check delivery just now. You can still place the order.',
} as const;

/** The storefront's other new words of this round: signing in after the e-mail code, the contact form. */
export const storefrontMessages = {
  /** Shown for a moment after the code, before the signed-in shopper goes on to the shop. */
  verifiedSignedIn: 'Email verified — welcome! You are signed in. Taking you to the shop…',
  /** Under a contact form filled in from the signed-in account. */
  contactPrefilled: 'We filled in your name and e-mail from your account; change them if you like.',
} as const;
