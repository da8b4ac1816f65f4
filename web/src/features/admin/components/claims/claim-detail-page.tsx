import { formatRupees } from '@shahi/contract';
import type { AdminClaim } from '@shahi/contract/schemas';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAdminClaim, useClaimPhoto, useDecideClaim } from '#web/features/admin/api/claims/claims.ts';
import { formatDateTime, humanise, orderReference } from '#web/features/admin/components/common/format.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { imageUrl } from '#web/lib/image-url.ts';
import { ClaimStatusBadge, claimKindLabel } from './claim-badges.tsx';
import { replyDueText } from './claim-dates.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { payoutLine } from './payout.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-sm border border-gold-300 bg-white p-4">
      <h2 className="mb-3 font-display text-xl font-semibold text-maroon-700">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 break-words text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** One private photo as a thumbnail button; a tap opens it large. */
function Photo({ url, index, onOpen }: { url: string; index: number; onOpen: (src: string) => void }) {
  const src = useClaimPhoto(url);
  const label = `Photo ${index + 1}`;
  if (src === 'failed') {
    return (
      <div className="flex aspect-square items-center justify-center rounded-sm border border-gold-300 bg-parchment p-2 text-center text-xs text-ink-muted">
        {label} could not be loaded
      </div>
    );
  }
  return (
    <button
      type="button"
      disabled={!src}
      onClick={() => src && onOpen(src)}
      className="overflow-hidden rounded-sm border border-gold-300 bg-parchment focus-visible:outline-2 focus-visible:outline-maroon-700"
    >
      {src ? (
        <img src={src} alt={`${label}, tap to enlarge`} className="aspect-square w-full object-cover" />
      ) : (
        <span
          role="status"
          aria-label={`Loading ${label}`}
          className="block aspect-square w-full animate-pulse"
        />
      )}
    </button>
  );
}

const outcomeLabels = {
  back_on_sale: 'Put back on sale',
  damaged: 'Marked damaged, kept off sale',
  kept: 'Left as sold',
} as const;

/**
 * A claim in the back office (ADR 0057): what went wrong in the shopper's words with the photos
 * (tap for large), the order's pieces and payment, where a cash refund goes, and, while open, the
 * Decide button; once decided, the refund (amount, method, reference, credit note), the piece's
 * fate and the note.
 */
export function ClaimDetailPage({ id }: { id: string }) {
  const claim = useAdminClaim(id);
  return (
    <QueryState
      query={claim}
      loading={<LoadingList label="Loading the claim" rows={3} />}
      errorTitle="The claim could not be loaded"
      errorDetail={(error) => failureMessage(error, '')}
      errorHeader={<PageHeader title="Claim" />}
      compactRetry
    >
      {(detail) => <ClaimDetail claim={detail} />}
    </QueryState>
  );
}

