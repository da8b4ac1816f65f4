/**
 * The production recipe's Caddy access log keeps secrets in links out of the journal as the shop's
 * own log does (ADR 0027; OWASP ASVS 4.0.3 V7.1.1): `deploy/Caddyfile`'s one `request>uri` regexp
 * filter, applied here as Caddy applies it, must turn the links the shop mails into what
 * `redactUrl` logs. Caddy 2.6 keeps one filter per field, so the file must hold exactly one.
 * The journald drop-in keeps those logs 180 days (CERT-In Directions 28.4.2022 (iv); ADR 0060).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '#server/http/log-redaction.ts';

const caddyfile = readFileSync(fileURLToPath(new URL('../../deploy/Caddyfile', import.meta.url)), 'utf8');
const journald = readFileSync(
  fileURLToPath(new URL('../../deploy/journald-shahi-threads.conf', import.meta.url)),
  'utf8',
);

/** The `[Journal]` settings of the journald drop-in, comments left out. */
const journalSettings = new Map(
  [...journald.matchAll(/^\s*([A-Za-z]+)=(\S+)\s*$/gm)].map((line) => [line[1], line[2]]),
);

/** A journald size ("2G", "128M") in bytes. */
function bytesOf(size: string | undefined): number {
  const match = /^(\d+)([KMGT])$/.exec(size ?? '');
  if (!match?.[1] || !match[2]) return Number.NaN;
  return Number(match[1]) * 1024 ** ('KMGT'.indexOf(match[2]) + 1);
}

/** The `request>uri` filters of the Caddyfile: `[filter, arguments]` per line. */
const uriFilters = [...caddyfile.matchAll(/^\s*request>uri\s+(\S+)\s*(.*)$/gm)].map((line) => [
  line[1],
  line[2],
]);

/** The RE2 pattern and replacement of the one `regexp` filter, as a JavaScript replacer. */
function caddyUriFilter(): (uri: string) => string {
  const [name, args] = uriFilters[0] ?? [];
  expect(name).toBe('regexp');
  const quoted = /^"((?:[^"\\]|\\.)*)"\s+"((?:[^"\\]|\\.)*)"$/.exec(args ?? '');
  const re2 = quoted?.[1] ?? '';
  const replacement = quoted?.[2] ?? '';
  expect(re2).not.toBe('');
  // `(?i)` is RE2's inline flag and `${1}` its group reference; JavaScript spells them `i` and `$1`.
  const insensitive = re2.startsWith('(?i)');
  const pattern = new RegExp(insensitive ? re2.slice(4) : re2, insensitive ? 'gi' : 'g');
  return (uri) => uri.replace(pattern, replacement.replace(/\$\{(\d+)\}/g, '$$$1'));
}

describe('deploy/Caddyfile access log', () => {
  it('writes the JSON log through a filter with exactly one request>uri filter', () => {
    expect(caddyfile).toMatch(/log\s*\{[^}]*format filter\s*\{\s*wrap json/);
    expect(uriFilters).toHaveLength(1);
  });

  const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
  const mailedLinks = [
    `/reset-password/${secret}`,
    `/order/0b6f8f9e-3c55-4f1a-9d0e-2a4f3e5b6c7d/confirm?token=${secret}`,
    `/unsubscribe?token=${secret}`,
    `/api/unsubscribe/one-click?token=${secret}`,
    `/api/order/0b6f8f9e-3c55-4f1a-9d0e-2a4f3e5b6c7d/confirm-cod?token=${secret}&x=1`,
    `/Reset-Password/${secret}?from=mail`,
  ];

  it.each(mailedLinks)('logs %s as the shop logs it, without the token', (uri) => {
    const logged = caddyUriFilter()(uri);
    expect(logged).not.toContain(secret);
    expect(logged).toBe(redactUrl(uri));
  });

  it('leaves a link without secrets as it is', () => {
    expect(caddyUriFilter()('/api/product-list')).toBe('/api/product-list');
    expect(caddyUriFilter()('/collections/sarees')).toBe('/collections/sarees');
  });
});

describe('deploy/journald-shahi-threads.conf', () => {
  it('keeps the logs on disk for 180 days (CERT-In direction (iv))', () => {
    expect(journalSettings.get('Storage')).toBe('persistent');
    expect(journalSettings.get('MaxRetentionSec')).toBe('180day');
  });

  it('caps the journal high enough for 180 days at 50 MB a day, leaving free disk', () => {
    expect(bytesOf(journalSettings.get('SystemMaxUse'))).toBeGreaterThanOrEqual(180 * 50 * 1024 ** 2);
    expect(bytesOf(journalSettings.get('SystemKeepFree'))).toBeGreaterThan(0);
    expect(bytesOf(journalSettings.get('SystemMaxFileSize'))).toBeLessThan(
      bytesOf(journalSettings.get('SystemMaxUse')),
    );
  });
});
