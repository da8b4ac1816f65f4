/**
 * The Shiprocket client and provider against the local stand-in (ADR 0061): login and token reuse,
 * serviceability, a shipment booked with its AWB, label and pickup, cancelling, tracking, refusals;
 * the delivery estimate's cache and table; the environment's refusals.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parcelStatuses } from '@shahi/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resolveEnv } from '#server/config/env.ts';
import { problemsOf } from '#server/config/env-problems.ts';
import { createShippingProvider, shippingModeOf } from '#server/modules/shipping/create-provider.ts';
import { type ShipmentRequest, ShippingProviderError } from '#server/modules/shipping/provider.ts';
import { deliveryEstimate, ESTIMATE_FRESH_MS } from '#server/modules/shipping/serviceability.ts';
import { ShiprocketClient } from '#server/modules/shipping/shiprocket-client.ts';
import { createShiprocketProvider } from '#server/modules/shipping/shiprocket-provider.ts';
import { ShiprocketStandIn, standInServiceability } from '#server/modules/shipping/shiprocket-stand-in.ts';
import {
  parseShiprocketTime,
  scanOfWebhook,
  shiprocketWebhookSchema,
} from '#server/modules/shipping/status-map.ts';
import { shipmentStatus } from '#server/tables/index.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTestDatabase } from './helpers/test-app.ts';

const EMAIL = 'api@workshop.example.in';
const PASSWORD = 'correct horse battery staple';
const PICKUP = 'Workshop';
const PICKUP_PIN = '160017';

let standIn: ShiprocketStandIn;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

const providerFor = (password = PASSWORD) =>
  createShiprocketProvider({
    client: new ShiprocketClient({ apiUrl: standIn.url, email: EMAIL, password }),
    pickupLocation: PICKUP,
    pickupPin: async () => PICKUP_PIN,
  });

const request = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  orderId: crypto.randomUUID(),
  orderReference: `ST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  orderedAt: new Date('2026-03-02T05:00:00Z'),
  recipient: {
    firstName: 'Asha',
    lastName: 'Verma',
    address: '12 Mall Road',
    city: 'New Delhi',
    state: 'Delhi',
    pinCode: '110001',
    phone: '+91 98140 12345',
    email: 'asha@example.in',
  },
  lines: [
    { productId: crypto.randomUUID(), title: 'Phulkari dupatta', pricePaise: 349_900, hsnCode: '6214' },
  ],
  paymentMethod: 'cod',
  amountPaise: 349_900,
  weightGrams: 500,
  dimensionsCm: { length: 30, breadth: 25, height: 5 },
  ...overrides,
});

beforeAll(async () => {
  standIn = await ShiprocketStandIn.start({ email: EMAIL, password: PASSWORD, pickupLocation: PICKUP });
  database = await createTestDatabase();
  await storeSeller(database.db, { stateCode: '04', pinCode: PICKUP_PIN });
});

afterAll(async () => {
  await standIn?.close();
  await database?.drop();
});

describe('the Shiprocket client against the stand-in', () => {
  it('logs in once and reuses the token, and logs in again once after a 401', async () => {
    const provider = providerFor();
    const logins = standIn.count('login');
    await provider.serviceability('110001', 500);
    await provider.serviceability('400001', 500);
    expect(standIn.count('login')).toBe(logins + 1);
    standIn.expireTokens();
    const answer = await provider.serviceability('110001', 500);
    expect(answer.serviceable).toBe(true);
    expect(standIn.count('login')).toBe(logins + 2);
  });

  it('sends the token as a bearer and never the password past the login', async () => {
    await providerFor().serviceability('560001', 700);
    const last = standIn.requests.filter((each) => each.call === 'serviceability').at(-1);
    expect(last?.path).toBe('/v1/external/courier/serviceability');
    expect(JSON.stringify(standIn.requests.filter((each) => each.call !== 'login'))).not.toContain(PASSWORD);
  });

  it('tells served, unserved and COD-less PIN codes apart', async () => {
    const provider = providerFor();
    expect(await provider.serviceability('110001', 500)).toEqual({
      serviceable: true,
      codAvailable: true,
      days: 3,
      courierName: 'Blue Dart Air',
    });
    expect(await provider.serviceability('744101', 500)).toEqual({
      serviceable: false,
      codAvailable: false,
      days: null,
      courierName: null,
    });
    const northEast = await provider.serviceability('795001', 500);
    expect(northEast).toMatchObject({ serviceable: true, codAvailable: false });
    expect(northEast.days).toBe(standInServiceability(PICKUP_PIN, '795001').days);
  });

  it('refuses a wrong password with a message naming the settings, not the password', async () => {
    const wrong = 'not-the-password';
    const error = await providerFor(wrong)
      .serviceability('110001', 500)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as ShippingProviderError).retryable).toBe(false);
    expect((error as Error).message).toContain('SHIPROCKET_EMAIL');
    expect((error as Error).message).not.toContain(wrong);
  });

  it('books a shipment: order, AWB, a PDF label and a pickup', async () => {
    const provider = providerFor();
    const booked = await provider.createShipment(request());
    expect(booked.awb).toMatch(/^1410\d{10}$/);
    expect(booked.courierName).toBe('Blue Dart Air');
    expect(booked.expectedDeliveryOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sent = standIn.requests.filter((each) => each.call === 'create').at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      pickup_location: PICKUP,
      payment_method: 'COD',
      sub_total: 3499,
      weight: 0.5,
      billing_phone: '9814012345',
      order_date: '2026-03-02 10:30',
    });
    expect(sent.order_items).toEqual([
      expect.objectContaining({ selling_price: 3499, units: 1, hsn: '6214' }),
    ]);

    const label = await provider.label(booked.providerShipmentId);
    expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pickup = await provider.requestPickup(booked.providerShipmentId);
    expect(pickup.token).toMatch(/^Reference No: \d+$/);
    expect(pickup.scheduledAt).toBeInstanceOf(Date);
    expect(standIn.shipmentByAwb(booked.awb)?.pickupToken).toBe(pickup.token);
  });

  it('cancels a booked order before pickup', async () => {
    const provider = providerFor();
    const booked = await provider.createShipment(request({ paymentMethod: 'online' }));
    await provider.cancel(booked.providerOrderId);
    expect(standIn.shipmentByAwb(booked.awb)?.cancelled).toBe(true);
    await expect(provider.label(booked.providerShipmentId)).rejects.toThrow(
      /refused \(HTTP 400\).*cancelled/,
    );
  });

  it('cancels the provider order when no courier is assigned, and says why', async () => {
    const provider = providerFor();
    const cancels = standIn.count('cancel');
    standIn.refuseNext('assign', { status: 400, message: 'Courier not available right now' });
    const reference = `ST-ASSIGN-${Date.now()}`;
    await expect(provider.createShipment(request({ orderReference: reference }))).rejects.toThrow(
      'Shiprocket assign courier refused (HTTP 400): Courier not available right now',
    );
    expect(standIn.count('cancel')).toBe(cancels + 1);
    expect(standIn.shipmentOfOrder(reference)?.cancelled).toBe(true);
  });

  it('refuses COD to a PIN without COD at assignment', async () => {
    await expect(
      providerFor().createShipment(
        request({ recipient: { ...request().recipient, pinCode: '795001', state: 'Manipur' } }),
      ),
    ).rejects.toThrow(/Cash on delivery is not available/);
  });

  it('marks a server failure retryable', async () => {
    standIn.refuseNext('track', { status: 503, message: 'Service unavailable' });
    const error = await providerFor()
      .track('1410000000000')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ShippingProviderError);
    expect((error as ShippingProviderError).retryable).toBe(true);
    expect((error as Error).message).toContain('try again in a few minutes');
  });

  it('gives up on a silent server after its time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = new ShiprocketClient({
        apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        email: EMAIL,
        password: PASSWORD,
        timeoutMs: 200,
      });
      const error = await client
        .get('courier/serviceability/', z.unknown())
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ShippingProviderError);
      expect((error as ShippingProviderError).retryable).toBe(true);
      expect((error as Error).message).toBe(
        'Shiprocket login: no answer within 0.2 s; try again in a few minutes',
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('tracks the scans so far, oldest first, and reports them by webhook', async () => {
    const provider = providerFor();
    const booked = await provider.createShipment(request());
    const received: Record<string, unknown>[] = [];
    standIn.onWebhook = async (body) => {
      received.push(body);
    };
    // Whole seconds: Shiprocket's time stamps carry no milliseconds.
    const pickedAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
    const movedAt = new Date(pickedAt.getTime() + 86_400_000);
    try {
      await standIn.advance(booked.awb, 42, { location: 'Chandigarh', at: pickedAt });
      await standIn.advance(booked.awb, 18, { location: 'Delhi Hub', at: movedAt });
    } finally {
      standIn.onWebhook = undefined;
    }
    const scans = await provider.track(booked.awb);
    expect(scans.map((scan) => scan.status)).toEqual(['booked', 'picked_up', 'in_transit']);
    expect(scans.at(-1)).toMatchObject({
      awb: booked.awb,
      providerStatusId: 18,
      location: 'Delhi Hub',
      happenedAt: movedAt,
    });

    expect(received).toHaveLength(2);
    const body = shiprocketWebhookSchema.parse(received[1]);
    expect(scanOfWebhook(body)).toEqual({
      awb: booked.awb,
      status: 'in_transit',
      providerStatusId: 18,
      providerStatus: 'IN TRANSIT',
      location: 'Delhi Hub',
      happenedAt: movedAt,
    });
  });

  it('drives the stand-in over its HTTP control route', async () => {
    const booked = await providerFor().createShipment(request());
    const answer = await fetch(`${standIn.url}/__stand-in/shipments/${booked.awb}/scan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusId: 17, location: 'Connaught Place' }),
    });
    expect(answer.status).toBe(200);
    expect(standIn.shipmentByAwb(booked.awb)?.scans.at(-1)).toMatchObject({ statusId: 17 });
    const unknown = await fetch(`${standIn.url}/__stand-in/shipments/999/scan`, {
      method: 'POST',
      body: JSON.stringify({ statusId: 7 }),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the webhook body and time stamps', () => {
  it('reads Shiprocket time stamps as India time and refuses impossible ones', () => {
    expect(parseShiprocketTime('23 05 2026 11:43:52')).toEqual(new Date('2026-05-23T06:13:52Z'));
    expect(parseShiprocketTime('2026-05-23 11:43:52')).toEqual(new Date('2026-05-23T06:13:52Z'));
    expect(parseShiprocketTime('2026-05-23T06:13:52Z')).toEqual(new Date('2026-05-23T06:13:52Z'));
    expect(parseShiprocketTime('31 02 2026 10:00:00')).toBeNull();
    expect(parseShiprocketTime('yesterday')).toBeNull();
    expect(parseShiprocketTime('2026-05-23 11:43')).toEqual(new Date('2026-05-23T06:13:00Z'));
  });

  it('maps status codes and ignores one the shop does not follow', () => {
    const base = {
      awb: 59629792084,
      current_status: 'DELIVERED',
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: '23 05 2026 11:43:52',
      scans: [],
    };
    expect(scanOfWebhook(shiprocketWebhookSchema.parse(base))).toMatchObject({
      awb: '59629792084',
      status: 'delivered',
      location: '',
    });
    expect(scanOfWebhook(shiprocketWebhookSchema.parse({ ...base, shipment_status_id: '10' }))?.status).toBe(
      'rto_delivered',
    );
    expect(scanOfWebhook(shiprocketWebhookSchema.parse({ ...base, shipment_status_id: 12 }))).toBeNull();
    expect(shiprocketWebhookSchema.safeParse({ ...base, awb: '' }).success).toBe(false);
    expect(shiprocketWebhookSchema.safeParse({ ...base, shipment_status_id: 'seven' }).success).toBe(false);
  });
});

describe('the delivery estimate', () => {
  const now = new Date('2026-03-02T05:00:00Z'); // Monday 10:30 in India

  it('asks the provider once a day per PIN and keeps the answer', async () => {
    const provider = providerFor();
    const before = standIn.count('serviceability');
    const first = await deliveryEstimate(database.db, provider, '110001', now);
    expect(first).toEqual({
      pinCode: '110001',
      serviceable: true,
      codAvailable: true,
      days: 3,
      // Dispatched by Saturday 7 March (5 working days), 3 days on the road.
      deliveryBy: '2026-03-10',
      source: 'provider',
    });
    const again = await deliveryEstimate(
      database.db,
      provider,
      '110001',
      new Date(now.getTime() + 3_600_000),
    );
    expect(again.days).toBe(3);
    expect(standIn.count('serviceability')).toBe(before + 1);
    await deliveryEstimate(database.db, provider, '110001', new Date(now.getTime() + ESTIMATE_FRESH_MS + 1));
    expect(standIn.count('serviceability')).toBe(before + 2);
  });

  it('answers an unserved PIN with no date', async () => {
    const estimate = await deliveryEstimate(database.db, providerFor(), '744101', now);
    expect(estimate).toMatchObject({ serviceable: false, codAvailable: false, days: null, deliveryBy: null });
  });

  it('falls back to a stale answer, then to the table, when the provider fails', async () => {
    const provider = providerFor();
    await deliveryEstimate(database.db, provider, '400001', now);
    const later = new Date(now.getTime() + 2 * ESTIMATE_FRESH_MS);
    standIn.refuseNext('serviceability', { status: 500, message: 'Internal error' });
    expect(await deliveryEstimate(database.db, provider, '400001', later)).toMatchObject({
      source: 'provider',
      days: 6,
    });
    standIn.refuseNext('serviceability', { status: 500, message: 'Internal error' });
    expect(await deliveryEstimate(database.db, provider, '380001', later)).toMatchObject({
      source: 'table',
      serviceable: true,
      days: 6,
    });
  });

  it('answers from the shop table without a provider', async () => {
    const before = standIn.count('serviceability');
    // The demo workshop is in Chandigarh (state 04): Chandigarh 2 days, Punjab 4, Mumbai 6, Assam 10.
    expect(await deliveryEstimate(database.db, undefined, '160017', now)).toMatchObject({
      serviceable: true,
      codAvailable: true,
      days: 2,
      deliveryBy: '2026-03-09',
      source: 'table',
    });
    expect((await deliveryEstimate(database.db, undefined, '141001', now)).days).toBe(4);
    expect((await deliveryEstimate(database.db, undefined, '400001', now)).days).toBe(6);
    expect((await deliveryEstimate(database.db, undefined, '781001', now)).days).toBe(10);
    expect(await deliveryEstimate(database.db, undefined, '744101', now)).toMatchObject({
      serviceable: true,
      codAvailable: false,
    });
    expect(await deliveryEstimate(database.db, undefined, '990001', now)).toMatchObject({
      serviceable: false,
      deliveryBy: null,
    });
    expect(standIn.count('serviceability')).toBe(before);
  });
});

describe('the shipping settings', () => {
  const live = {
    SHIPROCKET_EMAIL: EMAIL,
    SHIPROCKET_PASSWORD: PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: PICKUP,
  };
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://shahithreads.in',
    SMTP_URL: 'smtp://mail.example.in',
  };

  it('books by hand by default and refuses the stand-in in production', () => {
    expect(shippingModeOf(resolveEnv({}))).toBe('manual');
    expect(shippingModeOf(resolveEnv({ SHIPPING_SANDBOX: 'true' }))).toBe('test');
    expect(shippingModeOf(resolveEnv(live))).toBe('live');
    expect(problemsOf({ ...production })).toEqual([]);
    expect(problemsOf({ ...production, SHIPPING_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^SHIPPING_SANDBOX: .*cannot be on when NODE_ENV=production/),
    ]);
  });

  it('wants the credentials together, with a pickup location, and no stand-in beside them', () => {
    expect(problemsOf({ SHIPROCKET_EMAIL: EMAIL })).toEqual([
      expect.stringMatching(/^SHIPROCKET_PASSWORD: .*set together/),
    ]);
    expect(problemsOf({ SHIPROCKET_EMAIL: EMAIL, SHIPROCKET_PASSWORD: PASSWORD })).toEqual([
      expect.stringMatching(/^SHIPROCKET_PICKUP_LOCATION: is required/),
    ]);
    expect(problemsOf({ ...live, SHIPPING_SANDBOX: 'true' })).toEqual([
      expect.stringMatching(/^SHIPPING_SANDBOX: cannot be true while Shiprocket credentials are set/),
    ]);
    expect(problemsOf({ ...live, SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toEqual([
      expect.stringMatching(/^SHIPROCKET_WEBHOOK_TOKEN: /),
    ]);
  });

  it('starts the stand-in in test mode, reached by the same client', async () => {
    const setup = await createShippingProvider(resolveEnv({ SHIPPING_SANDBOX: 'true' }), {
      pickupPin: async () => PICKUP_PIN,
    });
    try {
      expect(setup.mode).toBe('test');
      expect(setup.webhookToken).toMatch(/^[\w-]{32}$/);
      expect(await setup.provider?.serviceability('110001', 500)).toMatchObject({ serviceable: true });
      expect(setup.standIn?.count('serviceability')).toBe(1);
    } finally {
      await setup.standIn?.close();
    }
  });

  it('warns when live Shiprocket has no webhook token', async () => {
    const warnings: string[] = [];
    const setup = await createShippingProvider(resolveEnv(live), {
      pickupPin: async () => PICKUP_PIN,
      log: { warn: (message: unknown) => void warnings.push(String(message)) },
    });
    expect(setup.mode).toBe('live');
    expect(setup.standIn).toBeUndefined();
    expect(setup.webhookToken).toBeUndefined();
    expect(setup.provider?.name).toBe('shiprocket');
    expect(warnings).toEqual([expect.stringContaining('SHIPROCKET_WEBHOOK_TOKEN is not set')]);
  });
});

describe('the parcel statuses', () => {
  it('are the same nine in the database enum and the contract the pages read', () => {
    expect([...shipmentStatus.enumValues]).toEqual([...parcelStatuses]);
  });
});
