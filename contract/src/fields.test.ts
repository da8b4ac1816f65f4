import { describe, expect, it } from 'vitest';
import {
  optionalContactPhone,
  PHONE_TEXT_PATTERN,
  phoneHasDigits,
  queryPageField,
  requiredTextBetween,
  statusListQuerySchema,
  wholeNumberField,
} from './fields.ts';

const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the one phone shape', () => {
  it('takes digits with spaces, hyphens, parentheses and a leading +, nothing else', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '(0172) 400-1234', '+91-172-400-1234']) {
      expect(PHONE_TEXT_PATTERN.test(phone), phone).toBe(true);
    }
    for (const phone of ['call me', '98765x43210', '91+98765', '+', '']) {
      expect(PHONE_TEXT_PATTERN.test(phone), phone).toBe(false);
    }
  });

  it('counts the digits against each form’s range', () => {
    expect(phoneHasDigits('+91 172 400 1234', 8, 15)).toBe(true);
    expect(phoneHasDigits('12345', 8, 15)).toBe(false);
    expect(phoneHasDigits('9'.repeat(16), 8, 15)).toBe(false);
    expect(phoneHasDigits('+91 98765 43210', 10, 13)).toBe(true);
    expect(phoneHasDigits('98765', 10, 13)).toBe(false);
  });

  it('leaves an optional contact phone empty, and refuses a bad or overlong one before counting', () => {
    const phone = optionalContactPhone('bad phone');
    expect(phone.parse(undefined)).toBe('');
    expect(phone.parse(' (0172) 400-1234 ')).toBe('(0172) 400-1234');
    expect(problems(phone.safeParse('98765'))).toEqual(['bad phone']);
    expect(problems(phone.safeParse('9'.repeat(60_000)))).toEqual(['bad phone']);
  });
});

describe('text and numbers of the schemas', () => {
  it('asks for a minimum length only once something is written', () => {
    const text = requiredTextBetween(10, 20, { required: 'required', tooShort: 'short', tooLong: 'long' });
    expect(problems(text.safeParse('  '))).toEqual(['required']);
    expect(problems(text.safeParse('too short'))).toEqual(['short']);
    expect(problems(text.safeParse('x'.repeat(21)))).toEqual(['long']);
    expect(text.parse('  just right  ')).toBe('just right');
  });

  it('reads a whole number from digits-only text and names the field in its messages', () => {
    const page = wholeNumberField('page', 100);
    expect(page.parse(' 3 ')).toBe(3);
    expect(problems(page.safeParse('1e1'))).toEqual(['page must be a number']);
    expect(problems(page.safeParse(0))).toEqual(['page must be 1 or more']);
    expect(problems(page.safeParse(101))).toEqual(['page must be at most 100']);
  });

  it('coerces a query page, blank meaning the default, with one message for every fault', () => {
    const perPage = queryPageField('bad perPage', 200, 50);
    expect(perPage.parse('')).toBe(50);
    expect(perPage.parse('1e1')).toBe(10);
    expect(problems(perPage.safeParse('201'))).toEqual(['bad perPage']);
    expect(problems(perPage.safeParse('two'))).toEqual(['bad perPage']);
  });

  it('lists a back office status with paging defaults of 1 and 20', () => {
    const query = statusListQuerySchema(['open', 'closed'] as const, 'bad status');
    expect(query.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(query.parse({ status: 'open', page: '2', perPage: '100' })).toEqual({
      status: 'open',
      page: 2,
      perPage: 100,
    });
    expect(problems(query.safeParse({ status: 'shut' }))).toEqual(['bad status']);
    expect(problems(query.safeParse({ perPage: 101 }))).toEqual(['perPage must be at most 100']);
  });
});
