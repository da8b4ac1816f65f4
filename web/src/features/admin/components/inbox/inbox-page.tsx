import type { AdminPage } from '@shahi/contract/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { type FilterChoice, FilterNav } from '#web/features/admin/components/common/filter-nav.tsx';
import type { FormDialogState } from '#web/features/admin/components/common/form-dialog.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

/** One choice of an inbox's filter; `empty` replaces "No <noun>" when it finds nothing. */
export interface InboxFilter extends FilterChoice {
  empty?: string;
}

/**
 * What sets one inbox apart (grievances, made-to-order requests, contact messages…): its page,
 * its filter in the URL, and the hook reading one page of it. The rest is the same for all.
 */
export interface Inbox<Item> {
  /** The heading, also the list's accessible name: "Grievances". */
  title: string;
  /** The page's route: "/admin/grievances". */
  path: string;
  /** What the items are called: "grievances" ("Which grievances", "No grievances", the pager). */
  noun: string;
  /** The URL's and the API's parameter the filter sets: "status". */
  param: string;
  filters: readonly InboxFilter[];
  /**
   * The filter when the URL names none ('' = all, the default). Another one is left out of the
   * links, and all is then `?<param>=all`.
   */
  defaultFilter?: string;
  /** One page of the list, given its API query string (`?status=open&page=2`). */
  useList: (search: string) => UseQueryResult<AdminPage<Item>, Error>;
}

/** The inbox's one mutation (acknowledge, quote, mark handled…) as react-query gives it. */
interface InboxChange {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** The item being changed. */
  variables?: { id: string } | undefined;
  reset: () => void;
}

/** The item an answer is being written to, and which answer (e.g. 'quote' or 'decline'). */
export interface Answering<Item, Answer extends string> {
  item: Item;
  action: Answer;
}

interface InboxPageProps<Item extends { _id: string }, Answer extends string> {
  inbox: Inbox<Item>;
  change: InboxChange;
  /** Above the list when a change failed and the server gave no message. */
  changeFailure: string;
  /** In the answer's dialog when it failed and the server gave no message (else `changeFailure`). */
  answerFailure?: string;
  /** One item as its `<li>`; `busy` while it is being changed, `answer` opens its dialog. */
  renderItem: (item: Item, actions: { busy: boolean; answer: (action: Answer) => void }) => ReactNode;
  /** The dialog of the answer being written; the owner closes it on success. */
  renderAnswer?: (answering: Answering<Item, Answer>, dialog: FormDialogState) => ReactNode;
}

const ALL = 'all';

/** The inbox's filter and page as the URL holds them, and the link to another filter or page. */
function useInboxLocation(inbox: Inbox<unknown>) {
  const [searchParams] = useSearchParams();
  const fallback = inbox.defaultFilter ?? '';
  const named = searchParams.get(inbox.param) ?? fallback;
  const filter = named === ALL ? '' : named;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const hrefOf = (target: number, value = filter) =>
    `${inbox.path}${queryString({
      [inbox.param]: value === fallback ? undefined : value || ALL,
      page: target > 1 ? target : undefined,
    })}`;
  return { filter, page, hrefOf };
}

/**
 * A back office inbox, newest first: heading, filter links, the failed change, the paged list
 * (loading, empty, the server's error), and the dialog of the answer being written.
 */
export function InboxPage<Item extends { _id: string }, Answer extends string = never>({
  inbox,
  change,
  changeFailure,
  answerFailure = changeFailure,
  renderItem,
  renderAnswer,
}: InboxPageProps<Item, Answer>) {
  const { filter, page, hrefOf } = useInboxLocation(inbox);
  const list = inbox.useList(queryString({ [inbox.param]: filter, page: page > 1 ? page : undefined }));
  const [answering, setAnswering] = useState<Answering<Item, Answer> | null>(null);
  const busyId = change.isPending ? change.variables?.id : undefined;
  const answer = (item: Item) => (action: Answer) => {
    change.reset();
    setAnswering({ item, action });
  };

  return (
    <>
      <PageHeader title={inbox.title} />
      <FilterNav
        label={`Which ${inbox.noun}`}
        choices={inbox.filters}
        current={filter}
        hrefOf={(value) => hrefOf(1, value)}
        className="mb-5"
      />
      {change.isError && !answering ? (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(change.error, changeFailure)}
        </FormAlert>
      ) : null}
      <PagedList
        query={list}
        label={inbox.title}
        noun={inbox.noun}
        failure={`The ${inbox.noun} could not be loaded.`}
        empty={inbox.filters.find((choice) => choice.value === filter)?.empty ?? `No ${inbox.noun}`}
        listClassName="flex flex-col gap-3"
        hrefOf={(target) => hrefOf(target)}
        renderItem={(item) => (
          <Fragment key={item._id}>
            {renderItem(item, { busy: busyId === item._id, answer: answer(item) })}
          </Fragment>
        )}
      />
      {answering && renderAnswer
        ? renderAnswer(answering, {
            busy: change.isPending,
            error: change.isError ? failureMessage(change.error, answerFailure) : undefined,
            onClose: () => setAnswering(null),
          })
        : null}
    </>
  );
}
