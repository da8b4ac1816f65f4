/**
 * GSTR-1 for the GST offline tool (ADR 0056): `GET /api/admin/tax-documents/gstr1.zip` answers a zip
 * of the section CSVs, each with the template's header line; invoices and credit notes issued
 * through the real ship and cancel flows land in B2B, B2CL, B2CS, CDNR, CDNUR, the two HSN tabs and
 * the documents table, to the paisa; a quarter gathers its three months; bad periods are 400, a
 * line without an HSN code 409.
 */
import { gstinCheckCharacter, indiaMonth } from '@shahi/contract';
import { taxMessages } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { toolDate } from '#server/modules/tax/gstr1.ts';
import {
  GSTR1_FILE_NAMES,
  GSTR1_TEMPLATES,
  type Gstr1FileName,
} from '#server/modules/tax/gstr1-templates.ts';
import { insertTaxDocument } from '#server/modules/tax/repository.ts';
import { taxDocuments } from '#server/modules/tax/tables.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { createTaxShop, type TaxShop } from './helpers/tax.ts';
import { createTestApp, UNCAPPED_SHOPPER } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let shop: TaxShop;
const month = indiaMonth(new Date());
const GSTIN = `03AAACP1234F1Z${gstinCheckCharacter('03AAACP1234F1Z')}`;
const E_WAY_BILL = { eWayBillNumber: '351234567890' };

/** The order ids by role, in the order they were shipped (and numbered). */
const orders: Record<string, string> = {};

beforeAll(async () => {
  // B2CL invoices are above ₹1,00,000: let cash on delivery take them.
  t = await createTestApp({ ...UNCAPPED_SHOPPER, COD_MAX_ORDER_RUPEES: '1000000' });
  const admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
  const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
  shop = await createTaxShop(t, admin.token, shopper.token);
  await storeSeller(t.db);
  await t.db.execute(sql`UPDATE categories SET hsn_code = '6214'`);
  const plan: Array<[string, number[], string, string, Record<string, unknown>?]> = [
    ['b2b', [249_900, 300_000], 'Punjab', '141001'],
    ['b2bCredited', [105_000], 'Punjab', '141001'],
    ['b2cl', [12_200_000], 'Maharashtra', '400001', E_WAY_BILL],
    ['b2clCredited', [11_000_000], 'Maharashtra', '400001', E_WAY_BILL],
    ['b2cs', [105_000], 'Chandigarh', '160017'],
    ['b2csCredited', [99_900], 'Haryana', '122001'],
  ];
  for (const [role, prices, state, zip, extra] of plan) {
    const id = await shop.order(prices, state, zip);
    if (role.startsWith('b2b')) {
      await t.db.execute(
        sql`UPDATE orders SET ship_gstin = ${GSTIN}, ship_business_name = 'Phulkari House' WHERE id = ${id}`,
      );
    }
    const shipped = await shop.ship(id, extra);
    expect(shipped.statusCode, shipped.body).toBe(200);
    orders[role] = id;
  }
  for (const role of ['b2bCredited', 'b2clCredited', 'b2csCredited']) {
    const cancel = await adminCall(t.app, 'POST', `/admin/orders/${orders[role]}/cancel`, {
      token: admin.token,
      payload: { reason: 'Refused at the door' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => adminCall(t.app, 'GET', url, { token: shop.adminToken });

/** The answer's files as text lines (CRLF split, the last empty line dropped). */
function unzip(payload: Buffer): Record<Gstr1FileName, string[]> {
  const files = unzipSync(new Uint8Array(payload));
  expect(Object.keys(files)).toEqual(GSTR1_FILE_NAMES);
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes).split('\r\n').slice(0, -1)]),
  ) as Record<Gstr1FileName, string[]>;
}

/** The stored snapshot of order `role`'s invoice or credit note. */
async function snapshotOf(role: string, kind: 'invoice' | 'credit_note') {
  const rows = await t.db
    .select({ kind: taxDocuments.kind, snapshot: taxDocuments.snapshot })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orders[role] ?? ''));
  return rows.find((row) => row.kind === kind)?.snapshot as TaxDocumentSnapshot;
}

