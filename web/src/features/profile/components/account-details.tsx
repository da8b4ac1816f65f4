import { useState } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useMyProfile } from '#web/features/profile/api/get-my-profile.ts';
import { useSession } from '#web/lib/session.ts';
import { AccountDetailsForm } from './account-details-form.tsx';
import { AccountDetailsSkeleton, AccountDetailsView } from './account-details-view.tsx';

/** The Account Details tab of /profile: view mode, Edit, then Save or Cancel. */
export function AccountDetails() {
  const { user } = useSession();
  const profile = useMyProfile(user?.userId ?? '');
  // Where focus goes on return to view mode: the Edit button, not the top of the page.
  const [mode, setMode] = useState<'view' | 'edit' | 'back'>('view');

  if (!user) return null;
  return (
    <QueryState query={profile} loading={<AccountDetailsSkeleton />} errorTitle={(error) => error.message}>
      {(details) =>
        mode === 'edit' ? (
          <AccountDetailsForm userId={user.userId} profile={details} onDone={() => setMode('back')} />
        ) : (
          <AccountDetailsView profile={details} focusEdit={mode === 'back'} onEdit={() => setMode('edit')} />
        )
      }
    </QueryState>
  );
}
