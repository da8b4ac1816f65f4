import type { ReactNode } from 'react';
import { navItemClasses } from './nav-styles.ts';
import type { useNavMenu } from './use-nav-menu.ts';

interface MenuButtonProps {
  /** The menu it opens (`useNavMenu`). */
  menu: Pick<ReturnType<typeof useNavMenu>, 'buttonRef' | 'open' | 'panelId' | 'toggle' | 'onButtonKeyDown'>;
  /** Whether the current page is one of the menu's, for the nav item's active style. */
  active: boolean;
  children: ReactNode;
}

/** The disclosure button of a nav dropdown (CATEGORY, ME): its label and a ▾ that turns while open. */
export function MenuButton({ menu, active, children }: MenuButtonProps) {
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      onClick={menu.toggle}
      onKeyDown={menu.onButtonKeyDown}
      className={`${navItemClasses(active)} w-full`}
    >
      {children}
      <span aria-hidden="true" className={`text-xs transition-transform ${menu.open ? 'rotate-180' : ''}`}>
        ▾
      </span>
    </button>
  );
}
