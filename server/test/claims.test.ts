/**
 * Claims after delivery (ADR 0057): filing on one's own delivered order within the window (India
 * days), with 1–5 photos re-encoded and kept private, a payout for a cash order, one claim per
 * order, the mails; the owner's decision — a half refund of a cash order with its reference and a
 * partial credit note to the paisa, a full online refund through the gateway, a decline — each
 * moving the piece as asked, once, even when two decisions come at the same moment.
 */
import { formatRupees } from '@shahi/contract';
import { adminOrderMessages, claimMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditedLines, shareByLargestRemainder } from '#server/modules/tax/credit-note.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { splitLine } from '#server/modules/tax/split.ts';
import { claimPhotos, claims, orderEvents, orders, products, taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { readOutbox, waitForMail } from './helpers/outbox.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from './helpers/razorpay-stand-in.ts';
import { storeSeller } from './helpers/seller.ts';
import { call, checkoutBody } from './helpers/shop.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

const keys = { keyId: 'rzp_test_claims', keySecret: 'claims-key-secret', webhookSecret: 'claims-wh' };
let standIn: RazorpayStandIn;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Shopper = Awaited<ReturnType<typeof createVerifiedShopper>>;

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://shop.example.in',
      SHOP_EMAIL: 'owner@shop.example.in',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: standIn.url,
      ...UNCAPPED_SHOPPER,
    },
    undefined,
    12,
  );
  await storeSeller(t.db);
  admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const shopperCount = { n: 0 };
/** A fresh verified shopper (each stays under the per-account filing limit). */
function newShopper() {
  shopperCount.n += 1;
  return createVerifiedShopper(t.app, t.env.DATA_DIR, { firstName: `Claimant${shopperCount.n}` });
}

const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  adminCall(t.app, method, url, { token: admin.token, payload });

/** An order of one piece priced `pricePaise` by `shopper` (cash on delivery, or `online` paid through the stand-in). */
async function order(shopper: Shopper, pricePaise = 300_000, method: 'cod' | 'online' = 'cod') {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY random() LIMIT 1`,
  );
  const pieceId = rows[0]?.id ?? '';
  await t.db.execute(sql`UPDATE products SET price_paise = ${pricePaise} WHERE id = ${pieceId}`);
  const response = await call(
    t.app,
    'POST',
    '/order/create',
    shopper.token,
    checkoutBody([pieceId], { paymentMethod: method }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  const id = body.order._id as string;
  let paymentId = '';
  if (method === 'online') {
    const paid = standIn.emulator.pay(body.payment.id);
    const verify = await call(t.app, 'POST', '/order/verify-payment', shopper.token, {
      ...paid,
      orderId: id,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    paymentId = paid.razorpay_payment_id;
  }
  return { id, pieceId, paymentId };
}

let tracking = 0;
async function ship(id: string) {
  tracking += 1;
  const response = await as('POST', `/admin/orders/${id}/ship`, {
    courierName: 'India Post',
    trackingNumber: `EE${tracking}IN`,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Ships and delivers order `id`, then dates the delivery `daysAgo` whole days back. */
async function deliver(id: string, daysAgo = 0) {
  await ship(id);
  const response = await as('POST', `/admin/orders/${id}/deliver`);
  expect(response.statusCode, response.body).toBe(200);
  await t.db.execute(
    sql`UPDATE orders SET delivered_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`,
  );
}

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}
const BOUNDARY = '----shahi-claims-boundary-51c2';
function multipartBody(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'image/jpeg'}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

let jpegBytes: Buffer;
const photo = (data: Buffer = jpegBytes): Part => ({ name: 'photos', data, filename: 'p.jpg' });
const upiPayout = { payoutMethod: 'upi', upiId: 'asha.kaur@okhdfc' };

/** `POST /api/order/:id/claim` with `fields` (text, sent first) and `files`. */
function fileClaim(
  token: string | undefined,
  orderId: string,
  fields: Record<string, string>,
  files: Part[] = [photo()],
) {
  const parts: Part[] = [...Object.entries(fields).map(([name, data]) => ({ name, data })), ...files];
  return t.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/claim`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: multipartBody(parts),
  });
}

