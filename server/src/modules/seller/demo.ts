/**
 * The demo shop's seller: a Chandigarh proprietor registered for GST. Fictitious PAN and GSTIN
 * (the GSTIN's check character is right, so it passes validation); stored on a demo install and
 * used by tests. The data is the contract's demo seller (`contract/src/demo-seller.ts`), as a row.
 */
import { demoSellerSettings } from '@shahi/contract';
import { sellerRowValues } from './service.ts';

export const demoSeller = sellerRowValues(demoSellerSettings);
