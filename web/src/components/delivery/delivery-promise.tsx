import type { DeliveryEstimate } from '@shahi/contract/schemas';
import type { ReactNode } from 'react';
import { deliveryPromiseText } from '#web/lib/delivery.ts';
import { useMessages } from '#web/lib/use-messages.ts';

interface DeliveryPromiseProps {
  /** The estimate once answered. */
  estimate: DeliveryEstimate | undefined;
  /** The estimate is being fetched. */
  pending: boolean;
  /** The estimate could not be fetched (network, rate limit): said softly, nothing is blocked. */
  failed: boolean;
  className?: string;
}

/**
 * The delivery promise for one PIN (ADR 0064), on the product page and at checkout: "Delivery by
 * Wed, 2 Dec · Cash on delivery available", "Cash on delivery not available here — pay online",
 * or "We can't deliver to 744101 yet", in the page's language. Announced politely as it changes.
 */
export function DeliveryPromise({ estimate, pending, failed, className = '' }: DeliveryPromiseProps) {
  const pinCodeMessages = useMessages('pinCode');
  let content: ReactNode = null;
  if (pending) {
    content = <span className="text-ink-muted">{pinCodeMessages.deliveryChecking}</span>;
  } else if (failed) {
    content = <span className="text-ink-muted">{pinCodeMessages.deliveryUnknown}</span>;
  } else if (estimate) {
    const text = deliveryPromiseText(estimate);
    content = text.served ? (
      <>
        <span className="font-semibold text-sale">{text.headline}</span>
        <span aria-hidden="true"> · </span>
        <span className={estimate.codAvailable ? 'text-ink' : 'text-maroon-700'}>{text.cod}</span>
      </>
    ) : (
      <span className="font-semibold text-maroon-700">{text.headline}</span>
    );
  }
  return (
    <p data-testid="delivery-promise" aria-live="polite" className={`text-sm ${className}`}>
      {content}
    </p>
  );
}