function ClaimDetail({ claim }: { claim: AdminClaim }) {
  const decide = useDecideClaim(claim._id);
  const [deciding, setDeciding] = useState(false);
  const [large, setLarge] = useState<string | null>(null);
  const order = claim.order;
  const due = claim.status === 'open' ? replyDueText(claim.filedAt, Date.now()) : null;
  return (
    <>
      <Link
        to="/admin/claims"
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-maroon-700 underline-offset-4 hover:underline"
      >
        ← All claims
      </Link>
      <PageHeader
        title={`Claim ${claim.claimNumber}`}
        actions={
          claim.status === 'open' ? (
            <Button
              onClick={() => {
                decide.reset();
                setDeciding(true);
              }}
            >
              Decide
            </Button>
          ) : null
        }
      >
        <p className="text-sm text-ink-muted">
          {claimKindLabel(claim.kind)} · filed {formatDateTime(claim.filedAt)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <ClaimStatusBadge status={claim.status} />
          {due ? (
            <span className={`text-sm ${due.overdue ? 'font-semibold text-red-700' : 'text-ink'}`}>
              {due.text}
            </span>
          ) : null}
        </div>
      </PageHeader>
      {decide.isSuccess ? (
        <FormAlert tone="success" className="mb-4">
          {decide.data.message}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="What the shopper says">
          <p className="text-sm font-semibold text-ink">{claimKindLabel(claim.kind)}</p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-ink">{claim.message}</p>
          {claim.photos.length > 0 ? (
            <ul aria-label="Photos" className="mt-3 grid grid-cols-3 gap-2">
              {claim.photos.map((url, index) => (
                <li key={url}>
                  <Photo url={url} index={index} onOpen={setLarge} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">No photos.</p>
          )}
          <h3 className="mt-4 mb-1 text-sm font-semibold text-ink">Shopper</h3>
          <Facts
            rows={[
              ['Name', claim.customerName],
              [
                'E-mail',
                <a
                  key="mail"
                  href={`mailto:${claim.customerEmail}`}
                  className="break-all text-maroon-700 underline underline-offset-2"
                >
                  {claim.customerEmail}
                </a>,
              ],
            ]}
          />
        </Panel>
        <Panel title="Order">
          <Link
            to={`/admin/orders/${encodeURIComponent(order._id)}`}
            className="inline-flex min-h-11 items-center font-semibold text-maroon-700 underline underline-offset-2"
          >
            Order {orderReference(order._id)}
          </Link>
          <ul aria-label="Pieces" className="mt-2 flex flex-col gap-3">
            {order.lines.map((line) => (
              <li key={line.productId} className="flex items-center gap-3">
                {line.image1 ? (
                  <img
                    src={imageUrl(line.image1, 480)}
                    alt=""
                    className="h-16 w-13 shrink-0 rounded-sm object-cover"
                  />
                ) : null}
                <Link
                  to={`/admin/products/${encodeURIComponent(line.productId)}`}
                  className="min-w-0 flex-1 text-sm text-ink hover:text-maroon-700"
                >
                  {line.title}
                </Link>
                <span className="text-sm font-semibold">{formatRupees(line.price)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-gold-300 pt-3">
            <Facts
              rows={[
                ['Amount', formatRupees(order.amount)],
                ['Payment', order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'],
                ['Payment status', humanise(order.paymentStatus)],
                ['Order status', humanise(order.orderStatus)],
                ['Shipped', formatDateTime(order.shippedAt)],
                ['Delivered', formatDateTime(order.deliveredAt)],
              ]}
            />
          </div>
        </Panel>
        <Panel title="Refund">
          {claim.refund ? (
            <Facts
              rows={[
                ['Refunded', formatRupees(claim.refund.amount)],
                [
                  'Method',
                  { gateway: 'Razorpay (to the card or UPI paid with)', upi: 'UPI', bank: 'Bank transfer' }[
                    claim.refund.method
                  ],
                ],
                ['Reference', claim.refund.reference],
                ['Credit note', claim.refund.creditNoteNumber ?? 'none (the order had no invoice)'],
                ['Piece', claim.pieceOutcome ? outcomeLabels[claim.pieceOutcome] : ''],
                ['Decided', formatDateTime(claim.decidedAt)],
                ['Note', claim.decisionNote],
              ]}
            />
          ) : claim.status === 'declined' ? (
            <Facts
              rows={[
                ['Declined', formatDateTime(claim.decidedAt)],
                ['Reason', claim.decisionNote],
              ]}
            />
          ) : (
            <p className="text-sm text-ink" data-testid="claim-refund-to">
              {claim.refundVia === 'gateway'
                ? 'Paid online: a refund goes back through Razorpay to the card or UPI account paid with.'
                : `Cash on delivery: a refund is sent by you to the ${payoutLine(claim.payoutTo)}.`}
            </p>
          )}
        </Panel>
      </div>
      {large ? (
        <Dialog title="Photo" onClose={() => setLarge(null)}>
          <img src={large} alt="The claim's photo, large" className="mx-auto max-h-[70vh] w-auto" />
        </Dialog>
      ) : null}
      {deciding ? (
        <DecisionDialog
          claim={claim}
          busy={decide.isPending}
          error={decide.isError ? failureMessage(decide.error, 'The claim could not be decided.') : undefined}
          onClose={() => setDeciding(false)}
          onDecide={(decision) => decide.mutate(decision, { onSuccess: () => setDeciding(false) })}
        />
      ) : null}
    </>
  );
}
