/**
 * Saved addresses (docs/product.md#saved-addresses): one default at a time, at most 10, another
 * shopper's address answered as not found and never read, changed or deleted.
 */
import { readFileSync } from 'node:fs';
import { MAX_SAVED_ADDRESSES, messages, type SavedAddress } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { insertAddress } from '#server/modules/addresses/repository.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { savedAddressBody as home } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([
    createVerifiedShopper(t.app, t.env.DATA_DIR),
    createVerifiedShopper(t.app, t.env.DATA_DIR),
  ]);
});
afterAll(() => t.close());

const newShopper = () => createVerifiedShopper(t.app, t.env.DATA_DIR);

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<SavedAddress> {
  const response = await call('POST', '/my-address/create', token, home(overrides));
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json().data;
}

async function list(token: string): Promise<SavedAddress[]> {
  const response = await call('POST', '/my-address/active', token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The rows as stored, for checking that nothing changed. */
async function rowsOf(userId: string) {
  const { rows } = await t.db.execute(sql`SELECT * FROM addresses WHERE user_id = ${userId} ORDER BY id`);
  return rows;
}

async function defaultsOf(userId: string): Promise<string[]> {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM addresses WHERE user_id = ${userId} AND is_default`,
  );
  return rows.map((row) => row.id);
}

describe('without a session', () => {
  it('answers 401 on every address call and changes nothing', async () => {
    const { rows: before } = await t.db.execute(sql`SELECT count(*)::int AS n FROM addresses`);
    const id = crypto.randomUUID();
    const responses = await Promise.all([
      call('POST', '/my-address/active'),
      call('GET', `/my-address/${id}`),
      call('POST', '/my-address/create', undefined, home()),
      call('POST', '/my-address/create', undefined, {}),
      call('PUT', '/my-address/update', undefined, home({ _id: id })),
      call('DELETE', `/my-address/${id}`),
      call('POST', '/my-address/active', 'not.a.token'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
    const { rows: after } = await t.db.execute(sql`SELECT count(*)::int AS n FROM addresses`);
    expect(after).toEqual(before);
  });
});

describe('POST /api/my-address/create and /api/my-address/active', () => {
  it('starts empty; with no body, an empty body or {}', async () => {
    const shopper = await newShopper();
    const noBody = await call('POST', '/my-address/active', shopper.token);
    expect(noBody.json()).toEqual({ success: true, data: [] });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/my-address/active',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect((await call('POST', '/my-address/active', shopper.token, {})).statusCode).toBe(200);
  });

  it('answers 201 with the saved address; the first one is the default even when not ticked', async () => {
    const shopper = await newShopper();
    const response = await call('POST', '/my-address/create', shopper.token, home({ city: '  Mohali  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: messages.addressCreated,
      data: {
        ...home({ city: 'Mohali' }),
        stateCode: '04',
        gstin: '',
        businessName: '',
        _id: expect.any(String),
        isDefault: true,
      },
    });
    const second = await create(shopper.token, { name: 'Office' });
    expect(second.isDefault).toBe(false);
    expect(await defaultsOf(shopper.userId)).toEqual([response.json().data._id]);
  });

  it('keeps only name, address and phone required (city, state, zip, second phone optional; country India)', async () => {
    const shopper = await newShopper();
    const response = await call('POST', '/my-address/create', shopper.token, {
      name: 'Gurpreet',
      address: 'Near the gurdwara, Kharar',
      phoneNumber: '9876543210',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      city: '',
      state: '',
      zip: '',
      country: 'India',
      isDefault: true,
    });
  });

  it('lists the default first, then newest first', async () => {
    const shopper = await newShopper();
    const first = await create(shopper.token, { name: 'First' });
    const second = await create(shopper.token, { name: 'Second' });
    const third = await create(shopper.token, { name: 'Third' });
    expect((await list(shopper.token)).map((address) => address._id)).toEqual([
      first._id,
      third._id,
      second._id,
    ]);
  });

  it('moves the default to a new address ticked as default, in the same transaction', async () => {
    const shopper = await newShopper();
    const first = await create(shopper.token);
    const second = await create(shopper.token, { isDefault: true });
    expect(second.isDefault).toBe(true);
    expect(await defaultsOf(shopper.userId)).toEqual([second._id]);
    const listed = await list(shopper.token);
    expect(listed[0]?._id).toBe(second._id);
    expect(listed.find((address) => address._id === first._id)?.isDefault).toBe(false);
  });

  it('ends with exactly one default when several defaults are created at once', async () => {
    const shopper = await newShopper();
    await create(shopper.token);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call('POST', '/my-address/create', shopper.token, home({ name: `Home ${index}`, isDefault: true })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(await defaultsOf(shopper.userId)).toHaveLength(1);
  });

  it("ends with exactly one default when a shopper's first addresses are created at once", async () => {
    const shopper = await newShopper();
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        call('POST', '/my-address/create', shopper.token, home({ name: `Home ${index}` })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(4).fill(201));
    expect(responses.filter((response) => response.json().data.isDefault)).toHaveLength(1);
    expect(await defaultsOf(shopper.userId)).toHaveLength(1);
  });

  it('refuses the 11th address with 409 and saves nothing', async () => {
    const shopper = await newShopper();
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1)
      await create(shopper.token, { name: `A${index}` });
    const response = await call('POST', '/my-address/create', shopper.token, home({ isDefault: true }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: messages.addressLimitReached });
    expect(await rowsOf(shopper.userId)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect((await list(shopper.token))[0]?.name).toBe('A0');
  });

  it('holds the limit when the last free places are taken at once', async () => {
    const shopper = await newShopper();
    for (let index = 0; index < MAX_SAVED_ADDRESSES - 2; index += 1) await create(shopper.token);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/my-address/create', shopper.token, home())),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await rowsOf(shopper.userId)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it("never lists another shopper's addresses", async () => {
    const bobs = await create(bob.token, { name: 'Bob only' });
    expect((await list(alice.token)).some((address) => address._id === bobs._id)).toBe(false);
  });
});

describe('validation of a saved address', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['missing name', { name: undefined }, messages.nameRequired],
    ['blank name', { name: '   ' }, messages.nameRequired],
    ['name of the wrong type', { name: 42 }, messages.nameRequired],
    ['missing address', { address: undefined }, messages.addressRequired],
    ['blank address', { address: '' }, messages.addressRequired],
    ['missing phone', { phoneNumber: undefined }, messages.phoneRequired],
    ['blank phone', { phoneNumber: '  ' }, messages.phoneRequired],
    ['phone with letters', { phoneNumber: '98765abcde' }, messages.invalidPhoneFormat],
    ['phone with a plus inside', { phoneNumber: '98+765' }, messages.invalidPhoneFormat],
    ['second phone with letters', { alternativePhoneNumber: 'call me' }, messages.invalidPhoneFormat],
    ['over-long phone', { phoneNumber: '9'.repeat(21) }, messages.invalidPhoneFormat],
    ['over-long name', { name: 'n'.repeat(101) }, messages.textTooLong],
    ['over-long address', { address: 'a'.repeat(5_000) }, messages.textTooLong],
    ['PIN code with letters', { zip: '16001A' }, messages.invalidPinCode],
    ['5-digit PIN code', { zip: '16001' }, messages.invalidPinCode],
    ['7-digit PIN code', { zip: '1600170' }, messages.invalidPinCode],
    ['PIN code starting with 0', { zip: '060017' }, messages.invalidPinCode],
    ['state not on the list', { state: 'Narnia' }, messages.chooseState],
    ['PIN code of another state', { state: 'Punjab', zip: '560001' }, 'PIN code 560001 is not in Punjab'],
    ['country other than India', { country: 'Nepal' }, messages.deliverOnlyInIndia],
    ['GSTIN of the wrong shape', { gstin: '04ABKPS1234' }, messages.invalidGstinShape],
    ['GSTIN with a wrong check character', { gstin: '04ABKPS1234L1ZA' }, messages.invalidGstin],
    ['isDefault as text', { isDefault: 'yes' }, 'isDefault must be true or false'],
  ];

  it.each(cases)(
    'refuses a %s with 400 and its message, saving nothing',
    async (_label, overrides, message) => {
      const before = await rowsOf(alice.userId);
      const response = await call('POST', '/my-address/create', alice.token, home(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(await rowsOf(alice.userId)).toEqual(before);
    },
  );

  it('refuses bodies that are not an address object, and oversized ones', async () => {
    const before = await rowsOf(alice.userId);
    for (const body of [[], [home()], null]) {
      const response = await call('POST', '/my-address/create', alice.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await call('POST', '/my-address/create', alice.token, home({ address: 'a'.repeat(70_000) }));
    expect(huge.statusCode).toBe(413);
    expect(await rowsOf(alice.userId)).toEqual(before);
  });

  it('stores SQL-looking text verbatim and ignores stray fields (no _id, user id or dates taken)', async () => {
    const shopper = await newShopper();
    const name = "Robert'); DROP TABLE addresses; --";
    const saved = await create(shopper.token, {
      name,
      _id: crypto.randomUUID(),
      userId: bob.userId,
      user_id: bob.userId,
      createdAt: '2000-01-01',
    });
    expect(saved.name).toBe(name);
    const [row] = await rowsOf(shopper.userId);
    expect(row).toMatchObject({ id: saved._id, user_id: shopper.userId, name });
    expect(new Date(row?.created_at as string).getFullYear()).toBeGreaterThan(2020);
  });
});

describe('GET /api/my-address/:id', () => {
  it('answers the address', async () => {
    const saved = await create(alice.token, { name: 'Fetched' });
    const response = await call('GET', `/my-address/${saved._id}`, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: saved });
  });

  it('answers 404 "Address not found" for unknown, malformed, injected and other shoppers\' ids', async () => {
    const bobs = await create(bob.token);
    for (const id of [
      crypto.randomUUID(),
      'not-a-uuid',
      encodeURIComponent("' OR '1'='1"),
      encodeURIComponent(`${bobs._id}' OR 1=1 --`),
      bobs._id,
    ]) {
      const response = await call('GET', `/my-address/${id}`, alice.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.addressNotFound });
    }
  });
});

