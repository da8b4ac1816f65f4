/** The shop's constants and limits, shared by web and server. Times are milliseconds. */
export const API_TIMEOUT_MS = 40_000;
export const BANNER_INTERVAL_MS = 5_000;
export const BANNER_TRANSITION_MS = 1_000;
export const TESTIMONIAL_INTERVAL_MS = 5_000;
export const TESTIMONIAL_TRANSITION_MS = 500;
export const TOP_STRIP_INTERVAL_MS = 5_000;
export const TOP_STRIP_FADE_MS = 500;
export const ADD_BUTTON_FEEDBACK_MS = 1_500;
/** The mobile banner image is used when the window is this wide or narrower. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Products per category row on the home page. */
export const HOME_ROW_SIZE = 5;
/** Products per listing page: the default `perPage`. */
export const LISTING_PAGE_SIZE = 8;
/** Largest page size a client may ask for; keeps one request's work bounded. */
export const MAX_PAGE_SIZE = 48;
/** Longest search text accepted, after trimming. */
export const MAX_SEARCH_LENGTH = 100;
/** Highest page number accepted; far beyond any real catalogue, bounds OFFSET work. */
export const MAX_PAGE = 10_000;
export const TOP_STRIP_TEXTS = ['End Of Season Sale', 'Hurry Up'] as const;
export const SHOP_SLOGAN = 'ROYALTY IN EVERY THREAD';
export const DEFAULT_SHOP_NAME = 'Shahi Threads';
/**
 * The demo install's advertised discount code and its footer text (10 % off a first order; ADR 0039).
 * The footer shows a code's own `footerText` only while that code can be used (ADR 0060); these two
 * are the seed's values, never shown on their own.
 */
export const FOOTER_PROMOTION_CODE = 'WELCOME10';
export const FOOTER_PROMOTION = 'SAVE 10% OFF';
/** Longest footer text of an advertised discount code (characters; ADR 0060). */
export const FOOTER_TEXT_MAX_LENGTH = 40;
export const STORE_HOURS = '9AM - 6PM';
export const DELIVERY_TEXTS = [
  'Free Delivery',
  'Dispatched within 3 - 5 working days',
  'Prices include all charges and taxes',
] as const;
/** Separator of lines in product description and productDetails. */
export const LINE_SEPARATOR = '$';
/** The one-piece promise shown on the home page, the product page and in the footer. */
export const ONE_PIECE_NOTE = 'Products listed on our website are limited to one "once sold, forever gone".';

/** Account rules (docs/product.md#validation-and-messages; OWASP ASVS 5 §6). */
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted: long enough for passphrases, short enough to bound argon2 work. */
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_LENGTH = 10;
export const NAME_MAX_LENGTH = 50;
/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
/** How long the verification page shows its success before going to /login. */
export const VERIFY_REDIRECT_MS = 1_500;
/** How long "New OTP sent to your email!" stays. */
export const RESEND_NOTICE_MS = 3_000;
/** The only userType login and registration accept; admins are made from the command line only. */
export const USER_TYPE = 'user';

export const MAX_SAVED_ADDRESSES = 10;
/** Most pieces in one order ("Buy all" of a bag). */
export const MAX_ORDER_PRODUCTS = 20;
/** Most lines (pieces) one shopper's bag holds; the 51st add is refused (ADR 0021). */
export const CART_MAX_LINES = 50;
/** Most pieces one shopper's wishlist holds; the 201st save is refused with 409 (ADR 0038). */
export const WISHLIST_MAX_ITEMS = 200;
/** Most similar available pieces a sold or reserved piece's page shows (ADR 0037). */
export const SIMILAR_PIECES = 4;
/** An Indian PIN code's length (India Post); the API still calls the field `zip`. */
export const PIN_CODE_LENGTH = 6;
/** A GSTIN's length: state code, PAN, entity number, Z, check character (contract gstin.ts). */
export const GSTIN_LENGTH = 15;
export const ADDRESS_FIELD_MAX_LENGTH = 200;
export const paymentMethods = ['cod', 'online'] as const;
export const orderStatuses = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
/** How long an online order holds its pieces while the shopper pays. */
export const RESERVATION_MINUTES = 15;
/** Envelope `code`s of a checkout's 409 over a per-shopper cap (ADR 0021); a gone piece's 409 has none. */
export const shopperCapCodes = {
  openOrders: 'OPEN_ORDERS_LIMIT',
  reservedPieces: 'RESERVED_PIECES_LIMIT',
  held: 'HELD_LIMIT',
} as const;
