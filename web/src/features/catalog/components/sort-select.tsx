import { Trans, useLingui } from '@lingui/react/macro';
import { sortOptions } from '@shahi/contract';
import { useId } from 'react';
import { shopWord } from '#web/lib/shop-words.ts';

/**
 * The "Sort by" dropdown: by default the shop's five options ("All" keeps the server's
 * default order); a listing with its own default order (newest, biggest discount) passes its list.
 * The options' English labels are shown in the page's language (lib/shop-words.ts).
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
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap text-ink">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-sm border border-gold-700 bg-white px-3 text-ink"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {shopWord(option.label, i18n)}
          </option>
        ))}
      </select>
    </div>
  );
}
