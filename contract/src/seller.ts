/**
 * The seller disclosure the Consumer Protection (E-Commerce) Rules 2020 ask a seller to show
 * (rule 6(4)(a)–(c)): identity, address, GST registration, customer care and grievance officer.
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
