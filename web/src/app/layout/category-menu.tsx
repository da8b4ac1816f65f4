import { Trans } from '@lingui/react/macro';
import type { Category } from '@shahi/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useActiveCategories } from '#web/features/catalog/api/get-active-categories.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { MenuButton } from './menu-button.tsx';
import { useNavMenu } from './use-nav-menu.ts';

interface CategoryLinksProps {
  categories: UseQueryResult<Category[]>;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

function CategoryLinks({ categories, onKeyDown }: CategoryLinksProps) {
  const local = useLocalized();
  const message = 'px-4 py-2 text-sm';
  if (categories.isPending)
    return (
      <p className={message}>
        <Trans>Loading categories…</Trans>
      </p>
    );
  if (categories.isError)
    return (
      <p className={message}>
        <Trans>Categories are unavailable right now.</Trans>
      </p>
    );
  if (categories.data.length === 0)
    return (
      <p className={message}>
        <Trans>No categories yet.</Trans>
      </p>
    );
  return (
    <ul className="py-1">
      {categories.data.map((category) => (
        <li key={category._id}>
          <NavLink
            to={`/collection/${category._id}`}
            onKeyDown={onKeyDown}
            className={({ isActive }) =>
              `block px-4 py-2.5 text-sm hover:bg-maroon-50 hover:text-maroon-800 max-md:hover:bg-maroon-700 max-md:hover:text-gold-300 md:focus-visible:outline-maroon-700 ${
                isActive ? 'font-bold' : ''
              }`
            }
          >
            {local(category, 'name')}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The CATEGORY dropdown: a disclosure button (aria-expanded) over links to /collection/{id}.
 * Arrow keys move between links; it closes on Escape, a click outside and any navigation.
 */
export function CategoryMenu() {
  const location = useLocation();
  // Loaded with the page, so the list is ready when opened.
  const categories = useActiveCategories();
  const menu = useNavMenu<HTMLLIElement>('a[href]', categories.isPending);

  return (
    <li ref={menu.containerRef} className="relative" onKeyDown={menu.onMenuKeyDown} onBlur={menu.onMenuBlur}>
      <MenuButton menu={menu} active={location.pathname.startsWith('/collection/')}>
        <Trans>CATEGORY</Trans>
      </MenuButton>
      {menu.open ? (
        <div
          id={menu.panelId}
          className="bg-maroon-800 text-ivory md:absolute md:top-full md:left-0 md:z-40 md:mt-1 md:min-w-60 md:rounded-sm md:bg-ivory md:text-ink md:shadow-lg md:ring-1 md:ring-gold-500"
        >
          <CategoryLinks categories={categories} onKeyDown={menu.onEntryKeyDown} />
        </div>
      ) : null}
    </li>
  );
}
