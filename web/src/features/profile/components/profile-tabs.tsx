import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '#web/hooks/use-media-query.ts';

/** One tab of the profile's side menu; later issues add Addresses and Orders the same way. */
export interface ProfileTab {
  /** The `?tab=` value that opens it (the first tab needs none). */
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The profile's side menu (ARIA tabs): a vertical list beside the panel from 768 px, a grid of
 * two columns above it on phones. The open tab lives in the URL (`?tab=password`) so it can be linked and reloaded.
 */
export function ProfileTabs({ tabs }: { tabs: ProfileTab[] }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const vertical = useMediaQuery('(min-width: 768px)');
  const baseId = useId();
  const selected = tabs.find((tab) => tab.id === searchParams.get('tab')) ?? tabs[0];
  if (!selected) return null;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function select(tab: ProfileTab, focus: boolean) {
    setSearchParams(tab === tabs[0] ? {} : { tab: tab.id }, { replace: true });
    if (focus) document.getElementById(tabId(tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const position = tabs.findIndex((tab) => tab.id === selected?.id);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    let next: ProfileTab | undefined;
    if (step) next = tabs[(position + step + tabs.length) % tabs.length];
    if (event.key === 'Home') next = tabs[0];
    if (event.key === 'End') next = tabs[tabs.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:gap-10">
      <div
        role="tablist"
        aria-label={t`Profile sections`}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        className="grid grid-cols-2 gap-2 md:flex md:flex-col md:gap-1 md:self-start md:border-l-2 md:border-gold-300"
      >
        {tabs.map((tab) => {
          const active = tab === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab, false)}
              onKeyDown={onKeyDown}
              className={`min-h-11 rounded-sm border px-3 py-2 text-center text-xs font-semibold tracking-wider uppercase transition-colors md:-ml-0.5 md:rounded-none md:border-0 md:border-l-2 md:px-4 md:text-left md:text-sm ${
                active
                  ? 'border-maroon-700 bg-maroon-700 text-ivory md:border-maroon-700 md:bg-maroon-50 md:text-maroon-700'
                  : 'border-gold-300 text-ink-muted hover:text-maroon-700 md:border-transparent'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <section id={panelId} role="tabpanel" aria-labelledby={tabId(selected.id)} className="min-w-0">
        <h2 className="mb-5 font-display text-2xl font-semibold text-maroon-700">{selected.label}</h2>
        {selected.content}
      </section>
    </div>
  );
}
