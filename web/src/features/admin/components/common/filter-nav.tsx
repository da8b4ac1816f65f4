import { Link } from 'react-router';

/** One choice of a filter nav: `value` is what the list is filtered by ('' = all). */
export interface FilterChoice {
  value: string;
  label: string;
}

interface FilterNavProps {
  /** The nav's accessible name ("Which grievances"). */
  label: string;
  choices: readonly FilterChoice[];
  /** The value in force, marked `aria-current="page"`. */
  current: string;
  /** The link of a choice (its list from page 1). */
  hrefOf: (value: string) => string;
  className?: string;
}

/** A list's filter as a row of links, 44 px tall for a thumb; the one in force filled maroon. */
export function FilterNav({ label, choices, current, hrefOf, className = '' }: FilterNavProps) {
  return (
    <nav aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {choices.map((choice) => (
        <Link
          key={choice.label}
          to={hrefOf(choice.value)}
          aria-current={current === choice.value ? 'page' : undefined}
          className={`flex min-h-11 items-center rounded-sm border px-4 text-sm font-semibold ${
            current === choice.value
              ? 'border-maroon-700 bg-maroon-700 text-ivory'
              : 'border-gold-700 bg-white text-ink hover:border-maroon-700'
          }`}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}
