import type { AdminContactMessage } from '@shahi/contract/schemas';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';

/** One message: sender (mail and phone links), when, text, whether and by whom handled, the toggle. */
export function MessageCard({
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
                  <a
                    href={`tel:${message.phone}`}
                    className="break-normal whitespace-nowrap text-maroon-700 underline underline-offset-2"
                  >
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
