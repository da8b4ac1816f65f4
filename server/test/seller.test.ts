/**
 * The seller settings and disclosures (ADR 0032): the public disclosure, the back office's read and
 * replace, SELLER_* as first values only, the production refusal, and the seller block of order mails.
 */

import { messages } from '@shahi/contract';
import { sellerMessages } from '@shahi/contract/schemas';
import { demoSellerSettings as demoSettings, makeSeller } from '@shahi/contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEnv } from '#server/config/env.ts';
import { catalogueHasPieces } from '#server/modules/catalog/public.ts';
import { selectSeller } from '#server/modules/seller/repository.ts';
import {
  requireSellerInProduction,
  SellerMissingError,
  storeFirstSeller,
} from '#server/modules/seller/startup.ts';
import { seedDemoSeller } from '#server/seed/seller.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, createTestDatabase } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
});
afterAll(() => t.close());

/** The demo seller as `GET /api/seller` discloses it. */
const demoDisclosure = makeSeller();

/** A Ludhiana seller not registered for GST, in the environment's words. */
const sellerEnv = {
  SELLER_LEGAL_NAME: 'Simran Gill',
  SELLER_ADDRESS: '14 Ghumar Mandi',
  SELLER_CITY: 'Ludhiana',
  SELLER_STATE: 'Punjab',
  SELLER_PIN_CODE: '141001',
  SELLER_PAN: 'ABCPG1234K',
  SELLER_CARE_EMAIL: 'care@gill.example.in',
  SELLER_CARE_PHONE: '+91 98140 12345',
  SELLER_GRIEVANCE_NAME: 'Simran Gill',
  SELLER_GRIEVANCE_DESIGNATION: 'Proprietor',
  SELLER_GRIEVANCE_EMAIL: 'grievance@gill.example.in',
  SELLER_GRIEVANCE_PHONE: '+91 98140 12346',
};

describe('GET /api/seller', () => {
  it('answers the demo seller to anyone, cached like the footer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/seller' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: demoDisclosure });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
  });
});

