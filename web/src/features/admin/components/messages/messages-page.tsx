import type { AdminContactMessage } from '@shahi/contract/schemas';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useContactMessages } from '#web/features/admin/api/contact-messages/get-contact-messages.ts';
import { useMarkMessage } from '#web/features/admin/api/contact-messages/mark-contact-message.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';

const filters = [
  { value: 'false', label: 'To handle' },
  { value: 'true', label: 'Handled' },
  { value: '', label: 'All' },
] as const;

/** Messages sent through /contact, newest first: to handle (default), handled, or all; mark handled or not. */
export function MessagesPage() {
  const [searchParams] = useSearchParams();
  const handled = searchParams.get('handled') ?? 'false';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const messages = useContactMessages(
    queryString({ handled: handled === 'all' ? undefined : handled, page: page > 1 ? page : undefined }),
  );
  const mark = useMarkMessage();
  const hrefOf = (target: number, filter = handled) =>
    `/admin/messages${queryString({ handled: filter === 'false' ? undefined : filter || 'all', page: target > 1 ? target : undefined })}`;

  return (
    <>
      <PageHeader title="Messages" />
      <nav aria-label="Which messages" className="mb-5 flex flex-wrap gap-2">
        {filters.map((filter) => {
          const current = (handled === 'all' ? '' : handled) === filter.value;
          return (
            <Link
              key={filter.label}
              to={hrefOf(1, filter.value)}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-sm border px-4 text-sm font-semibold ${
                current
                  ? 'border-maroon-700 bg-maroon-700 text-ivory'
                  : 'border-gold-700 bg-white text-ink hover:border-maroon-700'
              }`}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      {mark.isError ? (
        <FormAlert tone="error" className="mb-4">
          {failureMessage(mark.error, 'The message could not be changed.')}
        </FormAlert>
      ) : null}
      <PagedList
        query={messages}
        label="Messages"
        noun="messages"
        failure="The messages could not be loaded."
        empty={handled === 'false' ? 'Nothing to handle' : 'No messages'}
        listClassName="flex flex-col gap-3"
        hrefOf={hrefOf}
        renderItem={(message) => (
          <MessageCard
            key={message._id}
            message={message}
            busy={mark.isPending && mark.variables?.id === message._id}
            onMark={(value) => mark.mutate({ id: message._id, handled: value })}
          />
        )}
      />
    </>
  );
}

function MessageCard({
  message,
  busy,
  onMark,
}: {
  message: AdminContactMessage;
  busy: boolean;
  onMark: (handled: boolean) => void;
}) {
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-4">
      <article aria-label={`Message from ${message.name}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{message.name}</p>
            <p className="text-sm break-all">
              <a href={`mailto:${message.email}`} className="text-maroon-700 underline underline-offset-2">
                {message.email}
              </a>
              {message.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${message.phone}`} className="text-maroon-700 underline underline-offset-2">
                    {message.phone}
                  </a>
                </>
              ) : null}
            </p>
            <p className="text-xs text-ink-muted">{formatDateTime(message.createdAt)}</p>
          </div>
          {message.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="yellow">To handle</Badge>}
        </div>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-ink">{message.message}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-ink-muted">
            {message.handledAt
              ? `Handled ${formatDateTime(message.handledAt)}${message.handledBy ? ` by ${message.handledBy.email}` : ''}`
              : ''}
          </p>
          <Button
            variant={message.handledAt ? 'ghost' : 'primary'}
            size="sm"
            disabled={busy}
            onClick={() => onMark(!message.handledAt)}
          >
            {message.handledAt ? 'Mark not handled' : 'Mark handled'}
          </Button>
        </div>
      </article>
    </li>
  );
}
