/** A checkout's delivery address, kept among the shopper's saved addresses when asked. */
import type { Database } from '#server/db/client.ts';
import { insertAddress } from '#server/modules/addresses/repository.ts';
import type { Session } from '#server/modules/auth/service.ts';
import type { CheckoutInput } from './checkout-deps.ts';

/**
 * Saves the checkout's address (`input.addressDetails`, the contact phone as the alternative one) as
 * a new, non-default saved address of `session`'s shopper when they ticked "save"; nothing otherwise.
 */
export async function saveCheckoutAddress(db: Database, session: Session, input: CheckoutInput) {
  if (!input.saveAddress) return;
  const address = input.addressDetails;
  await insertAddress(db, session.user.userId, {
    name: `${address.firstName} ${address.lastName}`,
    address: address.address,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    phoneNumber: address.phone,
    alternativePhoneNumber: input.phoneNumber,
    gstin: address.gstin,
    businessName: address.businessName,
    isDefault: false,
  });
}
