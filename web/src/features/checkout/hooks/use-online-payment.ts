import { useLingui } from '@lingui/react/macro';
import { type CheckoutRequest, RESERVATION_MINUTES, type VerifyPaymentRequest } from '@shahi/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  createOnlineOrder,
  type OnlinePaymentStart,
  PaymentDetailsMissingError,
} from '#web/features/checkout/api/create-online-order.ts';
import { loadCheckoutScript } from '#web/features/checkout/api/load-checkout-script.ts';
import { openCheckout, type Payer } from '#web/features/checkout/api/open-checkout.ts';
import { isPieceGone } from '#web/features/checkout/api/piece-gone.ts';
import { checkoutScriptUrl } from '#web/features/checkout/api/razorpay-checkout.ts';
import { verifyPayment } from '#web/features/checkout/api/verify-payment.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/** creating: order/create is on its way; paying: the widget is open; verifying: the server checks the payment. */
export type OnlinePaymentPhase = 'idle' | 'creating' | 'paying' | 'verifying' | 'verified';

/** A notice under the form; `pending` ones concern an order that waits for payment (My Orders link). */
export interface OnlinePaymentNotice {
  kind: 'error' | 'failed' | 'dismissed' | 'unverified' | 'verified' | 'confirming';
  message: string;
  detail?: string;
  pending?: boolean;
  /** The same order's payment can be tried again (the widget reopens; no new order). */
  canRetry?: boolean;
}

/**
 * Online checkout (docs/product.md#checkout): create the order, open Razorpay's widget (or the
 * sandbox's), verify a payment with the server, then `onVerified(message, tone)` — tone `info`
 * when the server is still confirming the payment (its 202: the order waits in My Orders), else
 * `success`. Every outcome leaves the phase idle (or verified), so Place Order is never stuck.
 */
export function useOnlinePayment(
  userId: string,
  onVerified: (message: string, tone: 'success' | 'info') => void,
) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const messages = useMessages('messages');
  const minutes = RESERVATION_MINUTES;
  const waitingGuidance = t`Your order is waiting for payment and the pieces stay reserved for ${minutes} minutes: try again, or find the order in My Orders.`;
  const [phase, setPhase] = useState<OnlinePaymentPhase>('idle');
  const [notice, setNotice] = useState<OnlinePaymentNotice | null>(null);
  const [sandbox, setSandbox] = useState(false);
  const [pieceGone, setPieceGone] = useState(false);
  // The created order, so a dismissed or failed payment is retried on it rather than on a new one.
  const attempt = useRef<{ start: OnlinePaymentStart; payer: Payer; description: string } | null>(null);

  const refresh = (all: boolean) => {
    // While the order waits for payment its pieces are reserved; the page keeps showing them.
    const isCheckout = (key: QueryKey) => key[2] === 'checkout';
    void queryClient.invalidateQueries({
      queryKey: ['account', userId],
      predicate: (query) => all || !isCheckout(query.queryKey),
    });
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  };
  const stopPaying = () => setPhase((now) => (now === 'paying' ? 'idle' : now));

  const verify = async (payload: VerifyPaymentRequest) => {
    setPhase('verifying');
    try {
      const verified = await verifyPayment(payload);
      const { confirming } = verified;
      const message = translateMessage(verified.message);
      setPhase('verified');
      setNotice({ kind: confirming ? 'confirming' : 'verified', message });
      refresh(true);
      onVerified(message, confirming ? 'info' : 'success');
    } catch {
      setPhase('idle');
      setNotice({ kind: 'unverified', message: messages.paymentVerificationFailedSupport, pending: true });
      refresh(false);
    }
  };

  const pay = async () => {
    if (!attempt.current) return;
    const { start, payer, description } = attempt.current;
    setPhase('paying');
    setNotice(null);
    // Set once the widget reports a payment, so a close that follows it is not "not completed".
    let paid = false;
    try {
      const Razorpay = await loadCheckoutScript(checkoutScriptUrl(start.sandbox));
      openCheckout(Razorpay, start, payer, description, {
        onPaid: (payload) => {
          paid = true;
          void verify(payload);
        },
        onDismiss: () => {
          if (paid) return;
          stopPaying();
          // A failure's reason says more than "not completed"; keep it when the widget closes after one.
          setNotice((shown) =>
            shown?.kind === 'failed'
              ? shown
              : { kind: 'dismissed', message: messages.paymentDismissed, pending: true, canRetry: true },
          );
        },
        onFailed: (reason) => {
          stopPaying();
          const message = reason
            ? t`Payment failed: ${reason}`
            : t`Payment failed: the payment did not go through.`;
          setNotice({ kind: 'failed', message, detail: waitingGuidance, pending: true, canRetry: true });
        },
      });
    } catch (error) {
      setPhase('idle');
      const message = translateMessage(
        error instanceof Error ? error.message : messages.paymentGatewayUnavailable,
      );
      setNotice({ kind: 'error', message, detail: waitingGuidance, pending: true, canRetry: true });
    }
  };

  /** Places `order` (paymentMethod "online") and opens the widget for it. */
  const start = async (order: CheckoutRequest, payer: Payer, description: string) => {
    setPhase('creating');
    setNotice(null);
    setPieceGone(false);
    attempt.current = null;
    try {
      const created = await createOnlineOrder(order);
      attempt.current = { start: created, payer, description };
      setSandbox(created.sandbox);
      refresh(false);
    } catch (error) {
      setPhase('idle');
      const gone = isPieceGone(error);
      setPieceGone(gone);
      const message = translateMessage(
        error instanceof PaymentDetailsMissingError
          ? error.message
          : failureMessage(error, messages.somethingWentWrong),
      );
      setNotice({ kind: 'error', message });
      refresh(gone);
      return;
    }
    await pay();
  };

  /** Clears the notice of an earlier attempt (when the shopper places the order another way). */
  const clear = () => {
    setNotice(null);
    setPieceGone(false);
  };

  return { phase, notice, sandbox, pieceGone, start, retry: pay, clear };
}
