import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

interface PaginationProps {
  currentPage: number;
  totalPage: number;
  /** The URL of a page (keeps the sort and search). */
  hrefFor: (page: number) => string;
}

type PageItem = number | 'gap-before' | 'gap-after';

/** The page numbers to show: all of them up to 7, else first, last and the current page's neighbours. */
export function pageItems(currentPage: number, totalPage: number): PageItem[] {
  if (totalPage <= 7) return Array.from({ length: totalPage }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(currentPage - 1, totalPage - 4));
  const end = Math.min(totalPage - 1, Math.max(currentPage + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(end < totalPage - 1 ? (['gap-after'] as const) : []),
    totalPage,
  ];
}

const itemClasses = 'flex h-10 min-w-10 items-center justify-center rounded-sm px-3 text-sm font-semibold';
const linkClasses = `${itemClasses} border border-gold-500 text-maroon-700 hover:bg-maroon-50`;
const disabledClasses = `${itemClasses} border border-parchment text-ink-muted`;

/** Previous / numbered / Next page links; rendered only when there is more than one page. */
export function Pagination({ currentPage, totalPage, hrefFor }: PaginationProps) {
  const { t } = useLingui();
  if (totalPage <= 1) return null;
  const previous = <Trans>Previous</Trans>;
  const next = <Trans>Next</Trans>;
  const pageWord = (
    <span className="sr-only">
      <Trans>Page</Trans>{' '}
    </span>
  );
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPage;
  return (
    <nav aria-label={t`Pagination`} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {hasPrevious ? (
            <Link to={hrefFor(currentPage - 1)} className={linkClasses}>
              {previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {previous}
            </span>
          )}
        </li>
        {pageItems(currentPage, totalPage).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === currentPage ? (
                <span aria-current="page" className={`${itemClasses} bg-maroon-700 text-ivory`}>
                  {pageWord}
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} className={linkClasses}>
                  {pageWord}
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefFor(currentPage + 1)} className={linkClasses}>
              {next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
