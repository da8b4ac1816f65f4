import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDismiss } from '#web/hooks/use-dismiss.ts';
import { AccountNavItem } from './account-nav-item.tsx';
import { BagNavItem } from './bag-nav-item.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { navItemClasses } from './nav-styles.ts';
import { WishlistNavItem } from './wishlist-nav-item.tsx';

export type NavigationVariant = 'full' | 'reduced';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The main navigation: HOME, CATEGORY, SHOPPING BAG, WISHLIST (signed in), the account entry and
 * the language switcher; the product page's reduced variant has only HOME, SHOPPING BAG and the
 * switcher (on its own line on a phone). Below 768 px the full one folds behind a menu button.
 */
export function MainNav({ variant }: { variant: NavigationVariant }) {
  const { t } = useLingui();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const full = variant === 'full';

  const close = useCallback((restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);
  useDismiss(navRef, open, close);

  const listClasses = full
    ? `${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-40 flex-col border-b-2 border-gold-500 bg-maroon-800 px-2 py-2 md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0`
    : 'flex flex-row flex-wrap items-center justify-center';

  return (
    <nav
      ref={navRef}
      aria-label={t`Main`}
      className={
        full
          ? undefined
          : 'max-md:-mx-4 max-md:mt-2 max-md:-mb-3 max-md:w-[calc(100%+2rem)] max-md:border-t max-md:border-gold-500/40'
      }
    >
      {full ? (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t`Menu`}
          onClick={() => setOpenAt(open ? null : location.key)}
          className="flex h-11 w-11 items-center justify-center rounded-sm text-gold-300 md:hidden"
        >
          <MenuIcon open={open} />
        </button>
      ) : null}
      <ul id={listId} className={listClasses}>
        <li>
          <NavLink to="/" end className={({ isActive }) => navItemClasses(isActive)}>
            <Trans>HOME</Trans>
          </NavLink>
        </li>
        {full ? <CategoryMenu /> : null}
        <li>
          <BagNavItem />
        </li>
        {full ? <WishlistNavItem /> : null}
        {full ? (
          <li>
            <AccountNavItem />
          </li>
        ) : null}
        <li
          className={
            full
              ? 'max-md:mt-1 max-md:border-t max-md:border-gold-500/40 max-md:pt-1 md:ml-2 md:border-l md:border-gold-500/40 md:pl-2'
              : 'md:ml-2 md:border-l md:border-gold-500/40 md:pl-2'
          }
        >
          <LanguageSwitcher />
        </li>
      </ul>
    </nav>
  );
}
