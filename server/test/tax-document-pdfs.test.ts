/**
 * Tax document PDFs (ADR 0031): the invoice and credit note downloads of My Orders, their place in
 * the order list, and the PDF attached to a queued mail. Documents are inserted in SQL from fixture
 * snapshots; issuing them is the tax flows' work.
 */
import { messages } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { createMailQueue } from '#server/mail/queue.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { creditNote, igstInvoice } from '#server/modules/tax/pdf-fixtures.ts';
import { taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { waitForMail } from './helpers/outbox.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof createVerifiedShopper>>;
let stranger: Awaited<ReturnType<typeof createVerifiedShopper>>;
let orderId = '';
let invoiceId = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  stranger = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('demo catalogue is empty');
  const placed = await call(t.app, 'POST', '/order/create', owner.token, checkoutBody([piece.id]));
  if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.body}`);
  orderId = placed.json().order._id;
});
afterAll(async () => {
  await t.close();
});

/** Stores `snapshot` as a document of order `forOrder`, as the tax flows would; resolves with its id. */
async function insertDocument(forOrder: string, snapshot: TaxDocumentSnapshot, sequence: number) {
  const [row] = await t.db
    .insert(taxDocuments)
    .values({
      orderId: forOrder,
      kind: snapshot.kind,
      number: snapshot.number,
      financialYear: '2026-27',
      sequence,
      snapshot: { ...snapshot, order: { ...snapshot.order, id: forOrder } },
      totalPaise: snapshot.totals.totalPaise,
      issuedAt: new Date(snapshot.issuedAt),
    })
    .returning({ id: taxDocuments.id });
  if (!row) throw new Error('no document stored');
  return row.id;
}

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/order/:id/invoice and /credit-note', () => {
  it('answers 401 without a session', async () => {
    const response = await get(`/order/${orderId}/invoice`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: messages.loginRequired });
  });

  it('answers 404 before the invoice exists, and for unknown or malformed ids', async () => {
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'not-an-id', `${orderId}x`]) {
      const response = await get(`/order/${id}/invoice`, owner.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: messages.invoiceNotFound });
    }
    const credit = await get(`/order/${orderId}/credit-note`, owner.token);
    expect(credit.statusCode).toBe(404);
    expect(credit.json()).toEqual({ success: false, message: messages.creditNoteNotFound });
  });

  it('serves the invoice as an inline PDF to its owner, rendered once and stored', async () => {
    invoiceId = await insertDocument(orderId, igstInvoice, 1);
    const response = await get(`/order/${orderId}/invoice`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="INV-26-27-00001.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [stored] = await t.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoiceId));
    expect(stored?.pdf?.equals(response.rawPayload)).toBe(true);
    const again = await get(`/order/${orderId}/invoice`, owner.token);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("answers 404 for someone else's order", async () => {
    const response = await get(`/order/${orderId}/invoice`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.invoiceNotFound);
  });

  it('serves the credit note once issued, and My Orders lists both documents', async () => {
    await insertDocument(orderId, creditNote, 1);
    const response = await get(`/order/${orderId}/credit-note`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="CN-26-27-00001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const list = await get('/my-orders', owner.token);
    const order = list.json().data.find((item: { _id: string }) => item._id === orderId);
    expect(order.documents).toEqual({
      invoice: { kind: 'invoice', number: 'INV/26-27/00001', issuedAt: igstInvoice.issuedAt },
      creditNote: { kind: 'credit_note', number: 'CN/26-27/00001', issuedAt: creditNote.issuedAt },
    });
  });

  it('lists no documents for an order without them', async () => {
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('demo catalogue is empty');
    const placed = await call(t.app, 'POST', '/order/create', stranger.token, checkoutBody([piece.id]));
    expect(placed.statusCode).toBe(201);
    const list = await get('/my-orders', stranger.token);
    expect(list.json().data[0].documents).toEqual({ invoice: null, creditNote: null });
  });
});

describe('mail with a tax document', () => {
  it("is delivered by the app's worker with the document's stored PDF attached", async () => {
    // An unstarted queue only inserts the message and its job; the app's own worker delivers it.
    const queue = createMailQueue({ pool: t.pool, env: t.env, log: t.app.log });
    await withTransaction(t.pool, (tx) =>
      queue.enqueue(tx, {
        kind: 'order-shipped',
        to: owner.email,
        subject: 'Your order has shipped',
        text: 'Your tax invoice is attached.',
        html: '<p>Your tax invoice is attached.</p>',
        attachmentDocumentId: invoiceId,
      }),
    );
    const mail = await waitForMail(t.env.DATA_DIR, (m) => m.subject === 'Your order has shipped', 15_000);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe('INV-26-27-00001.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const [stored] = await t.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoiceId));
    expect(stored?.pdf && attachment?.content.equals(stored.pdf)).toBe(true);
    expect(mail.text).toContain('Your tax invoice is attached.');
  });
});
