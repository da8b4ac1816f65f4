import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileData } from '@shahi/contract';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const fields = [
  [msg`First name`, 'firstName'],
  [msg`Last name`, 'lastName'],
  [msg`Email`, 'email'],
  [msg`Phone number`, 'phoneNumber'],
] as const;

const gridClasses = 'grid gap-x-8 gap-y-5 sm:grid-cols-2';

/** Placeholder of the account details while the profile loads (announced as "Loading your details"). */
export function AccountDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your details`} className={gridClasses}>
      {fields.map(([, key]) => (
        <div key={key} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-48 max-w-full" />
        </div>
      ))}
    </div>
  );
}

interface AccountDetailsViewProps {
  profile: ProfileData;
  onEdit: () => void;
  /** Focus the Edit button on mount (coming back from edit mode). */
  focusEdit?: boolean;
}

/** View mode: first name, last name, email and phone, with an Edit button. */
export function AccountDetailsView({ profile, onEdit, focusEdit = false }: AccountDetailsViewProps) {
  const { i18n } = useLinguiRuntime();
  const editRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, when returning from edit mode.
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <dl className={gridClasses}>
        {fields.map(([label, key]) => (
          <div key={key} className="flex flex-col gap-1 border-b border-gold-300 pb-3">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{i18n._(label)}</dt>
            <dd className="break-words text-ink">{profile[key] || '—'}</dd>
          </div>
        ))}
      </dl>
      <Button ref={editRef} variant="outline" onClick={onEdit} className="self-start">
        <Trans>Edit</Trans>
      </Button>
    </div>
  );
}
