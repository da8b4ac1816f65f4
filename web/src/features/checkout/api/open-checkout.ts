import type { VerifyPaymentRequest } from '@shahi/contract';
import { getShopConfig } from '#web/lib/config.ts';
import type { OnlinePaymentStart } from './create-online-order.ts';
import { CHECKOUT_THEME_COLOR, type RazorpayConstructor } from './razorpay-checkout.ts';

/** Who pays, prefilled in the widget. */
export interface Payer {
  name: string;
  email: string;
  contact: string;
}

/** What the page does with the widget's outcomes. */
export interface CheckoutCallbacks {
  /** The widget took the payment: the verification payload, our order id included. */
  onPaid: (payload: VerifyPaymentRequest) => void;
  /** The shopper closed the widget. */
  onDismiss: () => void;
  /** An attempt failed (the widget may stay open for another); `reason` is Razorpay's description. */
  onFailed: (reason: string | undefined) => void;
}

/**
 * Opens the widget for a created order: title the shop's name, theme blue,
 * amount in paise and Razorpay's `order_…` as the server gave them, the payer prefilled.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  start: OnlinePaymentStart,
  payer: Payer,
  description: string,
  { onPaid, onDismiss, onFailed }: CheckoutCallbacks,
): void {
  const widget = new Razorpay({
    key: start.key,
    amount: start.amount,
    currency: start.currency,
    name: getShopConfig().shopName,
    description,
    order_id: start.razorpayOrderId,
    prefill: payer,
    theme: { color: CHECKOUT_THEME_COLOR },
    handler: (response) =>
      onPaid({
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
        orderId: start.orderId,
      }),
    modal: { ondismiss: onDismiss },
  });
  widget.on('payment.failed', (response) => onFailed(response?.error?.description?.trim() || undefined));
  widget.open();
}
