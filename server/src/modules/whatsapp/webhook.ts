/**
 * The Cloud API's webhook (ADR 0067; Meta's "Webhooks" and WhatsApp "messages" field references):
 * every POST is signed `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app
 * secret>`; the body is `{ object, entry: [{ changes: [{ field: 'messages', value: { statuses?,
 * messages? } }] }] }`. What the shop reads of it: message statuses by wamid, and inbound texts
 * (a STOP reply).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** `sha256=<hex>` of `rawBody` under `appSecret`, as Meta signs it. */
export function signWebhookBody(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `rawBody` under `appSecret` (constant time; false when missing). */
export function isSignedBy(appSecret: string, rawBody: string | undefined, header: unknown): boolean {
  if (typeof header !== 'string' || rawBody === undefined) return false;
  const given = Buffer.from(header.trim(), 'utf8');
  const expected = Buffer.from(signWebhookBody(appSecret, rawBody), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The statuses the shop keeps; others Meta may add are ignored. */
export const deliveryStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }).loose())
    .max(10)
    .optional(),
});

const inboundSchema = z.object({
  from: z.string().max(40),
  id: z.string().max(200).optional(),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4_096) }).optional(),
  button: z
    .object({ text: z.string().max(256).optional() })
    .loose()
    .optional(),
});

/** The part of a webhook body the shop reads; everything else passes. */
export const whatsappWebhookSchema = z.object({
  object: z.string().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100),
              value: z
                .object({
                  statuses: z.array(statusSchema.loose()).max(1_000).optional(),
                  messages: z.array(inboundSchema.loose()).max(1_000).optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsappWebhook = z.infer<typeof whatsappWebhookSchema>;

/** One status report: the message's wamid, its new status, when (ms) and any error's title. */
export interface StatusReport {
  messageId: string;
  status: DeliveryStatus;
  at: Date;
  error?: string;
}

/**
 * The status reports and the opt-out requests (10-digit numbers that replied STOP or UNSUBSCRIBE,
 * any case, trimmed; the "Stop promotions" quick reply too) in `body`.
 */
export function readWebhook(body: WhatsappWebhook): { statuses: StatusReport[]; optOuts: string[] } {
  const statuses: StatusReport[] = [];
  const optOuts = new Set<string>();
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const status of change.value.statuses ?? []) {
        if (!(deliveryStatuses as readonly string[]).includes(status.status)) continue;
        const seconds = Number(status.timestamp);
        const error = status.errors?.[0];
        statuses.push({
          messageId: status.id,
          status: status.status as DeliveryStatus,
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
          ...(error ? { error: `${error.code ?? ''} ${error.title ?? ''}`.trim().slice(0, 300) } : {}),
        });
      }
      for (const message of change.value.messages ?? []) {
        const said = (message.text?.body ?? message.button?.text ?? '').trim().toUpperCase();
        const phone = tenDigitPhone(message.from);
        if (phone && (said === 'STOP' || said === 'UNSUBSCRIBE' || said === 'STOP PROMOTIONS')) {
          optOuts.add(phone);
        }
      }
    }
  }
  return { statuses, optOuts: [...optOuts] };
}

/**
 * An Indian mobile number as the shop stores it (10 digits, first 6–9) from any way it is written
 * (`+91 98140 27311`, `919814027311`, `09814027311`); null when it is not one.
 */
export function tenDigitPhone(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  const ten =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(ten) ? ten : null;
}
