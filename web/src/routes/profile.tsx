import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { AddressesTab } from '#web/features/addresses/components/addresses-tab.tsx';
import { AccountPasswordForm } from '#web/features/auth/components/account-password-form.tsx';
import { NotificationsTab } from '#web/features/notifications/components/notifications-tab.tsx';
import { OrderList } from '#web/features/orders/components/order-list.tsx';
import { AccountDetails } from '#web/features/profile/components/account-details.tsx';
import { ProfileTabs } from '#web/features/profile/components/profile-tabs.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useSession } from '#web/lib/session.ts';

/** `/profile` (login needed): the side menu with Account Details, Change Password, Addresses, Orders and E-mail updates. */
export function ProfileRoute() {
  useDocumentTitle('My Profile');
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>My Profile</SectionHeading>
      {user?.firstName ? (
        <p className="-mt-2 mb-8 text-center text-ink-muted">Namaste, {user.firstName}</p>
      ) : null}
      <div className="rounded-sm border border-gold-300 bg-white p-5 shadow-sm md:p-8">
        <ProfileTabs
          tabs={[
            { id: 'account', label: 'Account Details', content: <AccountDetails /> },
            { id: 'password', label: 'Change Password', content: <AccountPasswordForm /> },
            { id: 'addresses', label: 'Addresses', content: <AddressesTab /> },
            { id: 'orders', label: 'Orders', content: <OrderList /> },
            { id: 'updates', label: 'E-mail updates', content: <NotificationsTab /> },
          ]}
        />
      </div>
    </div>
  );
}
