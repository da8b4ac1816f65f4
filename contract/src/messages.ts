import { CART_MAX_LINES, RESERVATION_MINUTES, WISHLIST_MAX_ITEMS } from './constants.ts';
import { formatRupees } from './money.ts';

/**
 * Every message a shopper can see, imported by web and server alike. "The product's wording" is
 * fixed by the product (docs/product.md#validation-and-messages); "ours" is the rest.
 */
export const messages = {
  // The API client's fallbacks (the product's wording).
  anErrorOccurred: 'An error occurred',
  networkError: 'Network error. Please check your connection.',
  unexpectedError: 'An unexpected error occurred.',
  // Catalogue loading and empty states (the product's wording).
  failedToFetchBanners: 'Failed to fetch banners',
  failedToFetchProduct: 'Failed to fetch product',
  failedToFetchProductDetails: 'Failed to fetch product details',
  productIdNotFound: 'Product ID not found',
  productNotFound: 'Product Not Found',
  categoryNotFound: 'Category not found',
  noBannersAvailable: 'No banners available',
  noProductsAvailable: 'No products available',
  noTestimonialsAvailable: 'No testimonials available',
  // Account forms (the product's wording).
  emailRequired: 'Email is required',
  enterValidEmail: 'Enter a valid email',
  enterValidEmailAddress: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMinLong: 'Password must be at least 6 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  enterValidPhone: 'Enter a valid 10-digit phone number',
  otpRequired: 'OTP is required',
  enterValidOtp: 'Please enter a valid 6-digit OTP',
  fillBothPasswordFields: 'Please fill in both password fields',
  newPasswordMinLong: 'New password must be at least 6 characters long',
  // Account outcomes (the product's wording).
  loginFailed: 'Login failed',
  noTokenReceived: 'No token received from server',
  registrationFailed: 'Registration failed. Please try again.',
  registrationFailedUnknown: 'Registration failed due to unknown error',
  resetFailedUnknown: 'Reset failed due to unknown error',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  somethingWentWrongLower: 'something went wrong',
  invalidOtpTryAgain: 'Invalid OTP. Please try again.',
  verificationFailedLater: 'Verification failed. Please try again later.',
  failedToResendOtp: 'Failed to resend OTP. Please try again.',
  failedToResendOtpLater: 'Failed to resend OTP. Please try again later.',
  somethingWentWrongLater: 'Something went wrong. Please try again later.',
  failedToResetPassword: 'Failed to reset password.',
  errorUpdatingPassword: 'Error updating password. Please try again.',
  registrationSuccessful: 'Registration successful!',
  resetLinkSent: 'Reset link Sent Successfully',
  resetPasswordSuccessfully: 'Reset Password Successfully',
  passwordUpdated: 'Password updated successfully!',
  emailVerifiedRedirecting: 'Email verified successfully! Redirecting to login...',
  newOtpSent: 'New OTP sent to your email!',
  passwordResetLogin: 'Password reset successful! Please login.',
  registrationLogin: 'Registration successful! Please login with your credentials.',
  // Account answers (ours; ADR 0005).
  emailVerified: 'Email verified successfully!',
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified:
    'Please verify your email before logging in. Enter the code we sent you, or ask for a new one.',
  accountExists: 'An account with this email already exists. Please log in.',
  otpExpired: 'This code has expired. Please ask for a new one.',
  otpOfAnotherRegistration:
    'This code confirms another registration of this address, not the one made in this browser. Enter the code from the mail that names the time you registered, or ask for a new one.',
  registrationsWaiting:
    'This address already has registrations waiting for their codes. Enter a code we e-mailed, try again later, or choose your password through "Forgot password" to finish now.',
  otpLocked:
    'Too many wrong codes for this address, so codes are paused for a day. If a registration is waiting, we have e-mailed a link to finish it.',
  signInPaused:
    'Too many wrong passwords for this address, so sign-in is paused for 15 minutes. If it has an account, we have e-mailed its owner a link to get back in now.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  oldPasswordIncorrect: 'Your current password is not correct',
  samePassword: 'Choose a new password different from your current one',
  sessionExpired: 'Your session has expired. Please log in again.',
  loginRequired: 'Please log in to continue',
  profileUpdated: 'Profile updated successfully',
  tokenValid: 'Token is valid',
  nameTooLong: 'Names must be at most 50 characters',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  // Bag, addresses, checkout and orders (the product's wording).
  failedToFetchCart: 'Failed to fetch cart details',
  failedToAddToCart: 'Failed to add item to cart',
  failedToDeleteFromCart: 'Failed to delete item from cart',
  failedToCheckCart: 'Failed to check product in cart',
  failedToFetchOrders: 'Failed to fetch orders',
  cartEmpty: 'Your cart is empty',
  loginToViewCart: 'You must log in to view your cart',
  noOrdersFound: 'No orders found',
  errorLoadingOrders: 'Error loading orders',
  failedToFetchAddresses: 'Failed to fetch addresses',
  errorFetchingAddresses: 'An error occurred while fetching addresses',
  failedToFetchAddress: 'Failed to fetch address',
  failedToCreateAddress: 'Failed to create address',
  failedToUpdateAddress: 'Failed to update address',
  failedToDeleteAddress: 'Failed to delete address',
  addressNotFound: 'Address not found',
  productInfoNotAvailable: 'Product information not available',
  productAlreadyInCart: 'Product is already in cart',
  loginToAddToCart: 'Please login to add product in cart',
  errorAddingToCart: 'Error adding to cart. Please try again.',
  orderPlacedCod: 'Order placed successfully with Cash on Delivery!',
  somethingWentWrong: 'Something went wrong',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  zipRequired: 'ZIP code is required',
  onlyDigits: 'Only digits allowed',
  mustBe10Digits: 'Must be 10 digits',
  paymentMethodRequired: 'Payment method is required',
  nameRequired: 'Name is required',
  invalidPhoneFormat: 'Invalid phone number format',
  // Bag, addresses and orders (ours; ADR 0007).
  productSold: 'Sorry, this piece has just been sold',
  productReserved: 'This piece is being bought by someone else right now',
  cartLineNotFound: 'This item is no longer in your bag',
  orderNotFound: 'Order not found',
  // Tax documents of an order (ADR 0031).
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  addressLimitReached: 'You can keep up to 10 saved addresses',
  addressCreated: 'Address saved',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  addedToCart: 'Added to your bag',
  removedFromCart: 'Removed from your bag',
  // A checkout refused for an expired session leads to /login, which says why.
  loginToCreateOrder: 'Please log in first to create an order',
  productsRequired: 'Choose at least one piece to order',
  tooManyProducts: 'An order can hold at most 20 pieces',
  textTooLong: 'This field is too long',
  // Indian addresses and the checkout's terms (ours; ADR 0029).
  invalidPinCode: 'Enter a valid 6-digit PIN code',
  chooseState: 'Choose a state or union territory from the list',
  deliverOnlyInIndia: 'We deliver only within India',
  invalidGstinShape: 'Enter a valid 15-character GSTIN',
  invalidGstin: 'This GSTIN is not valid: check it on your GST certificate',
  // A business buyer's name beside its GSTIN (CGST Rule 46(e); ADR 0058).
  businessNameRequired: 'Enter the business name as on the GST certificate',
  acceptTermsRequired: 'Please agree to the terms to place your order',
  // Online payment (the product's wording).
  paymentVerified: 'Payment verified successfully!',
  paymentVerificationFailed: 'Payment verification failed',
  paymentVerificationFailedSupport: 'Payment verification failed. Please contact support.',
  onlinePaymentDetailsMissing: 'Online payment details missing. Please try again.',
  // Online payment (ours; ADR 0008).
  onlineOrderCreated: 'Order created. Complete the payment to confirm it.',
  paymentGatewayUnavailable:
    'Online payment is not available right now. Please try again or choose Cash on Delivery.',
  paymentConfirming:
    'We are confirming your payment. Your order is in My Orders and shows as paid as soon as the payment is confirmed.',
  invalidWebhookSignature: 'Invalid webhook signature',
  paymentDismissed:
    'Payment was not completed. Your order is waiting for payment; the pieces stay reserved for 15 minutes.',
  onlinePaymentUnavailable: 'Online payment is not available at the moment. Please choose Cash on Delivery.',
  // Contact form (ours).
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
  contactSent: 'Thank you! Your message is on its way. We reply Monday to Friday, 9:00 to 18:00.',
  // Server-side validation and errors (ours, kept short and plain).
  invalidProductId: 'Invalid product id',
  invalidCategoryId: 'Invalid category id',
  routeNotFound: 'Route not found',
  invalidRequest: 'Invalid request',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong. Please try again.',
  serviceUnavailable: 'The shop is busy right now. Please try again in a moment.',
  // Bag limit (ours; ADR 0021).
  cartFull: `Your bag is full: it holds up to ${CART_MAX_LINES} pieces. Remove a piece before adding another.`,
  // Wishlist (ours; ADR 0038).
  savedToWishlist: 'Saved to your wishlist',
  loginToSaveToWishlist: 'Please log in to save pieces to your wishlist',
  loginToViewWishlist: 'Please log in to see your wishlist',
  removedFromWishlist: 'Removed from your wishlist',
  wishlistFull: `Your wishlist is full: it holds up to ${WISHLIST_MAX_ITEMS} pieces. Remove one before saving another.`,
} as const;

