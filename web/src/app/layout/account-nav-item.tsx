import { NavLink } from 'react-router';
import { navItemClasses } from './nav-styles.ts';

/**
 * The account entry of the navigation. Visitors get LOGIN; once accounts ship, a signed-in
 * shopper gets the ME menu (Profile, Logout) here instead — this is the only place to change.
 */
export function AccountNavItem() {
  return (
    <NavLink to="/login" className={({ isActive }) => navItemClasses(isActive)}>
      LOGIN
    </NavLink>
  );
}
