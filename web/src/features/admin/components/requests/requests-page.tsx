import { type AdminPieceRequest, adminDeclineSchema, REQUEST_NOTE_MAX_LENGTH } from '@shahi/contract/schemas';
import { useAnswerRequest } from '#web/features/admin/api/requests/change-request.ts';
import { useRequests } from '#web/features/admin/api/requests/get-requests.ts';
import { TextAnswerDialog } from '#web/features/admin/components/inbox/answer-dialog.tsx';
import { type Inbox, InboxPage } from '#web/features/admin/components/inbox/inbox-page.tsx';
import { QuoteDialog } from './quote-dialog.tsx';
import { RequestCard } from './request-card.tsx';

const requestsInbox: Inbox<AdminPieceRequest> = {
  title: 'Requests',
  path: '/admin/requests',
  noun: 'requests',
  param: 'status',
  filters: [
    { value: '', label: 'All' },
    { value: 'new', label: 'New' },
    { value: 'quoted', label: 'Quoted' },
    { value: 'accepted', label: 'Accepted' },
    { value: 'declined', label: 'Declined' },
  ],
  useList: useRequests,
};

/**
 * Made-to-order requests sent at /ask (ADR 0040), newest first, by status; each new one can be
 * quoted (price, making time, message: the shopper is mailed a link to accept) or declined.
 */
export function RequestsPage() {
  const answer = useAnswerRequest();
  return (
    <InboxPage<AdminPieceRequest, 'quote' | 'decline'>
      inbox={requestsInbox}
      change={answer}
      changeFailure="The request could not be answered."
      renderItem={(request, { busy, answer: open }) => (
        <RequestCard
          request={request}
          busy={busy}
          onQuote={() => open('quote')}
          onDecline={() => open('decline')}
        />
      )}
      renderAnswer={({ item, action }, dialog) =>
        action === 'quote' ? (
          <QuoteDialog
            {...dialog}
            reference={item.reference}
            needsPiece={!item.piece}
            onSubmit={(quote) =>
              answer.mutate({ id: item._id, action: 'quote', quote }, { onSuccess: dialog.onClose })
            }
          />
        ) : (
          <TextAnswerDialog
            {...dialog}
            title={`Decline ${item.reference}`}
            label="Note to the shopper (optional)"
            text={adminDeclineSchema.shape.note}
            maxLength={REQUEST_NOTE_MAX_LENGTH}
            rows={4}
            submitLabel="Decline and mail"
            pendingLabel="Declining…"
            onSubmit={(note) =>
              answer.mutate({ id: item._id, action: 'decline', note }, { onSuccess: dialog.onClose })
            }
          />
        )
      }
    />
  );
}