/** A PIN code outside the postal circles of the state given with it (ADR 0029). */
export function pinNotInStateMessage(pin: string, state: string): string {
  return `PIN code ${pin} is not in ${state}`;
}

/** The 409 naming a checkout's piece that is gone: sold, or reserved by another shopper's payment. */
export function pieceGoneMessage(title: string, status: 'sold' | 'reserved'): string {
  return status === 'reserved'
    ? `"${title}" is being bought by someone else right now. Please try again in a few minutes.`
    : `Sorry, "${title}" has just been sold.`;
}

/**
 * The 409 of a payment that came after its reservation lapsed and a piece was sold to someone
 * else (ADR 0008): the piece named, and the refund promised.
 */
export function paymentRefundedMessage(title: string | null): string {
  const gone = title ? pieceGoneMessage(title, 'sold') : 'Sorry, this order could not be completed.';
  return `${gone} Your payment arrived after the reservation ended, so it has been refunded in full.`;
}

/** "1 piece", "3 pieces". */
function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The 409 of an online checkout that would hold more than `limit` pieces reserved for the shopper
 * (ADR 0021); `held`: pieces their online orders awaiting payment already hold.
 */
export function reservedPiecesLimitMessage(limit: number, held: number): string {
  const most = `at most ${countOf(limit, 'piece', 'pieces')} can be reserved for you at a time`;
  if (held === 0)
    return `Online payment can reserve ${most}. Order fewer pieces online, or choose Cash on Delivery.`;
  return (
    `You already have ${countOf(held, 'piece', 'pieces')} reserved for online payment, and ${most}. ` +
    `Complete that payment or wait until its reservation ends (within ${RESERVATION_MINUTES} minutes), ` +
    'or choose Cash on Delivery.'
  );
}