describe('PUT /api/my-address/update', () => {
  it('replaces the whole address and answers it', async () => {
    const shopper = await newShopper();
    const saved = await create(shopper.token);
    const changed = home({
      name: 'Harleen K.',
      city: 'Panchkula',
      state: 'haryana',
      zip: '134109',
      isDefault: true,
    });
    const response = await call('PUT', '/my-address/update', shopper.token, { ...changed, _id: saved._id });
    expect(response.statusCode).toBe(200);
    const answer = {
      ...changed,
      state: 'Haryana',
      stateCode: '06',
      gstin: '',
      businessName: '',
      _id: saved._id,
    };
    expect(response.json()).toEqual({ success: true, message: messages.addressUpdated, data: answer });
    expect((await list(shopper.token))[0]).toEqual(answer);
  });

  it('switches the default: the old one is un-defaulted, exactly one remains', async () => {
    const shopper = await newShopper();
    const first = await create(shopper.token);
    const second = await create(shopper.token, { name: 'Office' });
    const response = await call('PUT', '/my-address/update', shopper.token, {
      ...home({ name: 'Office', isDefault: true }),
      _id: second._id,
    });
    expect(response.json().data.isDefault).toBe(true);
    expect(await defaultsOf(shopper.userId)).toEqual([second._id]);
    const listed = await list(shopper.token);
    expect(listed.map((address) => [address._id, address.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
  });

  it('ends with exactly one default when several addresses are made default at once', async () => {
    const shopper = await newShopper();
    const saved = [];
    for (let index = 0; index < 5; index += 1) saved.push(await create(shopper.token, { name: `H${index}` }));
    const responses = await Promise.all(
      saved.map((address) =>
        call('PUT', '/my-address/update', shopper.token, {
          ...home({ name: address.name, isDefault: true }),
          _id: address._id,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    expect(await defaultsOf(shopper.userId)).toHaveLength(1);
  });

  it('lets the shopper un-tick the default (no default then)', async () => {
    const shopper = await newShopper();
    const saved = await create(shopper.token);
    const response = await call('PUT', '/my-address/update', shopper.token, { ...home(), _id: saved._id });
    expect(response.json().data.isDefault).toBe(false);
    expect(await defaultsOf(shopper.userId)).toEqual([]);
  });

  it("answers 404 for another shopper's address and leaves it unchanged", async () => {
    const bobs = await create(bob.token, { name: 'Bob home' });
    const before = await rowsOf(bob.userId);
    const response = await call('PUT', '/my-address/update', alice.token, {
      ...home({ name: 'Stolen', isDefault: true }),
      _id: bobs._id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: messages.addressNotFound });
    expect(await rowsOf(bob.userId)).toEqual(before);
  });

  it('answers 404 for unknown, malformed, injected or missing _id and changes nothing', async () => {
    const before = await rowsOf(alice.userId);
    for (const _id of [crypto.randomUUID(), 'not-a-uuid', "' OR '1'='1", 42, undefined]) {
      const response = await call('PUT', '/my-address/update', alice.token, {
        ...home({ isDefault: true }),
        _id,
      });
      expect(response.statusCode, String(_id)).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.addressNotFound });
    }
    expect(await rowsOf(alice.userId)).toEqual(before);
  });

  it('checks the fields with the spec messages and changes nothing', async () => {
    const saved = await create(alice.token);
    const before = await rowsOf(alice.userId);
    const response = await call('PUT', '/my-address/update', alice.token, {
      ...home({ phoneNumber: 'not a phone' }),
      _id: saved._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: messages.invalidPhoneFormat });
    expect(await rowsOf(alice.userId)).toEqual(before);
  });
});

describe('DELETE /api/my-address/:id', () => {
  it('deletes the address', async () => {
    const shopper = await newShopper();
    const saved = await create(shopper.token);
    const kept = await create(shopper.token, { name: 'Kept' });
    const response = await call('DELETE', `/my-address/${saved._id}`, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: messages.addressDeleted });
    expect((await list(shopper.token)).map((address) => address._id)).toEqual([kept._id]);
    const again = await call('DELETE', `/my-address/${saved._id}`, shopper.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: messages.addressNotFound });
  });

  it("answers 404 for another shopper's, unknown, malformed and injected ids and deletes nothing", async () => {
    const bobs = await create(bob.token);
    const { rows: before } = await t.db.execute(sql`SELECT id FROM addresses ORDER BY id`);
    for (const id of [bobs._id, crypto.randomUUID(), 'not-a-uuid', encodeURIComponent("' OR '1'='1")]) {
      const response = await call('DELETE', `/my-address/${id}`, alice.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: messages.addressNotFound });
    }
    const { rows: after } = await t.db.execute(sql`SELECT id FROM addresses ORDER BY id`);
    expect(after).toEqual(before);
  });
});

describe('Indian addresses (ADR 0029)', () => {
  it.each([
    ['Chandigarh', { city: 'Chandigarh', state: 'Chandigarh', zip: '160017' }, 'Chandigarh', '04'],
    ['Punjab', { city: 'Ludhiana', state: 'Punjab', zip: '141001' }, 'Punjab', '03'],
    ['Haryana', { city: 'Panchkula', state: 'Haryana', zip: '134109' }, 'Haryana', '06'],
    ['a GST code', { state: '06', zip: '134109' }, 'Haryana', '06'],
    ['a lower-case name', { state: 'punjab', zip: '141001' }, 'Punjab', '03'],
    ['an old name', { state: 'Orissa', zip: '751001' }, 'Odisha', '21'],
  ])('stores a state given as %s by its official name and GST code', async (_label, fields, name, code) => {
    const shopper = await newShopper();
    const saved = await create(shopper.token, { ...fields, country: 'bharat' });
    expect(saved).toMatchObject({ state: name, stateCode: code, country: 'India', gstin: '' });
    const [row] = await rowsOf(shopper.userId);
    expect(row).toMatchObject({ state: name, state_code: code, country: 'India' });
  });

  it('keeps an address without state or PIN code, in India, and the buyer GSTIN upper-cased with its business name', async () => {
    const shopper = await newShopper();
    const saved = await create(shopper.token, {
      city: '',
      state: '',
      zip: '',
      country: undefined,
      gstin: '04abkps1234l1zk',
      businessName: ' Sandhu Handlooms ',
    });
    expect(saved).toMatchObject({
      state: '',
      stateCode: '',
      zip: '',
      country: 'India',
      gstin: '04ABKPS1234L1ZK',
      businessName: 'Sandhu Handlooms',
    });
    const [row] = await rowsOf(shopper.userId);
    expect(row).toMatchObject({
      state: '',
      state_code: null,
      gstin: '04ABKPS1234L1ZK',
      business_name: 'Sandhu Handlooms',
    });
  });

  it('asks the business name beside a GSTIN, and drops one given without a GSTIN (ADR 0058)', async () => {
    const shopper = await newShopper();
    const missing = await call(
      'POST',
      '/my-address/create',
      shopper.token,
      home({ gstin: '04ABKPS1234L1ZK' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.businessNameRequired);
    expect(await rowsOf(shopper.userId)).toEqual([]);
    const stray = await create(shopper.token, { gstin: '', businessName: 'Sandhu Handlooms' });
    expect(stray.businessName).toBe('');
    const changed = await call('PUT', '/my-address/update', shopper.token, {
      ...home({ gstin: '04ABKPS1234L1ZK', businessName: 'Sandhu Handlooms' }),
      _id: stray._id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ gstin: '04ABKPS1234L1ZK', businessName: 'Sandhu Handlooms' });
  });

  it('refuses an update to a mismatched PIN code and leaves the address as it was', async () => {
    const shopper = await newShopper();
    const saved = await create(shopper.token);
    const before = await rowsOf(shopper.userId);
    const response = await call('PUT', '/my-address/update', shopper.token, {
      ...home({ state: 'Haryana', zip: '160017' }),
      _id: saved._id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'PIN code 160017 is not in Haryana' });
    expect(await rowsOf(shopper.userId)).toEqual(before);
  });

  it('normalises old rows as migration 0011 does', async () => {
    const shopper = await newShopper();
    const migration = readFileSync(
      new URL('../drizzle/0011_gst_invoices_and_disclosures.sql', import.meta.url),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint').map((part) => part.trim());
    const normalising = statements.filter(
      (part) => /state_names/.test(part) || part.startsWith('UPDATE "addresses"'),
    );
    await t.db.execute(
      sql`INSERT INTO addresses (user_id, name, address, state, zip, country, phone_number) VALUES
        (${shopper.userId}, 'A', 'x', '  new   DELHI ', '110001', 'india', '9876543210'),
        (${shopper.userId}, 'B', 'x', 'Narnia', '', '', '9876543210')`,
    );
    await withTransaction(t.pool, async (tx) => {
      for (const statement of normalising) await tx.db.execute(sql.raw(statement));
    });
    const rows = (await rowsOf(shopper.userId)).map((row) => [
      row.name,
      row.state,
      row.state_code,
      row.country,
    ]);
    expect(rows.sort()).toEqual([
      ['A', 'Delhi', '07', 'India'],
      ['B', 'Narnia', null, 'India'],
    ]);
  });
});

describe('insertAddress (for the checkout flow)', () => {
  it("applies the rules inside the caller's transaction and reports the limit without throwing", async () => {
    const shopper = await newShopper();
    const fields = { ...home(), alternativePhoneNumber: '9812345678', gstin: '' };
    const first = await withTransaction(t.pool, (tx) => insertAddress(tx.db, shopper.userId, fields));
    expect(first).toMatchObject({ status: 'created', address: { isDefault: true } });
    for (let index = 1; index < MAX_SAVED_ADDRESSES; index += 1) {
      await withTransaction(t.pool, (tx) => insertAddress(tx.db, shopper.userId, fields));
    }
    const full = await withTransaction(t.pool, (tx) => insertAddress(tx.db, shopper.userId, fields));
    expect(full).toEqual({ status: 'limit-reached' });
    expect(await rowsOf(shopper.userId)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(await defaultsOf(shopper.userId)).toHaveLength(1);
  });
});
