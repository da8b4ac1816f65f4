import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { useMediaQuery } from '#web/hooks/use-media-query.ts';

interface FilterPanelProps {
  /** The form's accessible name ("Filter orders"). */
  label: string;
  /** The search field, always shown. */
  search: ReactNode;
  /** The other filters, folded away on a phone unless some are in force. */
  children: ReactNode;
  activeCount: number;
  /** Where Clear leads (the list without filters). */
  clearHref: string;
  /** The form's values, as submitted (its filters are new, the page back to 1). */
  onApply: (form: FormData) => void;
}

/** A list's search and filters; applied on submit, so a phone keyboard's Go runs them. */
export function FilterPanel({ label, search, children, activeCount, clearHref, onApply }: FilterPanelProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="mb-6 rounded-sm border border-gold-300 bg-white p-4"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        {/* Level with the input: below the label (1.25rem line + 0.375rem gap). */}
        <button type="submit" className={buttonClasses('primary', 'md', 'mt-[1.625rem]')}>
          Apply
        </button>
      </div>
      <details open={wide || activeCount > 0} className="mt-3">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-maroon-700">
          Filters{activeCount ? ` (${activeCount} in force)` : ''}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {children}
          <div className="flex items-end">
            <Link to={clearHref} className={buttonClasses('ghost')}>
              Clear filters
            </Link>
          </div>
        </div>
      </details>
    </form>
  );
}
