/**
 * Notification channels (ADR 0036): one message goes out by e-mail always and, when SMS_PROVIDER
 * enables it, as a short text to the order's phone. Like mail/, a shared service that imports no
 * module: every channel writes inside the caller's transaction, so a message exists only if the change
 * that caused it commits. No channel here talks to a real SMS provider. WhatsApp is no stub here any
 * more: order updates go as approved templates through the WhatsApp module's queue, only to an
 * opted-in shopper (modules/whatsapp, ADR 0067).
 */
import type { Transaction } from '#server/db/transaction.ts';
import type { MailMessage, MailQueue } from '#server/mail/queue.ts';
import { insertStubMessage } from './repository.ts';

export type ChannelId = 'email' | 'sms';

/** What a notification is about (the stub outbox's `kind`; mails keep their own mail kind). */
export type NotificationKind = 'order-cod-awaiting' | 'order-cod-confirmed' | 'order-cod-lapsed';

/** One notification: the full mail, and the short text (≤ 320 characters) for the phone channels. */
export interface NotificationMessage {
  kind: NotificationKind;
  mail: MailMessage;
  /** The Indian mobile number the order holds; phone channels skip a message without one. */
  phone: string | null;
  /** Plain text for SMS, links included. */
  short: string;
}

export interface NotificationChannel {
  id: ChannelId;
  /** Records `message` for delivery inside `tx`. */
  send(tx: Transaction, message: NotificationMessage): Promise<void>;
}

/** The e-mail channel: the mail queue, exactly as every other mail goes (ADR 0006). */
export function emailChannel(mail: Pick<MailQueue, 'enqueue'>): NotificationChannel {
  return {
    id: 'email',
    async send(tx, message) {
      await mail.enqueue(tx, message.mail);
    },
  };
}

/** The SMS channel stub: writes the text into `notification_outbox` with status `stub-not-sent`. */
export function stubPhoneChannel(id: 'sms', provider: 'outbox'): NotificationChannel {
  return {
    id,
    async send(tx, message) {
      if (!message.phone) return;
      await insertStubMessage(tx.db, {
        channel: id,
        provider,
        kind: message.kind,
        phone: message.phone,
        body: message.short,
      });
    },
  };
}

/** Sends through every channel, then (after commit) wakes the mail worker. */
export interface Notifier {
  channels: readonly NotificationChannel[];
  send(tx: Transaction, message: NotificationMessage): Promise<void>;
  /** Call after the transaction that sent commits. */
  wake(): void;
}

/**
 * The shop's notifier: e-mail always; the SMS stub too when `smsProvider` is `outbox`
 * (SMS_PROVIDER; `none`, the default, sends e-mail only).
 */
export function createNotifier(
  mail: Pick<MailQueue, 'enqueue' | 'wake'>,
  smsProvider: 'none' | 'outbox',
): Notifier {
  const channels: NotificationChannel[] = [emailChannel(mail)];
  if (smsProvider === 'outbox') channels.push(stubPhoneChannel('sms', 'outbox'));
  return {
    channels,
    async send(tx, message) {
      for (const channel of channels) await channel.send(tx, message);
    },
    wake: () => mail.wake(),
  };
}