const damaged = { kind: 'damaged', message: 'The shawl arrived torn along one edge.', ...upiPayout };
const claimRow = async (orderId: string) =>
  (await t.db.select().from(claims).where(eq(claims.orderId, orderId)))[0];
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const pieceRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const creditNoteOf = async (orderId: string) => {
  const rows = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  const note = rows.find((row) => row.kind === 'credit_note');
  const sale = rows.find((row) => row.kind !== 'credit_note');
  return {
    note: note && { ...note, snapshot: note.snapshot as TaxDocumentSnapshot },
    sale: sale && { ...sale, snapshot: sale.snapshot as TaxDocumentSnapshot },
  };
};

beforeAll(async () => {
  jpegBytes = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a1f2b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
    .jpeg()
    .toBuffer();
});

describe('shares and partial credit notes (pure)', () => {
  it('shares by the largest remainder, adding up exactly', () => {
    expect(shareByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByLargestRemainder(150_000, [300_000])).toEqual([150_000]);
    expect(shareByLargestRemainder(1_001, [249_900, 1_234_567]).reduce((a, b) => a + b)).toBe(1_001);
  });

  it('spreads a part over the lines and re-splits each at its rate; the whole is the original', () => {
    const lines = [splitLine(100_000, 500, 'igst'), splitLine(300_000, 1800, 'igst')].map((money) => ({
      ...money,
      description: 'x',
      hsnCode: '6214',
      quantity: 1,
      unit: 'PCS',
    }));
    const original = {
      split: 'igst',
      lines,
      totals: { totalPaise: 400_000 },
    } as unknown as TaxDocumentSnapshot;
    const part = creditedLines(original, 100_001);
    expect(part.map((line) => line.totalPaise)).toEqual([25_000, 75_001]);
    expect(part[1]).toMatchObject(splitLine(75_001, 1800, 'igst'));
    expect(creditedLines(original, 400_000)).toBe(lines);
    expect(() => creditedLines(original, 400_001)).toThrow();
    expect(() => creditedLines(original, 0)).toThrow();
  });

  it('reverses a bill of supply in part the same way, without tax', () => {
    const lines = [100_000, 50_001].map((price) => ({
      ...splitLine(price, 0, 'none'),
      description: 'x',
      hsnCode: '',
      quantity: 1,
      unit: 'PCS',
    }));
    const original = {
      split: 'none',
      lines,
      totals: { totalPaise: 150_001 },
    } as unknown as TaxDocumentSnapshot;
    const part = creditedLines(original, 75_000);
    expect(part.map((line) => [line.totalPaise, line.taxablePaise, line.cgstPaise + line.igstPaise])).toEqual(
      [
        [50_000, 50_000, 0],
        [25_000, 25_000, 0],
      ],
    );
  });
});

