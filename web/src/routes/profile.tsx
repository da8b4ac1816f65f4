import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { AddressesTab } from '#web/features/addresses/components/addresses-tab.tsx';
import { AccountPasswordForm } from '#web/features/auth/components/account-password-form.tsx';
import { MobileNumberLink } from '#web/features/auth/components/mobile-number-link.tsx';
import { NotificationsTab } from '#web/features/notifications/components/notifications-tab.tsx';
import { OrderList } from '#web/features/orders/components/order-list.tsx';
import { myProfileQueryOptions, useMyProfile } from '#web/features/profile/api/get-my-profile.ts';
import { AccountDetails } from '#web/features/profile/components/account-details.tsx';
import { LanguagePreference } from '#web/features/profile/components/language-preference.tsx';
import { ProfileTabs } from '#web/features/profile/components/profile-tabs.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The Account Details tab: the details (view / edit), the sign-in mobile number (or "Add mobile
 * number"; docs/decisions/0066-sign-in-by-mobile.md) and the account's language (ADR 0065).
 */
function AccountTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const profile = useMyProfile(userId);
  return (
    <div className="flex flex-col gap-10">
      <AccountDetails />
      {profile.data ? (
        <MobileNumberLink
          mobileNumber={profile.data.mobileNumber ?? null}
          onLinked={() => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions(userId).queryKey })}
        />
      ) : null}
      <LanguagePreference />
    </div>
  );
}

/** `/profile` (login needed): the side menu with Account Details, Change Password, Addresses, Orders and E-mail updates. */
export function ProfileRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`My Profile`);
  const { user } = useSession();
  const firstName = user?.firstName;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>{t`My Profile`}</SectionHeading>
      {firstName ? <p className="-mt-2 mb-8 text-center text-ink-muted">{t`Namaste, ${firstName}`}</p> : null}
      <div className="rounded-sm border border-gold-300 bg-white p-5 shadow-sm md:p-8">
        <ProfileTabs
          tabs={[
            {
              id: 'account',
              label: t`Account Details`,
              content: user ? <AccountTab userId={user.userId} /> : null,
            },
            { id: 'password', label: t`Change Password`, content: <AccountPasswordForm /> },
            { id: 'addresses', label: t`Addresses`, content: <AddressesTab /> },
            { id: 'orders', label: t`Orders`, content: <OrderList /> },
            { id: 'updates', label: t`E-mail updates`, content: <NotificationsTab /> },
          ]}
        />
      </div>
    </div>
  );
}
