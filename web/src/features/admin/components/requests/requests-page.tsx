import type { AdminPieceRequest } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { queryString } from '#web/features/admin/api/admin-keys.ts';
import { useAnswerRequest } from '#web/features/admin/api/requests/change-request.ts';
import { useRequests } from '#web/features/admin/api/requests/get-requests.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { PagedList } from '#web/features/admin/components/common/paged-list.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { DeclineDialog, QuoteDialog } from './answer-dialogs.tsx';
import { RequestCard } from './request-card.tsx';

const filters = [
  { value: '', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const;

/**
 * Made-to-order requests sent at /ask (ADR 0040), newest first, by status; each new one can be
 * quoted (price, making time, message: the shopper is mailed a link to accept) or declined.
 */
export function RequestsPage() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const requests = useRequests(queryString({ status, page: page > 1 ? page : undefined }));
  const answer = useAnswerRequest();
  const [open, setOpen] = useState<{ request: AdminPieceRequest; action: 'quote' | 'decline' } | null>(null);
  const hrefOf = (target: number, filter = status) =>
    `/admin/requests${queryString({ status: filter, page: target > 1 ? target : undefined })}`;
  const busyId = answer.isPending ? answer.variables?.id : undefined;
  const dialogError = answer.isError
    ? failureMessage(answer.error, 'The request could not be answered.')
    : undefined;
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader title="Requests" />
      <nav aria-label="Which requests" className="mb-5 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={hrefOf(1, filter.value)}
            aria-current={status === filter.value ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-sm border px-4 text-sm font-semibold ${
              status === filter.value
                ? 'border-maroon-700 bg-maroon-700 text-ivory'
                : 'border-gold-700 bg-white text-ink hover:border-maroon-700'
            }`}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {answer.isError && !open ? (
        <FormAlert tone="error" className="mb-4">
          {dialogError}
        </FormAlert>
      ) : null}
      <PagedList
        query={requests}
        label="Requests"
        noun="requests"
        failure="The requests could not be loaded."
        empty="No requests"
        listClassName="flex flex-col gap-3"
        hrefOf={hrefOf}
        renderItem={(request) => (
          <RequestCard
            key={request._id}
            request={request}
            busy={busyId === request._id}
            onQuote={() => {
              answer.reset();
              setOpen({ request, action: 'quote' });
            }}
            onDecline={() => {
              answer.reset();
              setOpen({ request, action: 'decline' });
            }}
          />
        )}
      />
      {open?.action === 'quote' ? (
        <QuoteDialog
          reference={open.request.reference}
          needsPiece={!open.request.piece}
          busy={answer.isPending}
          error={dialogError}
          onClose={close}
          onSubmit={(quote) =>
            answer.mutate({ id: open.request._id, action: 'quote', quote }, { onSuccess: close })
          }
        />
      ) : null}
      {open?.action === 'decline' ? (
        <DeclineDialog
          reference={open.request.reference}
          busy={answer.isPending}
          error={dialogError}
          onClose={close}
          onSubmit={(note) =>
            answer.mutate({ id: open.request._id, action: 'decline', note }, { onSuccess: close })
          }
        />
      ) : null}
    </>
  );
}
