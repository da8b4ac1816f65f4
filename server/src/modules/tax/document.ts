/**
 * What a tax document prints (CGST Rule 46 for a tax invoice; kind `bill_of_supply` for the "Invoice /
 * Cash memo" of a seller not registered under GST, ADR 0058; Rule 53 for a credit note): built once when the document is issued, stored as `tax_documents.snapshot`,
 * and rendered to PDF from that alone. Money in paise; rates in basis points (500 = 5 %).
 */

/** `cgst_utgst`: intra-state in a union territory without a legislature (Chandigarh); `none`: no GST (unregistered seller). */
export type TaxSplit = 'cgst_sgst' | 'cgst_utgst' | 'igst' | 'none';

/** A party's name and address as printed; `gstin` '' when it has none. */
export interface DocumentParty {
  name: string;
  /** Lines of the address without the state and PIN code. */
  addressLines: string[];
  stateName: string;
  /** GST state code, "04". */
  stateCode: string;
  pinCode: string;
  gstin: string;
}

/** The money columns of a line, and their sums over the lines: paise. */
export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** One line of the document: a single piece. Paise; `totalPaise` = `taxablePaise` + its taxes. */
export interface DocumentLine extends DocumentTotals {
  description: string;
  hsnCode: string;
  quantity: number;
  /** Unit quantity code of GSTR-1: "PCS". */
  unit: string;
  /** GST rate in basis points; 0 only on an unregistered seller's document (never on a tax invoice). */
  rateBp: number;
}

export interface TaxDocumentSnapshot {
  /** `bill_of_supply`: an unregistered seller's sale document (its own number series). */
  kind: 'invoice' | 'bill_of_supply' | 'credit_note';
  /** "Tax Invoice", "Invoice / Cash memo (supplier not registered under GST)" ("Bill of Supply" on older ones), "Credit Note". */
  title: string;
  number: string;
  /** ISO 8601 instant of issue; printed as the date in India time. */
  issuedAt: string;
  /** The document a credit note corrects. */
  corrects: { number: string; issuedAt: string } | null;
  seller: DocumentParty & { legalName: string; pan: string; email: string; phone: string };
  /** `businessName`: the registered buyer's name as on its GST certificate (Rule 46(e)); absent or '' for a consumer. */
  buyer: DocumentParty & { phone: string; businessName?: string };
  /**
   * Where the goods go when the buyer is a business (a GSTIN holder): the consignee and the delivery
   * address, printed as "Shipped to" (bill-to/ship-to, IGST Act s.10(1)(b); ADR 0058). Absent for a
   * consumer and on documents issued before it existed.
   */
  shipTo?: DocumentParty;
  placeOfSupply: { stateName: string; stateCode: string };
  order: { id: string; placedAt: string };
  split: TaxSplit;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** Always false for this shop's sales; printed as "Tax payable on reverse charge: No". */
  reverseCharge: false;
  /** Extra printed lines, e.g. why an unregistered seller charges no GST, or the reason for a credit note. */
  notes: string[];
}
