import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** One WhatsApp update of an order (ADR 0067), as `GET /api/admin/orders/:id/whatsapp` lists it. */
export interface AdminWhatsappMessage {
  _id: string;
  /** order_placed, cod_confirm, shipped or delivered (the template's name). */
  kind: string;
  template: string;
  /** en, hi or pa. */
  language: string;
  /** 10 digits, no +91. */
  phone: string;
  status: 'queued' | 'sent' | 'delivered' | 'read' | 'failed';
  attempts: number;
  lastError: string | null;
  /** ISO time of the last status; null while queued. */
  statusAt: string | null;
  createdAt: string;
}

/** The answer: whether the channel is on, and the order's messages, oldest first. */
export interface AdminOrderWhatsapp {
  enabled: boolean;
  messages: AdminWhatsappMessage[];
}

export const orderWhatsappKey = (orderId: string) => ['admin', 'orders', 'whatsapp', orderId] as const;

/** `GET /api/admin/orders/:id/whatsapp` → the order's WhatsApp updates and their delivery statuses. */
export function useOrderWhatsapp(orderId: string) {
  return useQuery({
    queryKey: orderWhatsappKey(orderId),
    queryFn: ({ signal }) =>
      apiGet<AdminOrderWhatsapp>(`/admin/orders/${encodeURIComponent(orderId)}/whatsapp`, { signal }),
  });
}
