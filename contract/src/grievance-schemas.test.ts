import { describe, expect, it } from 'vitest';
import { adminGrievanceListQuerySchema, grievanceMessages, grievanceSchema } from './grievance-schemas.ts';

const VALID = {
  name: 'Simran Kaur',
  email: 'Simran@Example.in',
  subject: 'Dupatta arrived torn',
  message: 'The phulkari dupatta of my order arrived with a tear along the border.',
};

/** The messages zod reports for `body`, one per issue. */
function problems(body: unknown): string[] {
  const result = grievanceSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('grievanceSchema', () => {
  it('accepts a guest complaint, trimming and lower-casing, with no phone or order', () => {
    const parsed = grievanceSchema.parse({ ...VALID, name: '  Simran Kaur ', orderId: '' });
    expect(parsed).toEqual({ ...VALID, email: 'simran@example.in', phone: '', orderId: undefined });
  });

  it('takes a 10-digit phone or the saved-address shape, and nothing else', () => {
    expect(problems({ ...VALID, phone: '9876543210' })).toEqual([]);
    expect(problems({ ...VALID, phone: '+91 (98765) 43210' })).toEqual([]);
    expect(problems({ ...VALID, phone: '98765' })).toEqual([grievanceMessages.enterValidPhone]);
    expect(problems({ ...VALID, phone: 'call me' })).toEqual([grievanceMessages.enterValidPhone]);
  });

  it('names every missing field in the form wording', () => {
    const found = problems({ name: '', email: '', subject: ' ', message: '' });
    expect(found).toEqual(
      expect.arrayContaining([
        grievanceMessages.nameRequired,
        'Email is required',
        grievanceMessages.subjectRequired,
        grievanceMessages.messageRequired,
      ]),
    );
    expect(found).not.toContain(grievanceMessages.messageTooShort);
  });

  it('refuses a message under 10 or over 2000 characters, and long text before other checks', () => {
    expect(problems({ ...VALID, message: 'Torn.' })).toEqual([grievanceMessages.messageTooShort]);
    expect(problems({ ...VALID, message: 'x'.repeat(2001) })).toEqual([grievanceMessages.messageTooLong]);
    expect(problems({ ...VALID, subject: 'x'.repeat(121) })).toEqual([grievanceMessages.subjectTooLong]);
    expect(problems({ ...VALID, name: 'x'.repeat(101) })).toEqual([grievanceMessages.nameTooLong]);
    expect(problems({ ...VALID, phone: '9'.repeat(60_000) })).toEqual([grievanceMessages.enterValidPhone]);
  });

  it('refuses an order id that is not a uuid and fields of the wrong type', () => {
    expect(problems({ ...VALID, orderId: 'order-1' })).toEqual([grievanceMessages.invalidOrder]);
    expect(problems({ ...VALID, orderId: 7, name: 42 })).toEqual([
      grievanceMessages.nameRequired,
      grievanceMessages.invalidOrder,
    ]);
  });
});

describe('adminGrievanceListQuerySchema', () => {
  it('reads the status and page from the query text', () => {
    expect(adminGrievanceListQuerySchema.parse({ status: 'open', page: '2' })).toEqual({
      status: 'open',
      page: 2,
      perPage: 20,
    });
    expect(adminGrievanceListQuerySchema.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
