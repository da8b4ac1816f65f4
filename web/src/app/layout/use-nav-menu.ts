import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '#web/hooks/use-dismiss.ts';

/**
 * A navigation dropdown's state and keyboard (the CATEGORY and ME menus; WCAG 2.1.1, the ARIA
 * disclosure pattern): open "at" a location, so any navigation closes it; ArrowDown on the button
 * opens it and focuses the first entry (once entries matching `entrySelector` are there, or
 * `loading` ends); arrows, Home and End move between entries; Escape closes this menu only (not
 * the folded phone navigation around it, whose own Escape listener is on the document) and gives
 * focus back to the button; tabbing out or a click outside closes it.
 */
export function useNavMenu<Container extends HTMLElement>(entrySelector: string, loading = false) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [focusFirst, setFocusFirst] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpenAt(null);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  useDismiss(containerRef, open, close);

  const entries = () => Array.from(containerRef.current?.querySelectorAll<HTMLElement>(entrySelector) ?? []);

  useEffect(() => {
    if (!open || !focusFirst) return;
    const first = entries()[0];
    if (first) first.focus();
    if (first || !loading) setFocusFirst(false);
  });

  return {
    open,
    close,
    containerRef,
    buttonRef,
    panelId,
    toggle: () => setOpenAt(open ? null : location.key),
    onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpenAt(location.key);
      setFocusFirst(true);
    },
    onEntryKeyDown(event: KeyboardEvent<HTMLElement>) {
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
    },
    onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close(true);
    },
    onMenuBlur(event: FocusEvent<HTMLElement>) {
      if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close(false);
    },
  };
}
