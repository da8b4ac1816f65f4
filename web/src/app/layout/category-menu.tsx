import type { Category } from '@shahi/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useActiveCategories } from '../../features/catalog/api/get-active-categories.ts';
import { useDismiss } from '../../hooks/use-dismiss.ts';
import { navItemClasses } from './nav-styles.ts';

interface CategoryLinksProps {
  categories: UseQueryResult<Category[]>;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
}

function CategoryLinks({ categories, onKeyDown }: CategoryLinksProps) {
  const message = 'px-4 py-2 text-sm';
  if (categories.isPending) return <p className={message}>Loading categories…</p>;
  if (categories.isError) return <p className={message}>Categories are unavailable right now.</p>;
  if (categories.data.length === 0) return <p className={message}>No categories yet.</p>;
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
            {category.name}
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
  // Open "at" a location: navigating elsewhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [focusFirst, setFocusFirst] = useState(false);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  const links = () => Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  // After ArrowDown opened the menu, focus its first link as soon as the links are there.
  useEffect(() => {
    if (!open || !focusFirst) return;
    const first = links()[0];
    if (first) first.focus();
    if (first || !categories.isPending) setFocusFirst(false);
  });

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpenAt(location.key);
    setFocusFirst(true);
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const all = links();
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
    <li ref={containerRef} className="relative" onKeyDown={onMenuKeyDown} onBlur={onMenuBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={onButtonKeyDown}
        className={`${navItemClasses(location.pathname.startsWith('/collection/'))} w-full`}
      >
        CATEGORY
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="bg-maroon-800 text-ivory md:absolute md:top-full md:left-0 md:z-40 md:mt-1 md:min-w-60 md:rounded-sm md:bg-ivory md:text-ink md:shadow-lg md:ring-1 md:ring-gold-500"
        >
          <CategoryLinks categories={categories} onKeyDown={onLinkKeyDown} />
        </div>
      ) : null}
    </li>
  );
}
