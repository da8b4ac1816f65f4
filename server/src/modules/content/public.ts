/**
 * What other modules may use of the storefront content (banners, testimonials, footer):
 * the shop's own published e-mail address, the shop's inbox when neither the seller settings nor
 * SHOP_EMAIL give one (alerts/inbox.ts).
 */
export { selectFirstFooterEmail } from './repository.ts';
