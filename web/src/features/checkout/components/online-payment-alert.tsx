import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { OnlinePaymentNotice } from '#web/features/checkout/hooks/use-online-payment.ts';

interface OnlinePaymentAlertProps {
  notice: OnlinePaymentNotice;
  /** A 409: one of the pieces went to someone else. */
  pieceGone: boolean;
  onRetry: () => void;
  retryDisabled: boolean;
}

const tones = {
  verified: 'success',
  confirming: 'info',
  dismissed: 'info',
  error: 'error',
  failed: 'error',
  unverified: 'error',
} as const;

const linkClasses = 'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900';

/**
 * What became of an online payment, announced at once in an in-page notice: verified in green, a
 * closed widget as information, failures in red; an order left waiting for payment links to My
 * Orders and, where the widget can reopen, offers another try.
 */
export function OnlinePaymentAlert({ notice, pieceGone, onRetry, retryDisabled }: OnlinePaymentAlertProps) {
  return (
    <FormAlert tone={tones[notice.kind]} urgent>
      <p>{notice.message}</p>
      {notice.detail ? <p className="mt-1 font-normal">{notice.detail}</p> : null}
      {pieceGone ? (
        <p className="mt-1 font-normal">
          <Trans>The order summary now shows what is still available.</Trans>
        </p>
      ) : null}
      {notice.pending ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {notice.canRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry} disabled={retryDisabled}>
              <Trans>Try paying again</Trans>
            </Button>
          ) : null}
          <Link to="/my-orders" className={linkClasses}>
            <Trans>Go to My Orders</Trans>
          </Link>
        </div>
      ) : null}
    </FormAlert>
  );
}
