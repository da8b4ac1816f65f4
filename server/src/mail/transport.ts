/**
 * How a mail leaves the server (docs/operations.md#mail): through SMTP when SMTP_URL is set, else
 * as an RFC 822 `.eml` file in `${DATA_DIR}/outbox/` with one log line naming the recipient and
 * the file, never the code or link inside it.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailEnv {
  /** `smtp://user:pass@host:port`; without it mail is written to `${DATA_DIR}/outbox/*.eml`. */
  SMTP_URL?: string | undefined;
  DATA_DIR: string;
  PUBLIC_URL: string;
  SHOP_NAME: string;
  SHOP_EMAIL?: string | undefined;
}

export type MailLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** A file sent with a mail (a tax document's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** When set, the List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058 (one click). */
  listUnsubscribeUrl?: string | null | undefined;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers one message; rejects when the SMTP server or the disk refuses it. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sender domain when PUBLIC_URL's host cannot receive mail (localhost, an IP). */
const FALLBACK_DOMAIN = 'shahithreads.in';

/** Timeouts (ms) well inside the delivery job's expiry, so a silent server fails the attempt. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The domain of the shop's mail: PUBLIC_URL's host when it is a real domain name. */
export function mailDomain(publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : '';
  return host.includes('.') && isIP(host) === 0 ? host : FALLBACK_DOMAIN;
}

/** `"<SHOP_NAME>" <SHOP_EMAIL or no-reply@domain>` as a nodemailer address (it does the quoting). */
export function senderAddress(env: MailEnv): { name: string; address: string } {
  return { name: env.SHOP_NAME, address: env.SHOP_EMAIL ?? `no-reply@${mailDomain(env.PUBLIC_URL)}` };
}

/**
 * nodemailer's fields of one mail from `from` with Message-ID `<id@domain>`. The recipient goes as an
 * `{ address }` object, which nodemailer takes as one mailbox: a string it would parse as an address
 * list (`a;b@x.co` → `b@x.co`), so text from a form could never name a second recipient (OWASP ASVS
 * 4.0.3 V5.2.3).
 */
export function mailFields(mail: OutgoingMail, from: { name: string; address: string }, domain: string) {
  return {
    from,
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    // A stable Message-ID lets a receiving server or a reader spot a retried duplicate.
    messageId: `<${mail.id}@${domain}>`,
    ...(mail.listUnsubscribeUrl
      ? {
          list: { unsubscribe: mail.listUnsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/** Builds the transport the environment asks for; nothing connects before the first `send`. */
export function createMailTransport(env: MailEnv, log: MailLog): MailTransport {
  const from = senderAddress(env);
  const domain = mailDomain(env.PUBLIC_URL);
  const fields = (mail: OutgoingMail) => mailFields(mail, from, domain);

  if (env.SMTP_URL) {
    const smtp = nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(fields(mail));
        log.info({ mailId: mail.id }, 'mail sent over SMTP');
      },
      close: () => smtp.close(),
    };
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const outbox = path.join(env.DATA_DIR, 'outbox');
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await composer.sendMail(fields(mail));
      const file = await writeAtomically(outbox, mail.id, info.message as Buffer);
      log.info({ to: mail.to, file }, 'mail written to outbox');
    },
    close: () => composer.close(),
  };
}

/** Writes `<ISO time>-<id>.eml` into `dir` via a temp file and a rename, so no one reads half a message. */
async function writeAtomically(dir: string, id: string, message: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replaceAll(':', '-')}-${id}.eml`;
  const temp = path.join(dir, `.${name}.tmp`);
  const file = path.join(dir, name);
  await writeFile(temp, message);
  await rename(temp, file);
  return file;
}
