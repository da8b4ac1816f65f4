import {
  alertMessages,
  type OwnerAlertKind,
  ownerAlertKindHints,
  ownerAlertKindLabels,
} from '@shahi/contract/schemas';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  useAlertPreferences,
  useSaveAlertPreference,
} from '#web/features/admin/api/alerts/alert-preferences.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

/**
 * `/admin/alerts`, "My alerts" (ADR 0062): which owner alerts the signed-in admin gets by mail, one
 * switch per kind with its label and what it means, saved at once ("Saved."), and where alerts go.
 * The shop's inbox gets every alert whatever an admin chooses.
 */
export function AlertsPage() {
  const preferences = useAlertPreferences();
  const save = useSaveAlertPreference();
  const saving = save.isPending ? save.variables?.kind : undefined;
  return (
    <>
      <PageHeader title="My alerts">
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">
          The shop mails you at once when something needs you. Switch off what you do not want; it is saved at
          once and only for you.
        </p>
      </PageHeader>
      <QueryState
        query={preferences}
        loading={<LoadingList label="Loading your alerts" rows={8} />}
        errorTitle={alertMessages.loadFailed}
        errorDetail={(failure) => failureMessage(failure, '')}
        compactRetry
      >
        {({ email, shopInbox, shopEmail, kinds }) => (
          <div className="flex max-w-2xl flex-col gap-4">
            <p className="text-sm text-ink">{alertMessages.goTo(email, shopInbox, shopEmail)}</p>
            <div>
              {save.isError ? (
                <FormAlert tone="error">{failureMessage(save.error, alertMessages.saveFailed)}</FormAlert>
              ) : save.isSuccess ? (
                <FormAlert tone="success">{alertMessages.saved}</FormAlert>
              ) : null}
            </div>
            <ul aria-label="Alerts" className="flex flex-col gap-2">
              {kinds.map(({ kind, on }) => (
                <AlertSwitch
                  key={kind}
                  kind={kind}
                  on={on}
                  busy={saving === kind}
                  onChange={(next) => save.mutate({ kind, on: next })}
                />
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </>
  );
}

/** One kind: a switch (a checkbox with role switch, 44 px tall to tap), its label and its line. */
function AlertSwitch({
  kind,
  on,
  busy,
  onChange,
}: {
  kind: OwnerAlertKind;
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = `alert-hint-${kind}`;
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-3">
      <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={hintId}
          className="mt-0.5 h-5 w-5 shrink-0 accent-maroon-700"
          checked={on}
          disabled={busy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="font-semibold">{ownerAlertKindLabels[kind]}</span>
          <span id={hintId} className="block text-ink-muted">
            {ownerAlertKindHints[kind]}
          </span>
        </span>
      </label>
    </li>
  );
}
