/** What other modules and flows may read of the seller: the settings row. */
export { type SellerRow, selectSeller } from './repository.ts';
