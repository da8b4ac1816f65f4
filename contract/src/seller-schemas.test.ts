import { describe, expect, it } from 'vitest';
import { sellerMessages, sellerSettingsSchema } from './seller-schemas.ts';
import { demoSellerSettings as demo } from './testing.ts';

/** The messages of a failed parse, by field. */
function problems(input: unknown): Record<string, string[]> {
  const result = sellerSettingsSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('sellerSettingsSchema', () => {
  it('accepts the demo seller, upper-casing PAN and GSTIN and taking a state name for its GST code', () => {
    const parsed = sellerSettingsSchema.parse({
      ...demo,
      state: 'chandigarh',
      pan: 'abkps1234l',
      gstin: ' 04abkps1234l1zk ',
    });
    expect(parsed).toEqual({ ...demo, state: '04' });
  });

  it('refuses a GSTIN of another state, naming both codes', () => {
    // 03 is Punjab; the PAN and check character are right, so only the state is wrong.
    expect(problems({ ...demo, gstin: '03ABKPS1234L1ZM' }).gstin).toEqual([
      "The GSTIN's state code 03 does not match Chandigarh (04)",
    ]);
  });

  it('refuses a GSTIN that does not contain the PAN', () => {
    expect(problems({ ...demo, pan: 'ABKPS1235L' }).gstin).toEqual([sellerMessages.gstinPanMismatch]);
  });

  it('refuses a GSTIN for an unregistered seller, and accepts none', () => {
    expect(problems({ ...demo, gstMode: 'unregistered' }).gstin).toEqual([sellerMessages.gstinUnregistered]);
    expect(sellerSettingsSchema.parse({ ...demo, gstMode: 'unregistered', gstin: '' }).gstin).toBe('');
  });

  it('requires a valid GSTIN when registered', () => {
    expect(problems({ ...demo, gstin: '' }).gstin).toEqual([sellerMessages.gstinRequired]);
    expect(problems({ ...demo, gstin: '04ABKPS1234L1ZA' }).gstin).toEqual([sellerMessages.gstinChecksum]);
    expect(problems({ ...demo, gstin: '04ABKPS1234L' }).gstin).toEqual([sellerMessages.gstinShape]);
  });

  it('refuses a PIN code of another state, and a PIN of the wrong shape', () => {
    expect(problems({ ...demo, pinCode: '110001' }).pinCode).toEqual([
      'PIN code 110001 is not in Chandigarh',
    ]);
    expect(problems({ ...demo, pinCode: '16001' }).pinCode).toEqual([sellerMessages.pinShape]);
  });

  it('lists the cross-field problems beside the other fields', () => {
    const found = problems({ ...demo, careEmail: 'nope', pinCode: '110001', gstin: '' });
    expect(found.careEmail).toEqual([sellerMessages.invalidEmail]);
    expect(found.pinCode).toEqual(['PIN code 110001 is not in Chandigarh']);
    expect(found.gstin).toEqual([sellerMessages.gstinRequired]);
  });

  it('refuses an unknown state, a bad PAN, bad phones and over-long text', () => {
    const found = problems({
      ...demo,
      state: 'Atlantis',
      pan: 'ABKP1234L',
      carePhone: '12345',
      grievancePhone: '+91--172',
      legalName: 'x'.repeat(201),
    });
    expect(found.state).toEqual([sellerMessages.chooseState]);
    expect(found.pan).toEqual([sellerMessages.panShape]);
    expect(found.carePhone).toEqual([sellerMessages.phoneShape]);
    expect(found.grievancePhone).toEqual([sellerMessages.phoneShape]);
    expect(found.legalName).toEqual([sellerMessages.tooLong('legal name', 200)]);
  });
});