describe('GET /api/admin/tax-documents/gstr1.zip', () => {
  it('gives every section with the template header, each document in its table, to the paisa', async () => {
    const response = await get(`/admin/tax-documents/gstr1.zip?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="gstr1-${month}.zip"`);
    const files = unzip(response.rawPayload);
    for (const name of GSTR1_FILE_NAMES) expect(files[name][0], name).toBe(GSTR1_TEMPLATES[name].join(','));

    const b2b = await snapshotOf('b2b', 'invoice');
    const receiver = b2b.buyer.businessName || b2b.buyer.name;
    const fy = b2b.number.slice(4, 9);
    const day = toolDate(b2b.issuedAt);
    expect(files['b2b.csv'].slice(1)).toEqual([
      `${GSTIN},${receiver},INV/${fy}/00001,${day},5499.00,03-Punjab,N,,Regular B2B,,5,2380.00,0.00`,
      `${GSTIN},${receiver},INV/${fy}/00001,${day},5499.00,03-Punjab,N,,Regular B2B,,18,2542.37,0.00`,
      `${GSTIN},${receiver},INV/${fy}/00002,${day},1050.00,03-Punjab,N,,Regular B2B,,5,1000.00,0.00`,
    ]);
    expect(files['b2cl.csv'].slice(1)).toEqual([
      `INV/${fy}/00003,${day},122000.00,27-Maharashtra,,18,103389.83,0.00,`,
      `INV/${fy}/00004,${day},110000.00,27-Maharashtra,,18,93220.34,0.00,`,
    ]);
    // Haryana's sale is credited in full in the same month: it nets out of B2CS.
    expect(files['b2cs.csv'].slice(1)).toEqual(['OE,04-Chandigarh,,5,1000.00,0.00,']);
    expect(files['cdnr.csv'].slice(1)).toEqual([
      `${GSTIN},${receiver},CN/${fy}/00001,${day},C,03-Punjab,N,Regular B2B,1050.00,,5,1000.00,0.00`,
    ]);
    expect(files['cdnur.csv'].slice(1)).toEqual([
      `B2CL,CN/${fy}/00002,${day},C,27-Maharashtra,110000.00,,18,93220.34,0.00`,
    ]);
    expect(files['hsn(b2b).csv'].slice(1)).toEqual([
      '6214,,PCS-PIECES,1,2499.00,5,2380.00,119.00,0.00,0.00,0.00',
      '6214,,PCS-PIECES,1,3000.00,18,2542.37,457.63,0.00,0.00,0.00',
    ]);
    expect(files['hsn(b2c).csv'].slice(1)).toEqual([
      '6214,,PCS-PIECES,1,1050.00,5,1000.00,0.00,25.00,25.00,0.00',
      '6214,,PCS-PIECES,1,122000.00,18,103389.83,18610.17,0.00,0.00,0.00',
    ]);
    expect(files['docs.csv'].slice(1)).toEqual([
      `Invoices for outward supply,INV/${fy}/00001,INV/${fy}/00006,6,0`,
      `Credit Note,CN/${fy}/00001,CN/${fy}/00003,3,0`,
    ]);
    // No period: this month.
    expect(unzip((await get('/admin/tax-documents/gstr1.zip')).rawPayload)).toEqual(files);
  });

  it('gathers the three months of a financial-year quarter in one file set', async () => {
    const template = await snapshotOf('b2cs', 'invoice');
    // 2025-Q3 is October to December 2025; September and January stay out.
    const issues = [
      '2025-09-30T18:29:00Z',
      '2025-09-30T18:30:00Z',
      '2025-11-15T06:00:00Z',
      '2025-12-31T18:29:00Z',
      '2025-12-31T18:30:00Z',
    ];
    for (const [i, issuedAt] of issues.entries()) {
      const orderId = await shop.order([105_000], 'Chandigarh', '160017');
      const number = `INV/25-26/9000${i + 1}`;
      await insertTaxDocument(t.db, {
        orderId,
        numbering: { number, financialYear: '2025-26', sequence: 90_001 + i },
        snapshot: { ...template, number, issuedAt },
        issuedAt: new Date(issuedAt),
      });
    }
    const response = await get('/admin/tax-documents/gstr1.zip?quarter=2025-Q3');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="gstr1-2025-Q3.zip"');
    const files = unzip(response.rawPayload);
    expect(files['b2cs.csv'].slice(1)).toEqual(['OE,04-Chandigarh,,5,3000.00,0.00,']);
    expect(files['docs.csv'].slice(1)).toEqual([
      'Invoices for outward supply,INV/25-26/90002,INV/25-26/90004,3,0',
    ]);
    // The month alone has one of them.
    const november = unzip((await get('/admin/tax-documents/gstr1.zip?month=2025-11')).rawPayload);
    expect(november['b2cs.csv'].slice(1)).toEqual(['OE,04-Chandigarh,,5,1000.00,0.00,']);
    // A period with nothing issued: headers only.
    const empty = unzip((await get('/admin/tax-documents/gstr1.zip?quarter=2020-Q1')).rawPayload);
    for (const name of GSTR1_FILE_NAMES) expect(empty[name], name).toHaveLength(1);
  });

  it('refuses with 409 naming the document when a taxed line has an HSN code under 4 digits', async () => {
    const template = await snapshotOf('b2cs', 'invoice');
    const orderId = await shop.order([105_000], 'Chandigarh', '160017');
    const number = 'INV/24-25/90001';
    const issuedAt = '2024-05-10T06:00:00Z';
    await insertTaxDocument(t.db, {
      orderId,
      numbering: { number, financialYear: '2024-25', sequence: 90_001 },
      snapshot: {
        ...template,
        number,
        issuedAt,
        lines: template.lines.map((line) => ({ ...line, hsnCode: '62' })),
      },
      issuedAt: new Date(issuedAt),
    });
    const response = await get('/admin/tax-documents/gstr1.zip?month=2024-05');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'GSTR1_HSN_MISSING' });
    expect(response.json().message).toContain(number);
  });

  it('refuses a malformed month or quarter, or both at once, with 400', async () => {
    const cases: Array<[string, string]> = [
      ['?month=2026-13', taxMessages.badMonth],
      ['?quarter=2026-Q5', taxMessages.badQuarter],
      ['?quarter=2026-3', taxMessages.badQuarter],
      [`?quarter=${'9'.repeat(5000)}`, taxMessages.badQuarter],
      ['?month=2026-11&quarter=2026-Q3', taxMessages.monthOrQuarter],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/admin/tax-documents/gstr1.zip${query}`);
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      expect(response.json().message, query.slice(0, 40)).toContain(message);
    }
  });
});
