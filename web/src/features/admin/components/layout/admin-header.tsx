import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getShopConfig } from '#web/lib/config.ts';

/** The back office's maroon bar: crest, shop name and "Back office", and what `actions` holds on the right. */
export function AdminHeader({ crest, actions }: { crest?: ReactNode; actions?: ReactNode }) {
  const { shopName } = getShopConfig();
  return (
    <header data-surface="dark" className="border-b-2 border-gold-500 bg-maroon-700 text-ivory">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-2 px-4 py-2">
        <Link to="/admin" className="flex min-w-0 items-center gap-3 rounded-sm">
          {crest}
          <span className="min-w-0">
            <span className="block truncate font-display text-xl leading-tight sm:text-2xl font-semibold text-gold-300">
              {shopName}
            </span>
            <span className="block text-[0.65rem] font-semibold tracking-[0.2em] whitespace-nowrap text-ivory/90 uppercase sm:text-xs sm:tracking-[0.25em]">
              Back office
            </span>
          </span>
        </Link>
        {actions ? <div className="flex shrink-0 items-center">{actions}</div> : null}
      </div>
    </header>
  );
}

/** Classes of the header's small links and buttons (gold on maroon, 44 px tall). */
export const headerActionClasses =
  'flex min-h-11 items-center rounded-sm px-1.5 text-xs font-semibold whitespace-nowrap text-ivory uppercase hover:text-gold-300 sm:px-3 sm:text-sm sm:tracking-wider';
