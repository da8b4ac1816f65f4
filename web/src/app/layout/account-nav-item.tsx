import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { navItemClasses } from './nav-styles.ts';

/** The account entry of the navigation: LOGIN for visitors, the ME menu for a logged-in shopper. */
export function AccountNavItem() {
  const { user } = useSession();
  if (user) return <AccountMenu />;
  return (
    <NavLink to="/login" className={({ isActive }) => navItemClasses(isActive)}>
      <Trans>LOGIN</Trans>
    </NavLink>
  );
}
