import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useMyProfile } from '#web/features/profile/api/get-my-profile.ts';
import { useSession } from '#web/lib/session.ts';
import { AccountDetailsForm } from './account-details-form.tsx';
import { AccountDetailsSkeleton, AccountDetailsView } from './account-details-view.tsx';

/** The Account Details tab (spec §2 /profile, §4 Profile edit): view mode, Edit, then Save or Cancel. */
export function AccountDetails() {
  const { user } = useSession();
  const profile = useMyProfile(user?.userId ?? '');
  // Where focus goes on return to view mode: the Edit button, not the top of the page.
  const [mode, setMode] = useState<'view' | 'edit' | 'back'>('view');

  if (!user) return null;
  if (profile.isPending) return <AccountDetailsSkeleton />;
  if (profile.isError) {
    return (
      <Notice
        tone="error"
        title={profile.error.message}
        actions={<Button onClick={() => profile.refetch()}>Retry</Button>}
      />
    );
  }
  if (mode === 'edit') {
    return <AccountDetailsForm userId={user.userId} profile={profile.data} onDone={() => setMode('back')} />;
  }
  return (
    <AccountDetailsView profile={profile.data} focusEdit={mode === 'back'} onEdit={() => setMode('edit')} />
  );
}
