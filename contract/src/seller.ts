/**
 * The disclosure the Consumer Protection (E-Commerce) Rules 2020 ask of an inventory e-commerce
 * entity (rules 4(2), 4(4) and 7): identity, address, GST registration, customer care and
 * grievance officer.
 * `GET /api/seller` answers it; the footer, /contact, product pages and order mails show it.
 */
export interface SellerDisclosure {
  legalName: string;
  tradeName: string;
  /** Street lines, without city, state and PIN code. */
  address: string;
  city: string;
  /** Official name of the state or union territory. */
  state: string;
  /** GST state code, "04". */
  stateCode: string;
  pinCode: string;
  /** '' when the seller is not registered for GST. */
  gstin: string;
  gstMode: 'registered' | 'unregistered';
  careEmail: string;
  carePhone: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** Days after delivery a shopper may claim a damaged, wrong or not-as-described piece (ADR 0057). */
  claimWindowDays: number;
}

/**
 * `GET /api/admin/seller/turnover`: this financial year's turnover of an unregistered seller's
 * bills of supply less their credit notes, against the registration threshold (CGST Act s.22;
 * ADR 0058). Rupees.
 */
export interface SellerTurnover {
  /** "2026-27": April to March, India time. */
  financialYear: string;
  gstMode: 'registered' | 'unregistered';
  /** Rupees. */
  turnover: number;
  /** The seller settings' registration threshold, rupees. */
  threshold: number;
  /** The turnover as a percentage of the threshold, to one decimal. */
  percent: number;
  /** `near` from 80 % of the threshold up to it, `over` above it, `ok` below 80 %. */
  level: 'ok' | 'near' | 'over';
}
