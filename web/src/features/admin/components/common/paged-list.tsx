import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { LoadingList } from './loading-list.tsx';
import { Pager } from './pager.tsx';

/** One page of a back office list, as the admin API answers it. */
interface ListPage<Item> {
  currentPage: number;
  totalPage: number;
  totalCount: number;
  data: Item[];
}

interface PagedListProps<Item> {
  query: UseQueryResult<ListPage<Item>, Error>;
  /** Accessible name of the list, e.g. "Orders". */
  label: string;
  /** What the items are called in the pager, e.g. "orders". */
  noun: string;
  /** Shown when the page could not be loaded and the server gave no message. */
  failure: string;
  empty: string;
  listClassName: string;
  hrefOf: (page: number) => string;
  renderItem: (item: Item) => ReactNode;
}

/**
 * A paged back office list: the server's error (e.g. a 400 for a bad filter), a loading state,
 * "nothing matches", or the items (each `renderItem` returns its own keyed `<li>`) and the pager.
 */
export function PagedList<Item>({
  query,
  label,
  noun,
  failure,
  empty,
  listClassName,
  hrefOf,
  renderItem,
}: PagedListProps<Item>) {
  if (query.isError) return <FormAlert tone="error">{failureMessage(query.error, failure)}</FormAlert>;
  if (!query.data) return <LoadingList label={`Loading ${noun}`} />;
  if (query.data.data.length === 0) return <Notice title={empty} />;
  return (
    <>
      <ul aria-label={label} aria-busy={query.isFetching} className={listClassName}>
        {query.data.data.map(renderItem)}
      </ul>
      <Pager
        page={query.data.currentPage}
        totalPage={query.data.totalPage}
        totalCount={query.data.totalCount}
        hrefOf={hrefOf}
        noun={noun}
      />
    </>
  );
}
