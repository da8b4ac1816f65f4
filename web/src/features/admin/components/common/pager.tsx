import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';

interface PagerProps {
  page: number;
  totalPage: number;
  totalCount: number;
  /** The link of another page (keeps the filters). */
  hrefOf: (page: number) => string;
  /** "orders", "pieces"… */
  noun: string;
}

/** "Page 2 of 5 · 93 orders" with Previous and Next links. */
export function Pager({ page, totalPage, totalCount, hrefOf, noun }: PagerProps) {
  const pages = Math.max(totalPage, 1);
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        Page {Math.min(page, pages)} of {pages} · {totalCount} {noun}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} className={buttonClasses('outline', 'sm')}>
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={hrefOf(page + 1)} className={buttonClasses('outline', 'sm')}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
