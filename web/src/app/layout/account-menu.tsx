import { useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { endSession } from '../../lib/session.ts';
import { navItemClasses } from './nav-styles.ts';

const entryClasses =
  'block w-full px-4 py-2.5 text-left text-sm hover:bg-maroon-50 hover:text-maroon-800 max-md:hover:bg-maroon-700 max-md:hover:text-gold-300 md:focus-visible:outline-maroon-700';

/**
 * The ME menu (spec §2): a disclosure button over Profile and Logout. Arrow keys move between
 * the entries; Escape, a click outside and any navigation close it. Logout clears the token,
 * forgets the account's cached data and goes to "/".
 */
export function AccountMenu() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  const entries = () =>
    Array.from(containerRef.current?.querySelectorAll<HTMLElement>('[data-menu-entry]') ?? []);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpenAt(location.key);
    // The entries render with the panel; focus the first once it is there.
    requestAnimationFrame(() => entries()[0]?.focus());
  }

  function onEntryKeyDown(event: KeyboardEvent<HTMLElement>) {
    const all = entries();
    const position = all.indexOf(event.currentTarget);
    const target = {
      ArrowDown: all[(position + 1) % all.length],
      ArrowUp: all[(position - 1 + all.length) % all.length],
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  async function logout() {
    setOpenAt(null);
    // Leave first, rendered at once (the router otherwise renders in a transition, after the
    // session has ended): a page that needs a login is gone before it could send the shopper to /login.
    await navigate('/', { flushSync: true });
    endSession();
    queryClient.removeQueries({ queryKey: ['account'] });
  }

  // Escape closes this menu only, not the folded navigation around it on phones (whose own
  // Escape listener is on the document); Tab out of the menu closes it so it hides nothing.
  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close(true);
  }
  function onMenuBlur(event: FocusEvent<HTMLElement>) {
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close(false);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: catches Escape and Tab-out from the button and entries inside.
    <div ref={containerRef} className="relative" onKeyDown={onMenuKeyDown} onBlur={onMenuBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={onButtonKeyDown}
        className={`${navItemClasses(location.pathname === '/profile')} w-full`}
      >
        ME
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open ? (
        <ul
          id={panelId}
          className="bg-maroon-800 py-1 text-ivory md:absolute md:top-full md:right-0 md:z-40 md:mt-1 md:min-w-44 md:rounded-sm md:bg-ivory md:text-ink md:shadow-lg md:ring-1 md:ring-gold-500"
        >
          <li>
            <Link to="/profile" data-menu-entry onKeyDown={onEntryKeyDown} className={entryClasses}>
              Profile
            </Link>
          </li>
          <li>
            <button
              type="button"
              data-menu-entry
              onKeyDown={onEntryKeyDown}
              onClick={logout}
              className={entryClasses}
            >
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
