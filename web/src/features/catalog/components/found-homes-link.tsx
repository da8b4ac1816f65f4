import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSoldList } from '#web/features/catalog/api/get-sold-list.ts';

/**
 * A category page's "n pieces found homes" linking to /sold?category=<id> (ADR 0037): the count is
 * the archive's total for the category (one piece read). Nothing while loading, on error, or at 0.
 */
export function FoundHomesLink({ categoryId }: { categoryId: string }) {
  const sold = useSoldList({ page: 1, perPage: 1, filter: { categoryId } });
  const count = sold.data?.totalCount ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={`/sold?category=${encodeURIComponent(categoryId)}`}
      className="text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
    >
      <Plural value={count} one="# piece found its home" other="# pieces found homes" />
      <span aria-hidden="true"> →</span>
    </Link>
  );
}
