/**
 * Reading the mail outbox in tests: without SMTP_URL each message is an `.eml` file in
 * `${DATA_DIR}/outbox/` (docs/product.md#mail). Files are parsed with mailparser, oldest first.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';

/** One outbox message, reduced to what tests look at; `parsed` has everything else. */
export interface OutboxMail {
  /** Absolute path of the `.eml` file. */
  file: string;
  /** The first recipient's address. */
  to: string;
  /** The sender as written in the From header, e.g. `"Shahi Threads" <no-reply@…>`. */
  from: string;
  subject: string;
  /** The plain-text part ('' when missing). */
  text: string;
  /** The HTML part ('' when missing). */
  html: string;
  parsed: ParsedMail;
}

/** Polls `probe` every 25 ms until it returns a value other than undefined/false; rejects after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 5_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects[0]?.value[0]?.address ?? '';
}

/** Parses one RFC 822 message (Buffer or text) into an OutboxMail. */
export async function parseMail(source: Buffer | string, file = ''): Promise<OutboxMail> {
  const parsed = await simpleParser(source);
  return {
    file,
    to: firstAddress(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    parsed,
  };
}

/** Every message in `${dataDir}/outbox`, oldest first; [] when the folder does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // Names start with the ISO time, so sorting them sorts by time; temp files start with a dot.
  const files = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => parseMail(await readFile(path.join(dir, name)), path.join(dir, name))),
  );
}

/** The newest outbox message matching `predicate`, waiting up to `timeoutMs` for one to arrive. */
export async function waitForMail(
  dataDir: string,
  predicate: (mail: OutboxMail) => boolean,
  timeoutMs = 5_000,
): Promise<OutboxMail> {
  return waitFor(async () => (await readOutbox(dataDir)).filter(predicate).at(-1), timeoutMs);
}

/** The 6-digit code in a mail's text part; throws when there is none. */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return code;
}

/** The first link starting with `prefix` (e.g. `${PUBLIC_URL}/reset-password/`) in the text part. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in "${mail.subject}"`);
  return link;
}
