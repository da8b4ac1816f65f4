import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * "Send me order updates on WhatsApp" (docs/decisions/0067-order-updates-on-whatsapp.md): unticked
 * unless the account already opted in; the updates go to the order's contact phone, and the note
 * says how to stop them (reply STOP). The order sends the choice as `whatsappOptIn`.
 */
export function WhatsAppOptInField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-maroon-700"
          aria-describedby="whatsapp-opt-in-note"
          {...registration}
        />
        <Trans>Send me order updates on WhatsApp</Trans>
      </label>
      <p id="whatsapp-opt-in-note" className="pl-8 text-xs text-ink-muted">
        <Trans>Reply STOP at any time to stop them.</Trans>
      </p>
    </div>
  );
}
