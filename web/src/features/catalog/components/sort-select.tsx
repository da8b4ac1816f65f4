import { type SortOptionValue, sortOptions } from '@shahi/contract';
import { useId } from 'react';

/** The "Sort by" dropdown with the five options of spec §2 ("All" keeps the server's default order). */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOptionValue;
  onChange: (value: SortOptionValue) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortOptionValue)}
        className="h-11 rounded-sm border border-gold-500 bg-white px-3 text-ink"
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