describe('filing', () => {
  let shopper: Shopper;
  let other: Shopper;
  beforeAll(async () => {
    shopper = await newShopper();
    other = await newShopper();
  });

  it('needs a session; another shopper’s order and an unknown id are 404', async () => {
    const mine = await order(shopper);
    await deliver(mine.id);
    expect((await fileClaim(undefined, mine.id, damaged)).statusCode).toBe(401);
    const theirs = await fileClaim(other.token, mine.id, damaged);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(claimMessages.orderNotFound);
    expect((await fileClaim(shopper.token, 'not-a-uuid', damaged)).statusCode).toBe(404);
    expect((await fileClaim(shopper.token, '00000000-0000-4000-8000-000000000000', damaged)).statusCode).toBe(
      404,
    );
    expect(await claimRow(mine.id)).toBeUndefined();
  });

  it('the window: day 7 after delivery is allowed, day 8 refused; a pending order is refused', async () => {
    const day8 = await order(shopper);
    await deliver(day8.id, 8);
    const late = await fileClaim(shopper.token, day8.id, damaged);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(claimMessages.windowClosed);

    const pending = await order(shopper);
    const early = await fileClaim(shopper.token, pending.id, damaged);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(claimMessages.notDelivered);

    const day7 = await order(shopper);
    await deliver(day7.id, 7);
    const inTime = await fileClaim(shopper.token, day7.id, damaged);
    expect(inTime.statusCode, inTime.body).toBe(201);
    expect(inTime.json()).toMatchObject({
      success: true,
      message: claimMessages.filed,
      data: { orderId: day7.id, kind: 'damaged', status: 'open', refund: null },
    });
    expect(inTime.json().data.claimNumber).toMatch(/^CLM-[0-9A-F]{8}$/);

    const again = await fileClaim(shopper.token, day7.id, damaged);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(claimMessages.alreadyClaimed);
  });

  it('not delivered: on a shipped order from 7 days after shipping, without photos', async () => {
    const shopper = await newShopper();
    const shipped = await order(shopper);
    await ship(shipped.id);
    const body = { ...upiPayout, kind: 'not_delivered', message: 'Nothing has arrived at all yet.' };
    const soon = await fileClaim(shopper.token, shipped.id, body, []);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(claimMessages.notDeliveredTooSoon);
    const wrongKind = await fileClaim(shopper.token, shipped.id, damaged);
    expect(wrongKind.statusCode).toBe(409);
    await t.db.execute(
      sql`UPDATE orders SET shipped_at = now() - interval '7 days' WHERE id = ${shipped.id}`,
    );
    const filed = await fileClaim(shopper.token, shipped.id, body, []);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().data.photos).toEqual([]);
    // Cash on delivery, never delivered: nothing was paid, so no payout is kept and no refund can be made.
    expect(filed.json().data.payoutTo).toBeNull();
    const refund = await as('POST', `/admin/claims/${filed.json().data._id}/decision`, {
      outcome: 'refund',
      amount: 100,
      reference: 'UTR1',
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(claimMessages.nothingPaid);
  });

  it('refuses wrong types, short and huge messages, and photos outside 1–5, 15 MB, images', async () => {
    const other = await newShopper();
    const mine = await order(other);
    await deliver(mine.id);
    const cases: Array<[Record<string, string>, Part[], number, string]> = [
      [{ ...damaged, kind: 'broken' }, [photo()], 400, claimMessages.kindInvalid],
      [{ ...damaged, message: 'bad' }, [photo()], 400, claimMessages.messageTooShort],
      [{ ...damaged, message: 'x'.repeat(2001) }, [photo()], 400, claimMessages.messageTooLong],
      [{ ...damaged, message: 'x'.repeat(50_000) }, [photo()], 400, claimMessages.messageTooLong],
      [damaged, [], 400, claimMessages.photosRequired],
      [damaged, Array.from({ length: 6 }, () => photo()), 413, claimMessages.tooManyPhotos],
      [damaged, [photo(Buffer.from('not an image at all'))], 415, ''],
      [damaged, [photo(Buffer.alloc(15 * 1024 * 1024 + 1, 1))], 413, claimMessages.photoTooLarge],
    ];
    for (const [fields, files, status, message] of cases) {
      const response = await fileClaim(other.token, mine.id, fields, files);
      expect(response.statusCode, `${fields.kind} ${files.length}: ${response.body}`).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(await claimRow(mine.id)).toBeUndefined();
  });

  it('a cash order needs where to refund: UPI name@bank or a bank account with a valid IFSC', async () => {
    const other = await newShopper();
    const mine = await order(other);
    await deliver(mine.id);
    const base = { kind: 'wrong_piece', message: 'This is not the stole I ordered.' };
    const cases: Array<[Record<string, string>, string]> = [
      [base, claimMessages.payoutRequired],
      [{ ...base, payoutMethod: 'upi', upiId: 'no-at-sign' }, claimMessages.upiInvalid],
      [{ ...base, payoutMethod: 'upi', upiId: `${'a'.repeat(90)}@` }, claimMessages.upiInvalid],
      [
        {
          ...base,
          payoutMethod: 'bank',
          accountName: 'Asha Kaur',
          accountNumber: '12345',
          ifsc: 'SBIN0001234',
        },
        claimMessages.accountNumberInvalid,
      ],
      [
        {
          ...base,
          payoutMethod: 'bank',
          accountName: 'Asha Kaur',
          accountNumber: '123456789',
          ifsc: 'SBIN1001234',
        },
        claimMessages.ifscInvalid,
      ],
      [{ ...base, payoutMethod: 'paypal' }, claimMessages.payoutMethodInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await fileClaim(other.token, mine.id, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const bank = {
      ...base,
      payoutMethod: 'bank',
      accountName: 'Asha Kaur',
      accountNumber: '1234 5678 9012',
      ifsc: 'sbin0001234',
    };
    const filed = await fileClaim(other.token, mine.id, bank, [photo(), photo()]);
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await claimRow(mine.id))?.payoutTo).toEqual({
      method: 'bank',
      accountName: 'Asha Kaur',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    });
    const mineList = (await call(t.app, 'GET', '/my-claims', other.token)).json().data;
    const shown = mineList.find((claim: { orderId: string }) => claim.orderId === mine.id);
    expect(shown.payoutTo.accountNumber).toBe('••••••••9012');
    expect(shown.photos).toHaveLength(2);
  });

  it('keeps photos private, re-encoded without metadata, to the claimant and the owner only', async () => {
    const mine = await order(shopper);
    await deliver(mine.id);
    const filed = await fileClaim(shopper.token, mine.id, damaged);
    expect(filed.statusCode, filed.body).toBe(201);
    const [url] = filed.json().data.photos as string[];
    expect(url).toMatch(/^\/api\/claims\/[0-9a-f-]{36}\/photos\/1$/);
    const own = await t.app.inject({
      method: 'GET',
      url: url ?? '',
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(own.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    const theirs = await t.app.inject({
      method: 'GET',
      url: url ?? '',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(401);
    expect(
      (await as('GET', (url ?? '').replace('/api', '').replace('/claims', '/admin/claims'))).statusCode,
    ).toBe(200);
    expect((await as('GET', (url ?? '').replace('/api', '').replace(/\/1$/, '/2'))).statusCode).toBe(404);
    const stored = await t.db.select().from(claimPhotos);
    expect(stored.every((row) => row.contentType === 'image/webp')).toBe(true);
  });

  it('mails the acknowledgement to the shopper and the alert to the owner', async () => {
    const shopper = await newShopper();
    const mine = await order(shopper);
    await deliver(mine.id);
    const filed = await fileClaim(shopper.token, mine.id, damaged);
    const { claimNumber } = filed.json().data;
    const ack = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.subject === `Your claim ${claimNumber} is registered`,
    );
    expect(ack.to).toBe(shopper.email);
    expect(ack.text).toContain('within 2 working days');
    expect(ack.text).toContain('UPI asha.kaur@okhdfc');
    // The owner alert (ADR 0062): the shop's inbox (the seller's customer-care e-mail) and the admin.
    const notice = await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === 'care@shahithreads.in' && m.subject.startsWith(`Claim ${claimNumber}`),
    );
    await waitForMail(
      t.env.DATA_DIR,
      (m) => m.to === admin.email && m.subject.startsWith(`Claim ${claimNumber}`),
    );
    expect(notice.text).toContain('The shawl arrived torn');
    expect(notice.text).toContain(`https://shop.example.in/admin/claims/${filed.json().data._id}`);
  });

  it('limits filings per account', async () => {
    const busy = await newShopper();
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await fileClaim(busy.token, '00000000-0000-4000-8000-000000000000', damaged)).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('deciding', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await newShopper();
  });

  /** A delivered ₹3,000 order with an open damaged claim: the order, and the claim's id. */
  async function claimed(method: 'cod' | 'online' = 'cod', pricePaise = 300_000) {
    const placed = await order(shopper, pricePaise, method);
    await deliver(placed.id);
    const fields = method === 'cod' ? damaged : { kind: 'damaged', message: damaged.message };
    const filed = await fileClaim(shopper.token, placed.id, fields);
    expect(filed.statusCode, filed.body).toBe(201);
    return { ...placed, claimId: filed.json().data._id as string };
  }

  it('the back office lists open claims and shows one with its order and payout', async () => {
    const { id, claimId } = await claimed();
    const list = await as('GET', '/admin/claims?status=open');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.data.map((row: { _id: string }) => row._id)).toContain(claimId);
    const detail = await as('GET', `/admin/claims/${claimId}`);
    expect(detail.json().data).toMatchObject({
      _id: claimId,
      status: 'open',
      orderAmount: 3000,
      refundVia: 'upi',
      payoutTo: { method: 'upi', upiId: 'asha.kaur@okhdfc' },
      order: { _id: id, orderStatus: 'delivered', paymentMethod: 'cod', amount: 3000 },
      photos: [`/api/admin/claims/${claimId}/photos/1`],
    });
    expect((await as('GET', '/admin/claims?status=closed')).statusCode).toBe(400);
    expect((await as('GET', '/admin/claims/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/admin/claims', shopper.token)).statusCode).toBe(403);
  });

  it('a half refund of a cash order: reference required, credit note for ₹1,500 to the paisa, piece back on sale', async () => {
    const { id, claimId, pieceId } = await claimed();
    const decide = (body: unknown) => as('POST', `/admin/claims/${claimId}/decision`, body);
    const noRef = await decide({ outcome: 'refund', amount: 1500 });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toBe(claimMessages.referenceRequired);
    const tooMuch = await decide({ outcome: 'refund', amount: 3000.01, reference: 'UTR1' });
    expect(tooMuch.json().message).toBe(claimMessages.amountTooLarge);
    expect((await decide({ outcome: 'refund', amount: 'lots', reference: 'UTR1' })).statusCode).toBe(400);

    const done = await decide({
      outcome: 'refund',
      amount: 1500,
      reference: 'UPI 633412345678',
      pieceOutcome: 'back_on_sale',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: claimMessages.refunded,
      data: {
        status: 'refunded',
        pieceOutcome: 'back_on_sale',
        refund: { amount: 1500, method: 'upi', reference: 'UPI 633412345678' },
      },
    });
    const { note, sale } = await creditNoteOf(id);
    expect(note?.snapshot.totals.totalPaise).toBe(150_000);
    expect(note?.totalPaise).toBe(150_000);
    const [line] = note?.snapshot.lines ?? [];
    const rate = sale?.snapshot.lines[0]?.rateBp ?? 0;
    expect(line).toMatchObject(splitLine(150_000, rate, sale?.snapshot.split ?? 'none'));
    if (rate === 1800) {
      // ₹3,000 at 18 % in Chandigarh, half refunded: two equal halves of ₹114.41 (ADR 0055), ₹1,271.18 taxable.
      expect(line?.taxablePaise).toBe(127_118);
      expect([line?.cgstPaise, (line?.sgstPaise ?? 0) + (line?.utgstPaise ?? 0)]).toEqual([11_441, 11_441]);
    }
    const totals = note?.snapshot.totals;
    expect(
      (totals?.taxablePaise ?? 0) +
        (totals?.cgstPaise ?? 0) +
        (totals?.sgstPaise ?? 0) +
        (totals?.utgstPaise ?? 0) +
        (totals?.igstPaise ?? 0),
    ).toBe(150_000);
    expect(note?.snapshot.notes).toEqual([
      'Claim: arrived damaged — refund of ₹1,500.00',
      `Reverses ${sale?.number} in part (₹1,500.00 of ₹3,000.00)`,
    ]);
    expect(done.json().data.refund.creditNoteNumber).toBe(note?.number);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered' });
    expect(await pieceRow(pieceId)).toMatchObject({ status: 'available', soldAt: null });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.at(-1)).toMatchObject({ kind: 'claim_refunded', actorUserId: admin.userId });
    expect(events.at(-1)?.note).toContain('refunded ₹1,500.00 in part');

    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.subject.includes('refund of ₹1,500.00'));
    expect(mail.to).toBe(shopper.email);
    expect(mail.text).toContain('UPI 633412345678');
    expect(mail.parsed.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    const pdf = await call(t.app, 'GET', `/order/${id}/credit-note`, shopper.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const mine = (await call(t.app, 'GET', '/my-claims', shopper.token)).json().data;
    expect(mine.find((c: { _id: string }) => c._id === claimId)).toMatchObject({
      status: 'refunded',
      refund: { amount: 1500, creditNoteNumber: note?.number },
    });

    const second = await decide({ outcome: 'decline', note: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(claimMessages.alreadyDecided);
  });

  it('a full online refund goes through the gateway; the order is refunded, the piece archived as damaged', async () => {
    const { id, claimId, pieceId, paymentId } = await claimed('online', 120_000);
    expect((await as('GET', `/admin/claims/${claimId}`)).json().data.refundVia).toBe('gateway');
    const done = await as('POST', `/admin/claims/${claimId}/decision`, {
      outcome: 'refund',
      amount: 1200,
      pieceOutcome: 'damaged',
    });
    expect(done.statusCode, done.body).toBe(200);
    const refunds = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`,
    );
    expect(refunds.map((r) => r.body)).toEqual([{ amount: 120_000 }]);
    const row = await claimRow(id);
    expect(row).toMatchObject({ status: 'refunded', refundPaise: 120_000, refundMethod: 'gateway' });
    expect(row?.refundReference).toMatch(/^rfnd_/);
    expect(await orderRow(id)).toMatchObject({
      paymentStatus: 'refunded',
      gatewayRefundId: row?.refundReference,
    });
    const piece = await pieceRow(pieceId);
    expect(piece?.status).toBe('archived');
    expect(piece?.damagedAt).toBeInstanceOf(Date);
    const { note, sale } = await creditNoteOf(id);
    expect(note?.snapshot.lines).toEqual(sale?.snapshot.lines);
    expect(note?.snapshot.notes[1]).toBe(`Reverses ${sale?.number} in full`);
  });

  it('a partial online refund asks the gateway for that part and keeps the order paid', async () => {
    const { id, claimId, paymentId } = await claimed('online', 250_000);
    const done = await as('POST', `/admin/claims/${claimId}/decision`, {
      outcome: 'refund',
      amount: '999.99',
    });
    expect(done.statusCode, done.body).toBe(200);
    const refunds = standIn.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/payments/${paymentId}/refund`,
    );
    expect(refunds.map((r) => r.body)).toEqual([{ amount: 99_999 }]);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid' });
    expect((await creditNoteOf(id)).note?.totalPaise).toBe(99_999);
  });

  it('a shipped order a claim refunded cannot be cancelled as well: 409, no second refund', async () => {
    const placed = await order(shopper, 150_000, 'online');
    await ship(placed.id);
    await t.db.execute(sql`UPDATE orders SET shipped_at = now() - interval '8 days' WHERE id = ${placed.id}`);
    const filed = await fileClaim(
      shopper.token,
      placed.id,
      { kind: 'not_delivered', message: 'Nothing has arrived at all yet.' },
      [],
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const done = await as('POST', `/admin/claims/${filed.json().data._id}/decision`, {
      outcome: 'refund',
      amount: 500,
      pieceOutcome: 'kept',
    });
    expect(done.statusCode, done.body).toBe(200);
    const refundsBefore = standIn.requests.filter((r) => r.path.endsWith('/refund')).length;

    const cancel = await as('POST', `/admin/orders/${placed.id}/cancel`, { reason: 'Lost in transit' });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().message).toBe(adminOrderMessages.cancelAfterClaim);
    expect(standIn.requests.filter((r) => r.path.endsWith('/refund')).length).toBe(refundsBefore);
    expect(await orderRow(placed.id)).toMatchObject({ orderStatus: 'shipped', paymentStatus: 'paid' });
  });

  it('a refund the gateway refuses: 502 and nothing changes', async () => {
    const { id, claimId, pieceId } = await claimed('online', 110_000);
    await t.db.execute(sql`UPDATE orders SET gateway_payment_id = 'pay_UnknownToRzp01' WHERE id = ${id}`);
    const response = await as('POST', `/admin/claims/${claimId}/decision`, {
      outcome: 'refund',
      amount: 1100,
      pieceOutcome: 'back_on_sale',
    });
    expect(response.statusCode).toBe(502);
    expect(await claimRow(id)).toMatchObject({ status: 'open', refundPaise: null });
    expect((await creditNoteOf(id)).note).toBeUndefined();
    expect((await pieceRow(pieceId))?.status).toBe('sold');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a decline needs a reason, moves no money, and mails how to escalate', async () => {
    const { id, claimId, pieceId } = await claimed();
    const bare = await as('POST', `/admin/claims/${claimId}/decision`, { outcome: 'decline' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(claimMessages.noteRequired);
    const reason = 'The photos show wear from use, not damage in transit.';
    const done = await as('POST', `/admin/claims/${claimId}/decision`, { outcome: 'decline', note: reason });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: claimMessages.declined,
      data: { status: 'declined', refund: null, decisionNote: reason, pieceOutcome: 'kept' },
    });
    expect((await creditNoteOf(id)).note).toBeUndefined();
    expect((await pieceRow(pieceId))?.status).toBe('sold');
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'paid' });
    const mail = await waitForMail(
      t.env.DATA_DIR,
      (m) => /is declined$/.test(m.subject) && m.text.includes(reason),
    );
    expect(mail.to).toBe(shopper.email);
    expect(mail.text).toContain('1915');
    expect(mail.text).toContain('grievance officer');
  });

  it('two decisions at the same moment: one wins, the other is refused, one credit note', async () => {
    const { id, claimId } = await claimed();
    const [a, b] = await Promise.all([
      as('POST', `/admin/claims/${claimId}/decision`, {
        outcome: 'refund',
        amount: 3000,
        reference: 'UTR-A',
      }),
      as('POST', `/admin/claims/${claimId}/decision`, {
        outcome: 'refund',
        amount: 3000,
        reference: 'UTR-B',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const notes = (await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).filter(
      (row) => row.kind === 'credit_note',
    );
    expect(notes).toHaveLength(1);
    expect(await orderRow(id)).toMatchObject({ paymentStatus: 'refunded' });
    const refundMails = (await readOutbox(t.env.DATA_DIR)).filter((m) =>
      m.subject.includes(`refund of ${formatRupees(3000)}`),
    );
    expect(refundMails.length).toBeLessThanOrEqual(1);
  });
});
