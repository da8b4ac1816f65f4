/**
 * The checkouts' delivery refusals (ADR 0061), asked before any transaction so no lock waits on the
 * courier aggregator: a PIN code no courier serves cannot be ordered to, and cash on delivery is
 * refused where the owner turned it off (a PIN prefix or the shopper, after parcels came back) or
 * where no courier collects cash. The answer for a PIN is the provider's, cached a day, or the
 * shop's own table without one (modules/shipping/serviceability.ts).
 */
import { shippingFlowMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { codBlockedFor, deliveryEstimate, type ShippingProvider } from '#server/modules/shipping/public.ts';
import type { CheckoutInput } from './checkout-deps.ts';

/** What the check reads: the database and the shipping provider (absent: the shop's table answers). */
export interface DeliveryCheckDeps {
  db: Database;
  provider?: ShippingProvider | undefined;
  log?: { warn(details: object, message: string): void };
}

/**
 * Refuses, changing nothing, a checkout the shop cannot deliver as asked: 409 `PIN_NOT_SERVED`
 * ("We can't deliver to PIN 744101 yet …") when no courier serves the delivery PIN; for cash on
 * delivery, 409 `COD_BLOCKED` when the owner turned it off for the shopper, and 409
 * `COD_NOT_AVAILABLE` for a PIN prefix the owner blocked or where couriers collect no cash — both
 * suggesting online payment. Without `deps` (a shop that never wired shipping) nothing is checked.
 */
export async function assertDeliverable(
  deps: DeliveryCheckDeps | undefined,
  userId: string,
  input: Pick<CheckoutInput, 'addressDetails' | 'paymentMethod'>,
): Promise<void> {
  if (!deps) return;
  const pin = input.addressDetails.zip;
  const estimate = await deliveryEstimate(deps.db, deps.provider, pin, new Date(), deps.log);
  if (!estimate.serviceable) throw conflict(shippingFlowMessages.pinNotServed(pin), 'PIN_NOT_SERVED');
  if (input.paymentMethod !== 'cod') return;
  const block = await codBlockedFor(deps.db, { userId, pinCode: pin });
  if (block?.kind === 'customer') throw conflict(shippingFlowMessages.codNotForAccount, 'COD_BLOCKED');
  if (block || !estimate.codAvailable) {
    throw conflict(shippingFlowMessages.codNotAtPin(pin), 'COD_NOT_AVAILABLE');
  }
}
