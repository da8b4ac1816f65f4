/**
 * Reads the shop's mail outbox (`${DATA_DIR}/outbox/*.eml` without SMTP_URL), the way a shopper
 * reads their inbox.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eDataDir } from '../playwright.config.ts';

const outbox = path.join(e2eDataDir, 'outbox');

/** Plain-text bodies of every mail to `email` whose subject matches, oldest first. */
async function mailsTo(email: string, subject: RegExp): Promise<string[]> {
  if (!existsSync(outbox)) return [];
  const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  const texts: string[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(outbox, file)));
    const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
    if (to === email && subject.test(mail.subject ?? '')) texts.push(mail.text ?? '');
  }
  return texts;
}

/** Waits for mail number `count` to `email` matching `subject`; resolves with its text. */
export async function waitForMail(email: string, subject: RegExp, count = 1): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = await mailsTo(email, subject);
      return texts.length;
    })
    .toBeGreaterThanOrEqual(count);
  return texts[count - 1] ?? '';
}
