/**
 * What other modules may use of the storefront content (banners, testimonials, footer):
 * the shop's own published e-mail address, where contact mail goes when SHOP_EMAIL is unset.
 */
export { selectFirstFooterEmail } from './repository.ts';
