/**
 * The checkouts' rule for a seller not registered under GST (ADR 0058): it may supply out of its
 * state only handicraft goods (CGST Act s.24(i) with Notification 3/2018-Integrated Tax), so every
 * piece of such an order must be declared handmade.
 */
import { indianStateByCode } from '@shahi/contract';
import { notHandicraftMessage } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { selectPieceTaxFacts } from '#server/modules/catalog/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { isInterStateSupply } from '#server/modules/tax/snapshot.ts';
import type { CheckoutInput } from './checkout-deps.ts';

/**
 * Refuses `taken` (the pieces of `input`'s order, `{id, title}`) when the seller is unregistered,
 * the supply is inter-state (delivered out of the seller's state, or billed to a GSTIN of another
 * state) and any piece is not declared handmade: 409 `NOT_HANDICRAFT` naming those pieces ("… can be
 * sent only within Chandigarh: our workshop is not registered for GST"). Call it in the checkout's
 * transaction, which then rolls back: nothing changes. No check while no seller settings are stored.
 */
export async function assertHandicraftAcrossStates(
  db: Database,
  input: Pick<CheckoutInput, 'addressDetails'>,
  taken: ReadonlyArray<{ id: string; title: string }>,
): Promise<void> {
  const seller = await selectSeller(db);
  if (!seller || seller.gstMode === 'registered') return;
  const address = input.addressDetails;
  const order = { shipStateCode: null, shipState: address.state, shipGstin: address.gstin };
  if (!isInterStateSupply(seller.stateCode, order)) return;
  const facts = await selectPieceTaxFacts(
    db,
    taken.map((piece) => piece.id),
  );
  const refused = taken.filter((piece) => !facts.get(piece.id)?.handmade);
  if (refused.length === 0) return;
  const sellerState = indianStateByCode(seller.stateCode)?.name ?? seller.stateCode;
  throw conflict(
    notHandicraftMessage(
      refused.map((piece) => piece.title),
      sellerState,
    ),
    'NOT_HANDICRAFT',
  );
}
