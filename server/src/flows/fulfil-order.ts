/**
 * Shipping and delivering an order from the back office (ADR 0010): each change is one transaction
 * under the order's row lock, so the status, its history row and the customer's mail commit together.
 * The changes themselves are steps (./steps/shipping-change.ts) the courier booking and the tracking
 * scans share (ADR 0061).
 */
import type { shipOrderSchema } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { changeOrder, type OrderActor, type OrderChangeDeps } from './steps/order-change.ts';
import { markDelivered, markShipped } from './steps/shipping-change.ts';

export type ShipOrderInput = z.output<typeof shipOrderSchema>;

/**
 * Marks a pending order shipped with `input`'s courier and tracking number, issues its tax invoice
 * or bill of supply (ADR 0030) and mails the customer with it attached; an online order only once
 * paid. The invoice is issued here, at the removal of the goods (CGST Act s.31(1)(a)): the owner
 * marks the order shipped when handing the parcel over. Errors, changing nothing: 404 unknown
 * order; 409 not pending; 409 online and unpaid; 409 no seller settings; 409 unknown delivery
 * state; 409 without the e-way bill number a shipment needs (CGST Rule 138: an unregistered
 * seller's inter-state shipment, a registered seller's over ₹50,000; see modules/tax/e-way-bill.ts).
 */
export async function shipOrder(
  deps: OrderChangeDeps,
  actor: OrderActor,
  orderId: string,
  input: ShipOrderInput,
): Promise<void> {
  await changeOrder(deps, orderId, (tx, held) => markShipped(tx, deps.clock, actor, held, input));
}

/** Marks a shipped order delivered (cash on delivery becomes paid) and mails; 404, or 409 if not shipped. */
export async function deliverOrder(deps: OrderChangeDeps, actor: OrderActor, orderId: string): Promise<void> {
  await changeOrder(deps, orderId, (tx, held) => markDelivered(tx, actor, held));
}
