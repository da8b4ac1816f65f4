import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

/** When the shop answers: shown on the contact page (a catalogue message; show it with `i18n._`). */
export const CONTACT_HOURS = msg`Monday to Friday, 9:00 to 18:00`;

/** The store hours and what they mean for replies. */
export function StoreHours() {
  const { i18n } = useLingui();
  return (
    <div className="space-y-1 text-ink">
      <p className="font-semibold">{i18n._(CONTACT_HOURS)}</p>
      <p className="text-sm text-ink-muted">
        <Trans>
          Indian Standard Time; closed on weekends and public holidays. Messages sent outside these hours are
          answered on the next working day.
        </Trans>
      </p>
    </div>
  );
}
