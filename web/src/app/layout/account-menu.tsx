import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useLogout } from '#web/lib/logout.ts';
import { MenuButton } from './menu-button.tsx';
import { useNavMenu } from './use-nav-menu.ts';

const entryClasses =
  'block w-full px-4 py-2.5 text-left text-sm hover:bg-maroon-50 hover:text-maroon-800 max-md:hover:bg-maroon-700 max-md:hover:text-gold-300 md:focus-visible:outline-maroon-700';

/**
 * The ME menu: a disclosure button over Profile and Logout. Arrow keys move between
 * the entries; Escape, a click outside and any navigation close it. Logout clears the token,
 * forgets the account's cached data and goes to "/".
 */
export function AccountMenu() {
  const location = useLocation();
  const leave = useLogout();
  const menu = useNavMenu<HTMLDivElement>('[data-menu-entry]');

  function logout() {
    menu.close(false);
    leave();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape and Tab-out from the button and entries inside.
    <div ref={menu.containerRef} className="relative" onKeyDown={menu.onMenuKeyDown} onBlur={menu.onMenuBlur}>
      <MenuButton menu={menu} active={location.pathname === '/profile'}>
        <Trans>ME</Trans>
      </MenuButton>
      {menu.open ? (
        <ul
          id={menu.panelId}
          className="bg-maroon-800 py-1 text-ivory md:absolute md:top-full md:right-0 md:z-40 md:mt-1 md:min-w-44 md:rounded-sm md:bg-ivory md:text-ink md:shadow-lg md:ring-1 md:ring-gold-500"
        >
          <li>
            <Link to="/profile" data-menu-entry onKeyDown={menu.onEntryKeyDown} className={entryClasses}>
              <Trans>Profile</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-menu-entry
              onKeyDown={menu.onEntryKeyDown}
              onClick={logout}
              className={entryClasses}
            >
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
