import { sortOptions } from '@shahi/contract';
import { useId } from 'react';

/**
 * The "Sort by" dropdown: by default the shop's five options ("All" keeps the server's
 * default order); a listing with its own default order (newest, biggest discount) passes its list.
 */
export function SortSelect({
  value,
  onChange,
  options = sortOptions,
}: {
  value: string;
  onChange: (value: string) => void;
  options?: readonly { value: string; label: string }[];
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
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-sm border border-gold-700 bg-white px-3 text-ink"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
