/**
 * What a tax document prints (CGST Rule 46 for a tax invoice, Rule 49 for a bill of supply, Rule 53
 * for a credit note): built once when the document is issued, stored as `tax_documents.snapshot`,
 * and rendered to PDF from that alone. Money in paise; rates in basis points (500 = 5 %).
 */

/** `cgst_utgst`: intra-state in a union territory without a legislature (Chandigarh); `none`: bill of supply. */
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
  /** GST rate in basis points; 0 in a bill of supply. */
  rateBp: number;
}

export interface TaxDocumentSnapshot {
  kind: 'invoice' | 'bill_of_supply' | 'credit_note';
  /** "Tax Invoice", "Bill of Supply", "Credit Note". */
  title: string;
  number: string;
  /** ISO 8601 instant of issue; printed as the date in India time. */
  issuedAt: string;
  /** The document a credit note corrects. */
  corrects: { number: string; issuedAt: string } | null;
  seller: DocumentParty & { legalName: string; pan: string; email: string; phone: string };
  /** `businessName`: the registered buyer's name as on its GST certificate (Rule 46(e)); absent or '' for a consumer. */
  buyer: DocumentParty & { phone: string; businessName?: string };
  placeOfSupply: { stateName: string; stateCode: string };
  order: { id: string; placedAt: string };
  split: TaxSplit;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** Always false for this shop's sales; printed as "Tax payable on reverse charge: No". */
  reverseCharge: false;
  /** Extra printed lines, e.g. the exemption a bill of supply relies on, or the reason for a credit note. */
  notes: string[];
}
