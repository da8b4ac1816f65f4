import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SEARCH_LENGTH } from '@shahi/contract';
import { type FormEvent, useId, useRef, useState } from 'react';

interface SearchBoxProps {
  /** The search in force (from the URL); the field starts with it. */
  initialValue: string;
  /** Called with the trimmed text on submit, and with "" when cleared. */
  onSearch: (search: string) => void;
  /** The field's name; "Search products" (in the page's language) by default. */
  label?: string;
  /** "Search this collection" (in the page's language) by default. */
  placeholder?: string;
}

/** Search field: submit disabled while blank after trimming; × clears the search. */
export function SearchBox({ initialValue, onSearch, label, placeholder }: SearchBoxProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(initialValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const trimmed = value.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trimmed === '') return;
    setValue(trimmed);
    onSearch(trimmed);
  }

  function clear() {
    setValue('');
    onSearch('');
    inputRef.current?.focus();
  }

  return (
    <search className="block w-full md:max-w-sm">
      <form onSubmit={submit} className="flex w-full items-stretch">
        <label htmlFor={inputId} className="sr-only">
          {label ?? t`Search products`}
        </label>
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={placeholder ?? t`Search this collection`}
            maxLength={MAX_SEARCH_LENGTH}
            className="h-11 w-full rounded-l-sm border border-r-0 border-gold-700 bg-white pr-10 pl-3 text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
          />
          {value !== '' || initialValue !== '' ? (
            <button
              type="button"
              onClick={clear}
              aria-label={t`Clear search`}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-xl text-ink-muted hover:text-maroon-700"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={trimmed === ''}
          className="h-11 rounded-r-sm bg-maroon-700 px-4 text-sm font-semibold tracking-wider text-ivory uppercase hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );
}
