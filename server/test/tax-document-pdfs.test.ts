/**
 * Tax document PDFs (ADRs 0031, 0059): the invoice and credit note downloads of My Orders, their
 * place in the order list, the PDF attached to a queued mail, and the back office's downloads of
 * every copy (CGST Rule 48(1)) with the packing slip pointing at the transporter's. Documents are
 * inserted in SQL from fixture snapshots; issuing them is the tax flows' work.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@shahi/contract';
import { adminOrderMessages } from '@shahi/contract/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { createMailQueue } from '#server/mail/queue.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { ELECTRONIC_LINE } from '#server/modules/tax/pdf-closing.ts';
import { creditNote, igstInvoice } from '#server/modules/tax/pdf-fixtures.ts';
import { taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { waitForMail } from './helpers/outbox.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const run = promisify(execFile);

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
      expect(response.json()).toMatchObject({ success: false, message: messages.invoiceNotFound });
    }
    const credit = await get(`/order/${orderId}/credit-note`, owner.token);
    expect(credit.statusCode).toBe(404);
    expect(credit.json()).toMatchObject({ success: false, message: messages.creditNoteNotFound });
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

describe('GET /api/admin/orders/:id/documents/:documentId.pdf', () => {
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let dir = '';
  let creditNoteId = '';
  let otherOrderId = '';
  let otherInvoiceId = '';

  beforeAll(async () => {
    admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    dir = await mkdtemp(path.join(tmpdir(), 'admin-papers-'));
    await storeSeller(t.db);
    const [stored] = await t.db
      .select({ id: taxDocuments.id })
      .from(taxDocuments)
      .where(eq(taxDocuments.number, creditNote.number));
    creditNoteId = stored?.id ?? '';
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('demo catalogue is empty');
    const placed = await call(t.app, 'POST', '/order/create', owner.token, checkoutBody([piece.id]));
    otherOrderId = placed.json().order._id;
    otherInvoiceId = await insertDocument(otherOrderId, { ...igstInvoice, number: 'INV/26-27/00002' }, 2);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const asAdmin = (url: string) => adminCall(t.app, 'GET', url, { token: admin.token });
  const documentUrl = (order: string, document: string, copy?: string) =>
    `/admin/orders/${order}/documents/${document}.pdf${copy ? `?copy=${copy}` : ''}`;
  /** The text of a PDF answer, runs of white space made one space. */
  async function textOf(pdf: Buffer, name: string) {
    const file = path.join(dir, name);
    await writeFile(file, pdf);
    return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  }

  it('lists the order documents on its detail, oldest first, and warns that credit notes go unsigned', async () => {
    const detail = await asAdmin(`/admin/orders/${orderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.taxDocuments).toEqual([
      { id: invoiceId, kind: 'invoice', number: 'INV/26-27/00001', issuedAt: igstInvoice.issuedAt },
      { id: creditNoteId, kind: 'credit_note', number: 'CN/26-27/00001', issuedAt: creditNote.issuedAt },
    ]);
    // The demo seller is registered for GST and no certificate is configured here.
    expect(detail.json().data.creditNotesUnsigned).toBe(true);
  });

  it("serves the recipient's original as stored, saying it needs no signature", async () => {
    const response = await asAdmin(documentUrl(orderId, invoiceId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="INV-26-27-00001.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [stored] = await t.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoiceId));
    expect(stored?.pdf?.equals(response.rawPayload)).toBe(true);
    const explicit = await asAdmin(documentUrl(orderId, invoiceId, 'original'));
    expect(explicit.rawPayload.equals(response.rawPayload)).toBe(true);
    const text = await textOf(response.rawPayload, 'original.pdf');
    expect(text).toContain('TAX INVOICE Original for recipient');
    expect(text).toContain(ELECTRONIC_LINE.invoice);
  });

  it('renders the duplicate for the transporter and the triplicate for the supplier, the same each time', async () => {
    const duplicate = await asAdmin(documentUrl(orderId, invoiceId, 'duplicate'));
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.headers['content-disposition']).toBe('inline; filename="INV-26-27-00001-duplicate.pdf"');
    const duplicateText = await textOf(duplicate.rawPayload, 'duplicate.pdf');
    expect(duplicateText).toContain('TAX INVOICE Duplicate for transporter');
    expect(duplicateText).not.toContain('Original for recipient');
    const again = await asAdmin(documentUrl(orderId, invoiceId, 'duplicate'));
    expect(again.rawPayload.equals(duplicate.rawPayload)).toBe(true);

    const triplicate = await asAdmin(documentUrl(orderId, invoiceId, 'triplicate'));
    expect(triplicate.headers['content-disposition']).toBe(
      'inline; filename="INV-26-27-00001-triplicate.pdf"',
    );
    expect(await textOf(triplicate.rawPayload, 'triplicate.pdf')).toContain('Triplicate for supplier');

    // The stored original is untouched by the copies.
    const [stored] = await t.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoiceId));
    expect(await textOf(stored?.pdf ?? Buffer.alloc(0), 'stored.pdf')).toContain('Original for recipient');
  });

  it('serves a credit note as its original only, without the electronic line', async () => {
    const response = await asAdmin(documentUrl(orderId, creditNoteId));
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload, 'credit-note.pdf');
    expect(text).toContain('CREDIT NOTE Original for recipient');
    expect(text).not.toContain('signature not required');
    const copy = await asAdmin(documentUrl(orderId, creditNoteId, 'duplicate'));
    expect(copy.statusCode).toBe(400);
    expect(copy.json()).toMatchObject({ success: false, message: adminOrderMessages.creditNoteCopy });
  });

  it('answers 400 for a bad copy or a malformed id', async () => {
    const badCopy = await asAdmin(documentUrl(orderId, invoiceId, 'quadruplicate'));
    expect(badCopy.statusCode).toBe(400);
    expect(badCopy.json()).toMatchObject({ success: false, message: adminOrderMessages.badCopy });
    const badId = await asAdmin(documentUrl(orderId, 'not-a-document'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(adminOrderMessages.documentNotFound);
  });

  it("answers 404 for another order's document and for an unknown order", async () => {
    const crossed = await asAdmin(documentUrl(orderId, otherInvoiceId));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ success: false, message: adminOrderMessages.documentNotFound });
    const ownOther = await asAdmin(documentUrl(otherOrderId, otherInvoiceId));
    expect(ownOther.statusCode).toBe(200);
    const unknown = await asAdmin(documentUrl('00000000-0000-4000-8000-000000000000', invoiceId));
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses shoppers: 401 without a token, 403 with a shopper token', async () => {
    const url = `/api${documentUrl(orderId, invoiceId)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(documentUrl(orderId, invoiceId), owner.token)).statusCode).toBe(403);
  });

  it("has the packing slip send the invoice's duplicate for the transporter with the parcel", async () => {
    const slip = await asAdmin(`/admin/orders/${orderId}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain(
      'Print the <strong>Duplicate for transporter</strong> of INV/26-27/00001 and put it in the parcel',
    );
    expect(slip.body).toContain(`href="${t.env.PUBLIC_URL}/admin/orders/${orderId}"`);
  });
});
