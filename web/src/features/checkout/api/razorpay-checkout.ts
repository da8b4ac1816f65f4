/**
 * Razorpay Checkout's browser contract (docs/decisions/0008, "Checkout"), typed once: the
 * options `new Razorpay(options)` takes, what `handler` and `payment.failed` receive, and
 * `window.Razorpay` as both `checkout.js` and the server's test sandbox define it.
 */

/** What the widget's `handler` receives after a successful payment. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What `payment.failed` listeners receive; `description` is written for the shopper. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

/** `new Razorpay(options)`: `amount` in paise, `order_id` the gateway's `order_…`. */
export interface RazorpayCheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  image?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  modal?: { ondismiss?: () => void; escape?: boolean; backdropclose?: boolean; confirm_close?: boolean };
  handler: (response: RazorpaySuccessResponse) => void;
}

/** An opened (or openable) checkout widget. */
export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Defined by Razorpay's checkout.js or by the sandbox's stand-in (loadCheckoutScript). */
    Razorpay?: RazorpayConstructor;
  }
}

/** Razorpay's hosted widget, used when the server has keys. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The server's stand-in widget, used in the test sandbox (docs/decisions/0019). */
export const SANDBOX_CHECKOUT_URL = '/api/payments/sandbox/checkout.js';

/** The widget's theme colour: the shop's payment widget is blue (docs/product.md#checkout). */
export const CHECKOUT_THEME_COLOR = '#2563eb';

/** The script that defines `window.Razorpay` for an order: the sandbox's when the server says so. */
export function checkoutScriptUrl(sandbox: boolean): string {
  return sandbox ? SANDBOX_CHECKOUT_URL : RAZORPAY_CHECKOUT_URL;
}
