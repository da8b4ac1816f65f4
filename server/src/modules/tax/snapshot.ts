/**
 * Builds what a tax document prints (./document.ts) from the order, its lines and the seller:
 * a tax invoice (CGST Rule 46) when the seller is registered, a bill of supply (Rule 49) when not,
 * (the credit note that reverses either is ./credit-note.ts). Pure; paise throughout.
 */
import { findIndianState, indianStateByCode } from '@shahi/contract';
import { taxMessages } from '@shahi/contract/schemas';
import { conflict } from '#server/http/errors.ts';
import type { SellerRow } from '#server/modules/seller/public.ts';
import type { DocumentParty, TaxDocumentSnapshot } from './document.ts';
import { documentLinesOf, type LineForDocument } from './lines.ts';
import { taxSplitOf, totalsOf } from './split.ts';

/** The note a bill of supply carries: why no GST is charged. */
export const BILL_OF_SUPPLY_NOTE =
  'Supply by a person not liable to registration: handicraft goods, Notification 3/2018-Integrated Tax';

/** The order's fields a document prints. */
export interface OrderForDocument {
  id: string;
  createdAt: Date;
  shipFirstName: string;
  shipLastName: string;
  shipPhone: string;
  shipAddress: string;
  shipCity: string;
  shipState: string;
  shipStateCode: string | null;
  shipZip: string;
  shipGstin: string;
  eWayBillNumber: string | null;
}

export type { LineForDocument } from './lines.ts';

/**
 * The GST code of the order's place of supply: its delivery state (IGST Act s.10(1)(a)); an old order
 * without a code falls back on the state's name. 409 asking to correct the state when unknown.
 */
export function placeOfSupplyCode(order: Pick<OrderForDocument, 'shipStateCode' | 'shipState'>): string {
  const state = order.shipStateCode
    ? indianStateByCode(order.shipStateCode)
    : findIndianState(order.shipState);
  if (!state) throw conflict(taxMessages.unknownPlaceOfSupply, 'UNKNOWN_PLACE_OF_SUPPLY');
  return state.code;
}

const stateName = (code: string) => indianStateByCode(code)?.name ?? code;
const addressLinesOf = (street: string, city: string) =>
  [...street.split(/\r?\n/), city].map((line) => line.trim()).filter(Boolean);

function sellerParty(seller: SellerRow): TaxDocumentSnapshot['seller'] {
  return {
    name: seller.tradeName,
    legalName: seller.legalName,
    addressLines: addressLinesOf(seller.address, seller.city),
    stateName: stateName(seller.stateCode),
    stateCode: seller.stateCode,
    pinCode: seller.pinCode,
    gstin: seller.gstMode === 'registered' ? seller.gstin : '',
    pan: seller.pan,
    email: seller.careEmail,
    phone: seller.carePhone,
  };
}

function buyerParty(order: OrderForDocument, supplyCode: string): DocumentParty & { phone: string } {
  return {
    name: `${order.shipFirstName} ${order.shipLastName}`.trim(),
    addressLines: addressLinesOf(order.shipAddress, order.shipCity),
    stateName: stateName(supplyCode),
    stateCode: supplyCode,
    pinCode: order.shipZip,
    gstin: order.shipGstin,
    phone: order.shipPhone,
  };
}

/**
 * The snapshot of the sale document of `order` issued at `issuedAt` as `number`: registered → tax
 * invoice with GST split per line; unregistered → bill of supply, no tax, with its exemption note and
 * the e-way bill number. 409 when the place of supply is unknown.
 */
export function buildSaleSnapshot(input: {
  seller: SellerRow;
  order: OrderForDocument;
  lines: readonly LineForDocument[];
  number: string;
  issuedAt: Date;
}): TaxDocumentSnapshot {
  const { seller, order, number, issuedAt } = input;
  const supplyCode = placeOfSupplyCode(order);
  const registered = seller.gstMode === 'registered';
  const split = registered ? taxSplitOf(seller.stateCode, supplyCode) : 'none';
  const lines = documentLinesOf(input.lines, split, issuedAt);
  const notes = registered
    ? []
    : [BILL_OF_SUPPLY_NOTE, ...(order.eWayBillNumber ? [`E-way bill number ${order.eWayBillNumber}`] : [])];
  return {
    kind: registered ? 'invoice' : 'bill_of_supply',
    title: registered ? 'Tax Invoice' : 'Bill of Supply',
    number,
    issuedAt: issuedAt.toISOString(),
    corrects: null,
    seller: sellerParty(seller),
    buyer: buyerParty(order, supplyCode),
    placeOfSupply: { stateName: stateName(supplyCode), stateCode: supplyCode },
    order: { id: order.id, placedAt: order.createdAt.toISOString() },
    split,
    lines,
    totals: totalsOf(lines),
    reverseCharge: false,
    notes,
  };
}
