import { describe, expect, it } from 'vitest';
import { EMAIL_SHAPE, emailField } from './email.ts';
import { messages } from './messages.ts';

/**
 * The address shape before ADR 0020: right in what it accepts, quadratic in time. The
 * reference EMAIL_SHAPE is compared with, here only ever run on strings of 7 characters at most.
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- the old pattern kept as the reference, run on ≤ 7 characters
const QUADRATIC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every string over `alphabet` of up to `maxLength` characters. */
function* allStrings(alphabet: string[], maxLength: number): Generator<string> {
  let level = [''];
  yield '';
  for (let length = 1; length <= maxLength; length += 1) {
    level = level.flatMap((prefix) => alphabet.map((char) => prefix + char));
    yield* level;
  }
}

describe('EMAIL_SHAPE', () => {
  it('accepts exactly what the quadratic pattern accepted (every string of a, ., @, space, tab up to 7)', () => {
    let compared = 0;
    const differences: string[] = [];
    for (const text of allStrings(['a', '.', '@', ' ', '\t'], 7)) {
      compared += 1;
      if (EMAIL_SHAPE.test(text) !== QUADRATIC_SHAPE.test(text)) differences.push(JSON.stringify(text));
    }
    expect(compared).toBe(97_656);
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('keeps the simple address shape: one @, a dot after it, no spaces', () => {
    for (const good of ['harleen@example.in', 'a.b+c@mail.co.in', 'x@.y.z', 'x@y..z', 'x@y.z.']) {
      expect(EMAIL_SHAPE.test(good), good).toBe(true);
    }
    for (const bad of ['harleen', 'a@b', 'a@b.', 'a@.b', '@b.in', 'a b@c.in', 'a@b@c.in', 'a@b .in']) {
      expect(EMAIL_SHAPE.test(bad), bad).toBe(false);
    }
  });

  it('refuses address-list syntax: separators, display names, quotes, groups, in either part', () => {
    for (const bad of [
      'me@x.co,postmaster',
      'postmaster,me@x.co',
      'a;b@x.co',
      '"a,b"@x.co',
      'x<y@z.co',
      'me@x.co>',
      'team:me@x.co',
      'a(comment)@x.co',
      'me@[127.0.0.1]',
      'a\\b@x.co',
      'me@x.co;',
    ]) {
      expect(EMAIL_SHAPE.test(bad), bad).toBe(false);
    }
  });

  it('accepts the atext characters real addresses use, and non-ASCII ones', () => {
    for (const good of [
      "o'brien@x.co",
      'a+tag@x.co',
      'first.last@mail.co.in',
      'a_b-c@x-y.in',
      "!#$%&'*+/=?^_`{|}~@x.co",
      'ਹਰਲੀਨ@ਪੰਜਾਬ.ਭਾਰਤ',
    ]) {
      expect(EMAIL_SHAPE.test(good), good).toBe(true);
    }
  });

  it('answers a 64 KiB hostile text in linear time', () => {
    const dots = 64 * 1024;
    for (const text of [
      `a@${'.'.repeat(dots)}@`,
      `a@a${'.'.repeat(dots)} `,
      `${'a'.repeat(dots)}@`,
      `a@a${'.'.repeat(dots)},`,
    ]) {
      const started = performance.now();
      expect(EMAIL_SHAPE.test(text)).toBe(false);
      // The quadratic pattern took about 3 s on the first of these (2 cores, Node 20).
      expect(performance.now() - started).toBeLessThan(100);
    }
  });
});

describe('emailField', () => {
  const field = emailField(messages.enterValidEmail);

  it('trims and lower-cases a good address', () => {
    expect(field.parse('  Harleen@Example.IN ')).toBe('harleen@example.in');
  });

  it('refuses text past 254 characters with that one message, the shape not checked', () => {
    const result = field.safeParse(`a@${'.'.repeat(300)}@`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.emailTooLong]);
  });

  it("refuses an address list with the form's message, and keeps odd but valid addresses", () => {
    expect(field.safeParse('me@x.co,postmaster').error?.issues.map((issue) => issue.message)).toEqual([
      messages.enterValidEmail,
    ]);
    expect(field.parse("O'Brien+Shop@X.co")).toBe("o'brien+shop@x.co");
  });

  it('keeps its other messages', () => {
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe(messages.emailRequired);
    expect(field.safeParse(42).error?.issues[0]?.message).toBe(messages.emailRequired);
    expect(field.safeParse('a@b').error?.issues.map((issue) => issue.message)).toEqual([
      messages.enterValidEmail,
    ]);
  });
});
