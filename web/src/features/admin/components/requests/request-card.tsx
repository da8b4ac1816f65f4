import { formatRupees } from '@shahi/contract';
import type { AdminPieceRequest } from '@shahi/contract/schemas';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime, orderReference } from '#web/features/admin/components/common/format.ts';
import { PhoneLink } from '#web/features/admin/components/common/phone-link.tsx';
import { imageUrl } from '#web/lib/image-url.ts';

const statusBadges: Record<AdminPieceRequest['status'], { tone: BadgeTone; label: string }> = {
  new: { tone: 'yellow', label: 'New' },
  quoted: { tone: 'blue', label: 'Quoted' },
  accepted: { tone: 'green', label: 'Accepted' },
  declined: { tone: 'grey', label: 'Declined' },
};

interface RequestCardProps {
  request: AdminPieceRequest;
  busy: boolean;
  onQuote: () => void;
  onDecline: () => void;
}

/** One request: reference, status, the piece it is like, contact, budget, message, quote, actions. */
export function RequestCard({ request: r, busy, onQuote, onDecline }: RequestCardProps) {
  const badge = statusBadges[r.status];
  return (
    <li className="rounded-sm border border-gold-300 bg-white p-4">
      <article aria-label={`Request ${r.reference}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-display text-lg font-semibold text-ink">{r.reference}</p>
            <p className="text-sm break-all">
              {r.name} ·{' '}
              <a href={`mailto:${r.email}`} className="text-maroon-700 underline underline-offset-2">
                {r.email}
              </a>
              {r.phone ? (
                <>
                  {' · '}
                  <PhoneLink phone={r.phone} />
                </>
              ) : null}
              {r.fromAccount ? ' · signed in' : ' · guest'}
            </p>
            <p className="text-xs text-ink-muted">
              Received <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            </p>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <div className="mt-3 flex gap-3">
          {r.piece?.image ? (
            <img
              src={imageUrl(r.piece.image, 480)}
              alt=""
              width={64}
              height={80}
              loading="lazy"
              className="h-20 w-16 shrink-0 rounded-sm object-cover"
            />
          ) : null}
          <div className="min-w-0 text-sm">
            {r.piece ? (
              <p>
                Like{' '}
                <Link
                  to={`/admin/products/${r.piece._id}`}
                  className="font-semibold text-maroon-700 underline"
                >
                  {r.piece.title}
                </Link>{' '}
                ({formatRupees(r.piece.price)}, {r.piece.status})
              </p>
            ) : (
              <p className="font-semibold">Made to order (no piece named)</p>
            )}
            <p className="text-ink-muted">
              Budget: {r.budget === null ? 'not given' : formatRupees(r.budget)}
            </p>
          </div>
        </div>
        <p className="mt-3 text-sm whitespace-pre-line break-words text-ink">{r.message}</p>
        {r.quote ? (
          <p className="mt-3 border-l-3 border-blue-600 pl-3 text-sm whitespace-pre-line break-words text-ink">
            <span className="font-semibold">
              Quoted {formatDateTime(r.quote.quotedAt)}: {formatRupees(r.quote.price)}, {r.quote.days} days.{' '}
            </span>
            {r.quote.message}
          </p>
        ) : null}
        {r.orderId ? (
          <p className="mt-2 text-sm">
            Accepted as{' '}
            <Link to={`/admin/orders/${r.orderId}`} className="font-semibold text-maroon-700 underline">
              order {orderReference(r.orderId)}
            </Link>
          </p>
        ) : null}
        {r.status === 'declined' && r.declineNote ? (
          <p className="mt-3 border-l-3 border-gray-500 pl-3 text-sm whitespace-pre-line break-words text-ink">
            <span className="font-semibold">Declined: </span>
            {r.declineNote}
          </p>
        ) : null}
        {r.status === 'new' ? (
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={onDecline}>
              Decline
            </Button>
            <Button size="sm" disabled={busy} onClick={onQuote}>
              Send a quote
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
