import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees, type ProductStatus } from '@shahi/contract';
import type { PieceRequestView } from '@shahi/contract/schemas';
import { Link } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePieceRequest } from '#web/features/requests/api/quote.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { AcceptQuoteForm } from './accept-quote-form.tsx';
import { RequestPieceCard } from './request-piece-card.tsx';

/** What the shopper reads about where their request stands. */
function StatusLine({ request }: { request: PieceRequestView }) {
  if (request.status === 'new') {
    return (
      <p className="text-ink">
        <Trans>Our artisans are still looking at your request; we will e-mail you a quote.</Trans>
      </p>
    );
  }
  if (request.status === 'declined') {
    return (
      <div className="flex flex-col gap-2 text-ink">
        <p>
          <Trans>We are sorry: we cannot make this piece.</Trans>
        </p>
        {request.declineNote ? (
          <p className="whitespace-pre-line text-ink-muted">{request.declineNote}</p>
        ) : null}
      </div>
    );
  }
  if (request.status === 'accepted') {
    return (
      <p className="text-ink">
        <Trans>
          You accepted this quote.{' '}
          <Link to="/my-orders" className="font-semibold text-maroon-700 underline">
            See your order
          </Link>
        </Trans>
      </p>
    );
  }
  return null;
}

/**
 * One of the shopper's made-to-order requests (`/requests/:id`, ADR 0040): the piece it is like,
 * what they asked, and — once quoted — the price, making time and message with the acceptance
 * form. Someone else's request reads "Request not found".
 */
export function QuoteView({ requestId }: { requestId: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const query = usePieceRequest(user?.userId ?? '', requestId);
  return (
    <QueryState
      query={query}
      loading={<Skeleton className="h-96 w-full" />}
      errorTitle={(error) => translateMessage(failureMessage(error, t`The request could not be loaded.`))}
    >
      {(request) => (
        <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby="request-heading" className="flex flex-col gap-4">
            <h2 id="request-heading" className="font-display text-xl font-semibold text-maroon-700">
              <Trans>Request {request.reference}</Trans>
            </h2>
            {request.piece ? (
              <RequestPieceCard
                piece={{ ...request.piece, status: request.piece.status as ProductStatus }}
                caption={t`Like this piece`}
              />
            ) : null}
            <div className="rounded-sm border border-gold-300 bg-white p-4 text-sm">
              <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
                <Trans>You asked</Trans>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink">{request.message}</p>
              {request.budget !== null ? (
                <p className="mt-2 text-ink-muted">
                  <Trans>Your budget: {formatRupees(request.budget)}</Trans>
                </p>
              ) : null}
            </div>
            <StatusLine request={request} />
          </section>
          {request.quote && request.status === 'quoted' ? (
            <section aria-labelledby="quote-heading" className="flex flex-col gap-5">
              <div className="rounded-sm border border-gold-300 bg-white p-4 shadow-sm sm:p-6">
                <h2 id="quote-heading" className="font-display text-xl font-semibold text-maroon-700">
                  <Trans>Our quote</Trans>
                </h2>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      <Trans>Price</Trans>
                    </dt>
                    <dd className="text-2xl font-semibold text-maroon-700">
                      {formatRupees(request.quote.price)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      <Trans>Making time</Trans>
                    </dt>
                    <dd className="text-lg font-semibold text-ink">
                      {t`${plural(request.quote.days, { one: '# day', other: '# days' })}`}
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 whitespace-pre-line break-words text-ink">{request.quote.message}</p>
              </div>
              <AcceptQuoteForm requestId={request._id} priceLabel={formatRupees(request.quote.price)} />
            </section>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
