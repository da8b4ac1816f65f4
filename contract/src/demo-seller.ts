/** The demo shop's seller, stored by the demo seed and built on by the tests' fixtures. */
import type { SellerSettings } from './seller-schemas.ts';

/**
 * The demo shop's seller as the back office's form holds it: a Chandigarh proprietor registered
 * for GST, with a fictitious PAN and a GSTIN whose check character is right.
 */
export const demoSellerSettings: SellerSettings = {
  legalName: 'Harpreet Kaur Sandhu',
  tradeName: 'Shahi Threads',
  address: 'SCO 112, Sector 17-D',
  city: 'Chandigarh',
  state: '04',
  pinCode: '160017',
  pan: 'ABKPS1234L',
  gstMode: 'registered',
  gstin: '04ABKPS1234L1ZK',
  careEmail: 'care@shahithreads.in',
  carePhone: '+91 172 400 1234',
  grievanceName: 'Gurpreet Singh',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@shahithreads.in',
  grievancePhone: '+91 172 400 1235',
  claimWindowDays: 7,
  registrationThreshold: 2_000_000,
};