/** What a shopper's unshipped orders hold, or what one order would add: pieces and rupees at list price. */
export interface HeldShare {
  pieces: number;
  rupees: number;
}

/**
 * The 409 of a checkout whose `order` would take what the shopper's unshipped orders of any payment
 * method `held` over the `most` one shopper may hold at a time (ADR 0021); rupees at list price.
 */
export function heldLimitMessage(most: HeldShare, held: HeldShare, order: HeldShare): string {
  const cap =
    `one shopper may hold at most ${countOf(most.pieces, 'piece', 'pieces')} ` +
    `worth up to ${formatRupees(most.rupees)} in orders not yet shipped`;
  const adding = `this order (${countOf(order.pieces, 'piece', 'pieces')}, ${formatRupees(order.rupees)})`;
  if (held.pieces === 0) return `Sorry, ${cap}, and ${adding} is more than that. Please order fewer pieces.`;
  return (
    `Your orders not yet shipped already hold ${countOf(held.pieces, 'piece', 'pieces')} ` +
    `worth ${formatRupees(held.rupees)}, and ${cap}, so ${adding} would go over. ` +
    'Please order fewer pieces, or order again once one of them has shipped (My Orders shows where they are).'
  );
}

/**
 * The 409 of a checkout by a shopper who already has `limit` orders not yet shipped
 * (ADR 0021); an order waiting for online payment counts until it is paid or lapses.
 */
export function openOrdersLimitMessage(limit: number): string {
  return (
    `You already have ${countOf(limit, 'order', 'orders')} waiting to be shipped, the most one shopper can have at a time. ` +
    'Please order again once one of them has shipped (My Orders shows where they are).'
  );
}
