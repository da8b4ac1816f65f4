import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  type AdminWhatsappMessage,
  useOrderWhatsapp,
} from '#web/features/admin/api/orders/get-order-whatsapp.ts';
import { formatDateTime } from '#web/features/admin/components/common/format.ts';

/** What each update said, as the owner reads it. */
const kindLabels: Record<string, string> = {
  order_placed: 'Order placed',
  cod_confirm: 'Confirm cash on delivery',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

const statusLabels: Record<AdminWhatsappMessage['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

const statusTones: Record<AdminWhatsappMessage['status'], string> = {
  queued: 'bg-stone-100 text-stone-700',
  sent: 'bg-sky-100 text-sky-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  read: 'bg-emerald-200 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

const languageNames: Record<string, string> = { en: 'English', hi: 'Hindi', pa: 'Punjabi' };

/**
 * The order's "WhatsApp updates" (ADR 0067): each message's kind, when it was queued, its language
 * and number, and its status as WhatsApp last reported it (sent, delivered, read or failed, with
 * the reason); a line saying none went when the shopper did not opt in or the channel is off.
 */
export function WhatsappPanel({ orderId }: { orderId: string }) {
  const query = useOrderWhatsapp(orderId);
  return (
    <QueryState
      query={query}
      loading={<p className="text-sm text-stone-500">Loading WhatsApp updates…</p>}
      errorTitle="The WhatsApp updates could not be loaded."
      compactRetry
      isEmpty={(data) => data.messages.length === 0}
      empty={
        <p className="text-sm text-stone-600" data-testid="whatsapp-panel-empty">
          {query.data?.enabled === false
            ? 'WhatsApp updates are off for this shop.'
            : 'No WhatsApp updates: the shopper has not opted in.'}
        </p>
      }
    >
      {(data) => (
        <ul className="flex flex-col gap-2" data-testid="whatsapp-panel">
          {data.messages.map((message) => (
            <li key={message._id} className="flex flex-col gap-0.5 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{kindLabels[message.kind] ?? message.kind}</span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${statusTones[message.status]}`}>
                  {statusLabels[message.status]}
                </span>
              </div>
              <div className="text-stone-600">
                {formatDateTime(message.createdAt)} · {languageNames[message.language] ?? message.language} ·
                +91 {message.phone}
                {message.statusAt && message.status !== 'queued'
                  ? ` · ${statusLabels[message.status].toLowerCase()} ${formatDateTime(message.statusAt)}`
                  : ''}
              </div>
              {message.status === 'failed' && message.lastError ? (
                <div className="text-red-700">{message.lastError}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
