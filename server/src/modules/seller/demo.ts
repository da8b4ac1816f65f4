/**
 * The demo shop's seller: a Chandigarh proprietor registered for GST. Fictitious PAN and GSTIN
 * (the GSTIN's check character is right, so it passes validation); stored on a demo install and
 * used by tests.
 */
import type { SellerRow } from './repository.ts';

export const demoSeller: Omit<SellerRow, 'id' | 'updatedAt'> = {
  legalName: 'Harpreet Kaur Sandhu',
  tradeName: 'Shahi Threads',
  address: 'SCO 112, Sector 17-D',
  city: 'Chandigarh',
  stateCode: '04',
  pinCode: '160017',
  pan: 'ABKPS1234L',
  gstin: '04ABKPS1234L1ZK',
  gstMode: 'registered',
  careEmail: 'care@shahithreads.in',
  carePhone: '+91 172 400 1234',
  grievanceName: 'Gurpreet Singh',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@shahithreads.in',
  grievancePhone: '+91 172 400 1235',
};
