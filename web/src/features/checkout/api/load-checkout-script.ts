import { messages } from '@shahi/contract';
import type { RazorpayConstructor } from './razorpay-checkout.ts';

/** How long the widget's script may take before the shopper is told it is unavailable. */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 20_000;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Adds `<script src>` to the page once and resolves with `window.Razorpay` once it exists. A
 * load error, a script that defines no `Razorpay`, or `timeoutMs` without an answer rejects with
 * messages.paymentGatewayUnavailable and removes the script, so a later call tries afresh.
 */
export function loadCheckoutScript(
  src: string,
  timeoutMs = CHECKOUT_SCRIPT_TIMEOUT_MS,
): Promise<RazorpayConstructor> {
  const ready = window.Razorpay;
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(src);
  if (pending) return pending;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const settle = (Razorpay: RazorpayConstructor | undefined) => {
      clearTimeout(timer);
      if (Razorpay) {
        resolve(Razorpay);
        return;
      }
      script.remove();
      loading.delete(src);
      reject(new Error(messages.paymentGatewayUnavailable));
    };
    const timer = setTimeout(() => settle(undefined), timeoutMs);
    script.addEventListener('load', () => settle(window.Razorpay), { once: true });
    script.addEventListener('error', () => settle(undefined), { once: true });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
