/**
 * Builds what a tax document prints (./document.ts) from the order, its lines and the seller:
 * a tax invoice (CGST Rule 46) when the seller is registered; when not, an "Invoice / Cash memo" of a
 * supplier not registered under GST, which charges no GST (kind `bill_of_supply`; ADR 0058). The
 * credit note that reverses either is ./credit-note.ts. Pure; paise throughout.
 */
import { findIndianState, gstinParts, gstinProblem, indianStateByCode } from '@shahi/contract';
import { type GstRateRule, taxMessages } from '@shahi/contract/schemas';
import { conflict } from '#server/http/errors.ts';
import type { SellerRow } from '#server/modules/seller/public.ts';
import type { DocumentParty, TaxDocumentSnapshot } from './document.ts';
import { documentLinesOf, type LineForDocument } from './lines.ts';
import { taxSplitOf, totalsOf } from './split.ts';

/** The title of an unregistered seller's sale document (CGST Act s.31 and Rule 49 are for registered persons). */
export const UNREGISTERED_TITLE = 'Invoice / Cash memo (supplier not registered under GST)';

/** The note every unregistered seller's sale document carries: why no GST is charged (CGST Act s.32). */
export const UNREGISTERED_NOTE =
  'The supplier is not registered under GST; no GST is charged on this supply.';

/**
 * The note of an unregistered seller's inter-state supply of pieces declared handmade: the exemption
 * from registration it relies on (CGST Act s.24(i) with Notification 3/2018-Integrated Tax).
 */
export const HANDICRAFT_NOTE =
  'Inter-state supply of handicraft goods by a person exempted from registration: Notification 3/2018-Integrated Tax';

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
  /** The business the GSTIN belongs to; '' (or absent on an old caller) without one. */
  shipBusinessName?: string;
  eWayBillNumber: string | null;
}

export type { LineForDocument } from './lines.ts';

/**
 * The GST code of the state the order is delivered to; an old order without a code falls back on the
 * state's name. 409 asking to correct the state when unknown. An e-way bill follows this movement.
 */
export function deliveryStateCode(order: Pick<OrderForDocument, 'shipStateCode' | 'shipState'>): string {
  const state = order.shipStateCode
    ? indianStateByCode(order.shipStateCode)
    : findIndianState(order.shipState);
  if (!state) throw conflict(taxMessages.unknownPlaceOfSupply, 'UNKNOWN_PLACE_OF_SUPPLY');
  return state.code;
}

/** The GST state code of the buyer's valid GSTIN, or undefined without one. */
function gstinStateCode(gstin: string): string | undefined {
  if (!gstin || gstinProblem(gstin) !== null) return undefined;
  return gstinParts(gstin).stateCode;
}

/**
 * The GST code of the order's place of supply (IGST Act s.10): the state of the buyer's GSTIN when
 * it gives one — goods delivered to a third person on a registered buyer's direction are supplied
 * where the buyer is (s.10(1)(b), bill-to/ship-to; ADR 0058) — else the delivery state (s.10(1)(a)).
 * 409 when the delivery state is unknown.
 */
export function placeOfSupplyCode(
  order: Pick<OrderForDocument, 'shipStateCode' | 'shipState'> & { shipGstin?: string },
): string {
  const delivery = deliveryStateCode(order);
  return gstinStateCode(order.shipGstin ?? '') ?? delivery;
}

/**
 * Whether an unregistered seller in `sellerStateCode` makes an inter-state supply: the goods leave
 * its state, or the place of supply (a registered buyer's state) lies outside it (IGST Act s.7).
 */