describe('/api/admin/seller', () => {
  it('refuses guests (401) and shoppers (403)', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    expect((await adminCall(t.app, 'GET', '/admin/seller')).statusCode).toBe(401);
    expect((await adminCall(t.app, 'PUT', '/admin/seller', { payload: demoSettings })).statusCode).toBe(401);
    const asShopper = { token: shopper.token, payload: demoSettings };
    expect((await adminCall(t.app, 'GET', '/admin/seller', { token: shopper.token })).statusCode).toBe(403);
    expect((await adminCall(t.app, 'PUT', '/admin/seller', asShopper)).statusCode).toBe(403);
  });

  it('reads the settings and saves a whole new set, which the public disclosure then shows', async () => {
    const read = await adminCall(t.app, 'GET', '/admin/seller', { token: admin.token });
    expect(read.json()).toEqual({ success: true, data: demoSettings });

    const unregistered = {
      ...demoSettings,
      gstMode: 'unregistered',
      gstin: '',
      tradeName: 'Shahi Threads Studio',
    };
    const saved = await adminCall(t.app, 'PUT', '/admin/seller', {
      token: admin.token,
      payload: unregistered,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: sellerMessages.saved, data: unregistered });
    const shown = (await t.app.inject({ method: 'GET', url: '/api/seller' })).json().data;
    expect(shown).toMatchObject({ tradeName: 'Shahi Threads Studio', gstMode: 'unregistered', gstin: '' });

    const back = await adminCall(t.app, 'PUT', '/admin/seller', {
      token: admin.token,
      payload: demoSettings,
    });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/seller' })).json().data).toEqual(demoDisclosure);
  });

  it('refuses bad settings with 400 and its message, changing nothing', async () => {
    const before = await selectSeller(t.db);
    const bad: Array<[Record<string, unknown>, string]> = [
      [
        { ...demoSettings, gstin: '03ABKPS1234L1ZM' },
        "The GSTIN's state code 03 does not match Chandigarh (04)",
      ],
      [{ ...demoSettings, pan: 'ABKPS1235L' }, sellerMessages.gstinPanMismatch],
      [{ ...demoSettings, gstMode: 'unregistered' }, sellerMessages.gstinUnregistered],
      [{ ...demoSettings, pinCode: '110001' }, 'PIN code 110001 is not in Chandigarh'],
      [{ ...demoSettings, legalName: 'x'.repeat(10_000) }, sellerMessages.tooLong('legal name', 200)],
      [{ ...demoSettings, grievanceEmail: undefined }, messages.emailRequired],
    ];
    for (const [payload, message] of bad) {
      const response = await adminCall(t.app, 'PUT', '/admin/seller', { token: admin.token, payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const notObject = await adminCall(t.app, 'PUT', '/admin/seller', { token: admin.token, payload: [1] });
    expect(notObject.statusCode).toBe(400);
    expect(await selectSeller(t.db)).toEqual(before);
  });
});

describe('order mails', () => {
  it('end with the seller block: who sells, GSTIN, customer care, grievance officer and link', async () => {
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    const placed = await call(
      t.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody([{ productId: piece.id }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === shopper.email && /placed/i.test(m.subject),
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Sold by Harpreet Kaur Sandhu (Shahi Threads)');
      expect(part).toContain('SCO 112, Sector 17-D, Chandigarh, Chandigarh 160017');
      expect(part).toContain('GSTIN 04ABKPS1234L1ZK');
      expect(part).toContain('Customer care: care@shahithreads.in, +91 172 400 1234');
      expect(part).toContain(
        'Grievance officer: Gurpreet Singh, Grievance Officer, grievance@shahithreads.in, +91 172 400 1235',
      );
      expect(part).toContain('https://shop.example.in/grievance');
    }
  });
});

describe('start-up', () => {
  it('stores SELLER_* on an empty table, the demo seller then standing back', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      const env = resolveEnv({ ...sellerEnv, SHOP_NAME: 'Gill Phulkari' });
      expect(await storeFirstSeller(database.db, env.seller)).toBe(true);
      expect(await seedDemoSeller(database.db)).toBe(false);
      expect(await selectSeller(database.db)).toMatchObject({
        legalName: 'Simran Gill',
        tradeName: 'Gill Phulkari',
        stateCode: '03',
        pan: 'ABCPG1234K',
        gstMode: 'unregistered',
        gstin: '',
      });
    } finally {
      await database.drop();
    }
  });

  it('never overwrites settings edited in the back office', async () => {
    const database = await createTestDatabase();
    try {
      await storeSeller(database.db, { tradeName: 'Edited in the back office' });
      const env = resolveEnv(sellerEnv);
      expect(await storeFirstSeller(database.db, env.seller)).toBe(false);
      expect(await selectSeller(database.db)).toMatchObject({
        legalName: 'Harpreet Kaur Sandhu',
        tradeName: 'Edited in the back office',
      });
    } finally {
      await database.drop();
    }
  });

  it('refuses to start in production with pieces but no seller settings; an empty shop starts', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      // main.ts asks for the seller only in production and once the catalogue holds pieces.
      expect(await catalogueHasPieces(database.db)).toBe(false);
      expect(await catalogueHasPieces(t.db)).toBe(true);
      const production = resolveEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'j'.repeat(32),
        PUBLIC_URL: 'https://shop.example.in',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SEED_DEMO: 'false',
      });
      expect(production.seller).toBeUndefined();
      await expect(requireSellerInProduction(database.db, true)).rejects.toThrow(SellerMissingError);
      await expect(requireSellerInProduction(database.db, true)).rejects.toThrow(/SELLER_LEGAL_NAME/);
      await expect(requireSellerInProduction(database.db, false)).resolves.toBeUndefined();
      await storeFirstSeller(database.db, resolveEnv(sellerEnv).seller);
      await expect(requireSellerInProduction(database.db, true)).resolves.toBeUndefined();
    } finally {
      await database.drop();
    }
  });
});
