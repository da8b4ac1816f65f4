import { describe, expect, it } from 'vitest';
import { resolveEnv } from './env.ts';
import { problemsOf } from './env-problems.ts';

const sellerEnv = {
  SELLER_LEGAL_NAME: 'Harpreet Kaur Sandhu',
  SELLER_ADDRESS: 'SCO 112, Sector 17-D',
  SELLER_CITY: 'Chandigarh',
  SELLER_STATE: 'Chandigarh',
  SELLER_PIN_CODE: '160017',
  SELLER_PAN: 'abkps1234l',
  SELLER_GSTIN: '04ABKPS1234L1ZK',
  SELLER_CARE_PHONE: '+91 172 400 1234',
  SELLER_GRIEVANCE_NAME: 'Gurpreet Singh',
  SELLER_GRIEVANCE_DESIGNATION: 'Grievance Officer',
  SELLER_GRIEVANCE_EMAIL: 'grievance@shahithreads.in',
  SELLER_GRIEVANCE_PHONE: '+91 172 400 1235',
};

describe('SELLER_*', () => {
  it('gives no seller when none is set', () => {
    expect(resolveEnv({}).seller).toBeUndefined();
  });

  it('reads a complete seller: trade name and care e-mail from SHOP_*, registered when a GSTIN is set', () => {
    const env = resolveEnv({ ...sellerEnv, SHOP_NAME: 'Shahi Threads', SHOP_EMAIL: 'care@shahithreads.in' });
    expect(env.seller).toMatchObject({
      tradeName: 'Shahi Threads',
      careEmail: 'care@shahithreads.in',
      state: '04',
      pan: 'ABKPS1234L',
      gstMode: 'registered',
      gstin: '04ABKPS1234L1ZK',
    });
  });

  it('lists every missing or bad value by its variable, with the other problems', () => {
    const problems = problemsOf({
      SELLER_LEGAL_NAME: 'Harpreet Kaur Sandhu',
      SELLER_STATE: 'Punjab',
      SELLER_PIN_CODE: '160017',
      SELLER_PAN: 'ABKPS1234L',
      SELLER_GSTIN: '04ABKPS1234L1ZK',
      PORT: 'eighty',
    });
    expect(problems).toContain('PORT: must be a port number (0-65535)');
    expect(problems).toContain('SELLER_ADDRESS: is required once any SELLER_* value is set');
    expect(problems).toContain('SELLER_CARE_EMAIL: is required once any SELLER_* value is set');
    expect(problems).toContain("SELLER_GSTIN: The GSTIN's state code 04 does not match Punjab (03)");
    expect(problems.some((problem) => problem.startsWith('SELLER_LEGAL_NAME'))).toBe(false);
  });

  it('refuses a GSTIN for an unregistered seller', () => {
    expect(
      problemsOf({
        ...sellerEnv,
        SELLER_CARE_EMAIL: 'care@shahithreads.in',
        SELLER_GST_MODE: 'unregistered',
      }),
    ).toEqual(['SELLER_GSTIN: Leave the GSTIN empty for a seller not registered for GST']);
  });
});
