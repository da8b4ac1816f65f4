import type { AdminProduct } from '@shahi/contract/schemas';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useAdminProducts } from '#web/features/admin/api/products/get-products.ts';
import { formatPaise } from '#web/features/admin/components/common/format.ts';
import { imageUrl } from '#web/lib/image-url.ts';

/** Pieces shown at a time; typing more of the title narrows them. */
const SHOWN = 6;
/** Wait after the last key before asking the server (ms). */
const TYPING_PAUSE_MS = 250;

interface PiecePickerProps {
  /** The form's `productId` field: the chosen piece's id is its value. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * "Catalogue piece it resembles" of a quote: type part of a title to search the owner's pieces
 * (any status, newest first when nothing is typed) and choose one by its photo, title and price;
 * the chosen piece stays named while she searches on. The choice is a radio of the form's
 * `productId` field, so the price, making time and message typed beside it are kept.
 */
export function PiecePicker({ registration, error }: PiecePickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminProduct | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const pieces = useAdminProducts(queryString({ search: search || undefined, perPage: SHOWN }));
  const found = pieces.data?.data ?? [];
  const errorId = error ? 'piece-picker-error' : undefined;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-semibold text-ink">Catalogue piece it resembles</legend>
      <p className="text-xs text-ink-muted">Its category and photos are used for the made piece.</p>
      <label className="flex flex-col gap-1 text-sm text-ink">
        Search your pieces
        <input
          type="search"
          value={typed}
          placeholder="Part of the title, e.g. phulkari"
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          // Enter searches here; it must not send the quote.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          className="min-h-11 rounded-sm border border-gold-300 bg-white px-3"
        />
      </label>
      {chosen ? (
        <p className="text-sm text-ink" aria-live="polite">
          Chosen: <span className="font-semibold">{chosen.title}</span>
        </p>
      ) : null}
      {pieces.isError ? (
        <p className="text-sm text-maroon-700">The pieces could not be loaded; try the search again.</p>
      ) : found.length === 0 && !pieces.isPending ? (
        <p className="text-sm text-ink-muted">No piece has that in its title.</p>
      ) : (
        <ul aria-label="Pieces found" className="flex flex-col gap-1">
          {found.map((piece) => (
            <li key={piece._id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-gold-300 bg-white p-2 has-[:checked]:border-maroon-700 has-[:checked]:bg-gold-100">
                <input
                  type="radio"
                  value={piece._id}
                  {...registration}
                  onChange={(event) => {
                    void registration.onChange(event);
                    setChosen(piece);
                  }}
                  className="accent-maroon-700"
                />
                {piece.images[0] ? (
                  <img
                    src={imageUrl(piece.images[0], 480)}
                    alt=""
                    className="h-12 w-10 shrink-0 rounded-sm object-cover"
                  />
                ) : null}
                <span className="min-w-0 flex-1 break-words text-sm text-ink">{piece.title}</span>
                <span className="text-sm whitespace-nowrap text-ink-muted">
                  {formatPaise(piece.pricePaise)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-maroon-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