export function isInterStateSupply(
  sellerStateCode: string,
  order: Pick<OrderForDocument, 'shipStateCode' | 'shipState'> & { shipGstin?: string },
): boolean {
  return deliveryStateCode(order) !== sellerStateCode || placeOfSupplyCode(order) !== sellerStateCode;
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

/** The consignee: the person and the address the goods are delivered to. */
function consigneeParty(order: OrderForDocument, deliveryCode: string): DocumentParty & { phone: string } {
  return {
    name: `${order.shipFirstName} ${order.shipLastName}`.trim(),
    addressLines: addressLinesOf(order.shipAddress, order.shipCity),
    stateName: stateName(deliveryCode),
    stateCode: deliveryCode,
    pinCode: order.shipZip,
    gstin: '',
    phone: order.shipPhone,
  };
}

/**
 * Who is billed, and where the goods go when that is printed apart (ADR 0058). A consumer: the
 * consignee, no `shipTo`. A GSTIN holder: the business by its name (the consignee's name on an old
 * order without one), its GSTIN and the GSTIN's state (Rule 46(e)), with the delivery address as
 * `shipTo`; the business keeps the delivery address as its own only when both are in one state.
 */
function buyerParties(
  order: OrderForDocument,
  supplyCode: string,
  deliveryCode: string,
): Pick<TaxDocumentSnapshot, 'buyer'> & { shipTo?: DocumentParty } {
  const consignee = consigneeParty(order, deliveryCode);
  if (!order.shipGstin) return { buyer: consignee };
  const businessName = order.shipBusinessName ?? '';
  const sameState = supplyCode === deliveryCode;
  const buyer = {
    ...consignee,
    name: businessName || consignee.name,
    businessName,
    addressLines: sameState ? consignee.addressLines : [],
    pinCode: sameState ? consignee.pinCode : '',
    stateName: stateName(supplyCode),
    stateCode: supplyCode,
    gstin: order.shipGstin,
  };
  const { phone: _phone, ...shipTo } = consignee;
  return { buyer, shipTo };
}

/** 409 `ZERO_RATE_LINE`: a tax invoice never carries a 0 % line (Rules 46 and 46A; ADR 0058). */
function zeroRateLine(title: string) {
  return conflict(
    `${title} has a GST rate of 0 %, which a tax invoice cannot carry; set its rate before shipping`,
    'ZERO_RATE_LINE',
  );
}

/** An unregistered seller's notes: no GST; the handicraft exemption for an inter-state supply of handmade pieces. */
function unregisteredNotes(
  seller: SellerRow,
  order: OrderForDocument,
  lines: readonly LineForDocument[],
): string[] {
  const handicraft =
    isInterStateSupply(seller.stateCode, order) && lines.length > 0 && lines.every((line) => line.handmade);
  return [UNREGISTERED_NOTE, ...(handicraft ? [HANDICRAFT_NOTE] : []), ...eWayBillNote(order)];
}

/** The e-way bill number the goods travel under (CGST Rule 138), printed when one was given at shipping. */
const eWayBillNote = (order: OrderForDocument) =>
  order.eWayBillNumber ? [`E-way bill number ${order.eWayBillNumber}`] : [];

/**
 * The snapshot of the sale document of `order` issued at `issuedAt` as `number`. Registered → tax
 * invoice with GST split per line at the place of supply (the GSTIN's state for a business buyer);
 * 409 `ZERO_RATE_LINE` when a line's rate is 0. Unregistered → kind `bill_of_supply` titled
 * UNREGISTERED_TITLE, no tax, with UNREGISTERED_NOTE, HANDICRAFT_NOTE for an inter-state supply of
 * pieces all declared handmade, and the e-way bill number. A business buyer is billed by name and
 * GSTIN, the delivery printed as `shipTo`. Either prints the e-way bill number when the shipment had
 * one. 409 when the delivery state is unknown.
 */
export function buildSaleSnapshot(input: {
  seller: SellerRow;
  order: OrderForDocument;
  lines: readonly LineForDocument[];
  /** The rate table (./rate-rules.ts), read once for the document. */
  rules: readonly GstRateRule[];
  number: string;
  issuedAt: Date;
}): TaxDocumentSnapshot {
  const { seller, order, number, issuedAt } = input;
  const deliveryCode = deliveryStateCode(order);
  const supplyCode = placeOfSupplyCode(order);
  const registered = seller.gstMode === 'registered';
  const split = registered ? taxSplitOf(seller.stateCode, supplyCode) : 'none';
  const lines = documentLinesOf(input.lines, split, issuedAt, input.rules);
  const zeroRated = registered ? lines.find((line) => line.rateBp === 0) : undefined;
  if (zeroRated) throw zeroRateLine(zeroRated.description);
  return {
    kind: registered ? 'invoice' : 'bill_of_supply',
    title: registered ? 'Tax Invoice' : UNREGISTERED_TITLE,
    number,
    issuedAt: issuedAt.toISOString(),
    corrects: null,
    seller: sellerParty(seller),
    ...buyerParties(order, supplyCode, deliveryCode),
    placeOfSupply: { stateName: stateName(supplyCode), stateCode: supplyCode },
    order: { id: order.id, placedAt: order.createdAt.toISOString() },
    split,
    lines,
    totals: totalsOf(lines),
    reverseCharge: false,
    notes: registered ? eWayBillNote(order) : unregisteredNotes(seller, order, input.lines),
  };
}
