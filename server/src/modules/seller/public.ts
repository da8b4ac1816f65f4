/** What other modules and flows may read of the seller: the settings row, the disclosure, its mail block. */
export { readSellerMailFooter, type SellerMailFooter, sellerMailHtml, sellerMailText } from './mail-block.ts';
export { type SellerRow, selectSeller } from './repository.ts';
export { readSellerDisclosure } from './service.ts';
