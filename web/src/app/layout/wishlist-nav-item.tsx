import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useSession } from '#web/lib/session.ts';
import { navItemClasses } from './nav-styles.ts';

/** WISHLIST, for a signed-in shopper only (ADR 0038); nothing for a visitor. */
export function WishlistNavItem() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <li>
      <NavLink to="/wishlist" className={({ isActive }) => navItemClasses(isActive)}>
        <Trans>WISHLIST</Trans>
      </NavLink>
    </li>
  );
}
