/**
 * Digitally signed tax documents (ADR 0059; IT Act s.3A, CGST Rule 53(1A)): the PKCS#12 file is
 * checked at start, and with it every document the shop renders carries a detached CMS signature
 * over the whole file, which poppler's pdfsig validates, and prints "Digitally signed by …".
 * The certificate is a self-signed one made here with node-forge.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoSellerSettings } from '@shahi/contract';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import type { TaxDocumentSnapshot } from '#server/modules/tax/document.ts';
import { creditNote, igstInvoice } from '#server/modules/tax/pdf-fixtures.ts';
import { loadDocumentSigner, SigningSetupError } from '#server/modules/tax/signing.ts';
import { taxDocuments } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { adminCall, createAdmin } from './helpers/admin.ts';
import { storeSeller } from './helpers/seller.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
const DAY = 86_400_000;
const PASSPHRASE = 'dsc passphrase 2026';
let dir = '';

/** A PKCS#12 file of a fresh RSA key and its self-signed certificate for `commonName`; resolves with its path. */
async function makeP12(name: string, commonName: string, validity = { from: -DAY, to: 365 * DAY }) {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() + validity.from);
  certificate.validity.notAfter = new Date(Date.now() + validity.to);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'countryName', value: 'IN' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], PASSPHRASE, { algorithm: '3des' });
  const file = path.join(dir, name);
  await writeFile(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return file;
}

let p12File = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tax-signing-'));
  p12File = await makeP12('seller.p12', demoSellerSettings.legalName);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the signing certificate at start', () => {
  it('opens with its passphrase and names its holder', () => {
    const signer = loadDocumentSigner(p12File, PASSPHRASE);
    expect(signer.signerName).toBe(demoSellerSettings.legalName);
    expect(signer.validUntil.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong passphrase, a missing file, a file that is not PKCS#12 and an expired certificate', async () => {
    expect(() => loadDocumentSigner(p12File, 'wrong')).toThrow(/wrong passphrase/);
    expect(() => loadDocumentSigner(path.join(dir, 'none.p12'), PASSPHRASE)).toThrow(/cannot read .*ENOENT/);
    const text = path.join(dir, 'text.p12');
    await writeFile(text, 'not a certificate');
    expect(() => loadDocumentSigner(text, PASSPHRASE)).toThrow(SigningSetupError);
    const expired = await makeP12('expired.p12', 'Old Name', { from: -400 * DAY, to: -DAY });
    expect(() => loadDocumentSigner(expired, PASSPHRASE)).toThrow(/is valid from .* not now/);
  });

  it('stops the shop from starting when the file cannot sign, or the passphrase has no file', () => {
    const problems = (source: Record<string, string>) => {
      try {
        resolveEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };
    expect(problems({ DOCUMENT_SIGNING_P12: p12File, DOCUMENT_SIGNING_PASSPHRASE: 'wrong' })).toEqual([
      expect.stringMatching(/^DOCUMENT_SIGNING_P12: .*wrong passphrase/),
    ]);
    expect(problems({ DOCUMENT_SIGNING_PASSPHRASE: PASSPHRASE })).toEqual([
      'DOCUMENT_SIGNING_PASSPHRASE: is set without DOCUMENT_SIGNING_P12',
    ]);
    expect(() => resolveEnv({ DOCUMENT_SIGNING_P12: 'missing.p12' })).toThrow(EnvError);
    const env = resolveEnv({ DOCUMENT_SIGNING_P12: p12File, DOCUMENT_SIGNING_PASSPHRASE: PASSPHRASE });
    expect(env.documentSigner?.signerName).toBe(demoSellerSettings.legalName);
    expect(resolveEnv({}).documentSigner).toBeUndefined();
  });
});

describe('signed documents', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let shopper: Awaited<ReturnType<typeof createVerifiedShopper>>;
  let orderId = '';
  let invoiceId = '';
  let creditNoteId = '';

  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_SIGNING_P12: p12File, DOCUMENT_SIGNING_PASSPHRASE: PASSPHRASE });
    await storeSeller(t.db);
    admin = await createAdmin(t.app, t.pool, t.env.DATA_DIR);
    shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('demo catalogue is empty');
    const placed = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    orderId = placed.json().order._id;
    invoiceId = await insertDocument(igstInvoice, 1);
    creditNoteId = await insertDocument(creditNote, 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Stores `snapshot` as a document of the order, as the tax flows would; resolves with its id. */
  async function insertDocument(snapshot: TaxDocumentSnapshot, sequence: number) {
    const [row] = await t.db
      .insert(taxDocuments)
      .values({
        orderId,
        kind: snapshot.kind,
        number: snapshot.number,
        financialYear: '2026-27',
        sequence,
        snapshot: { ...snapshot, order: { ...snapshot.order, id: orderId } },
        totalPaise: snapshot.totals.totalPaise,
        issuedAt: new Date(snapshot.issuedAt),
      })
      .returning({ id: taxDocuments.id });
    if (!row) throw new Error('no document stored');
    return row.id;
  }

  const download = (documentId: string, copy = 'original') =>
    adminCall(t.app, 'GET', `/admin/orders/${orderId}/documents/${documentId}.pdf?copy=${copy}`, {
      token: admin.token,
    });

  /** What pdfsig and pdftotext read in `pdf`, and the /ByteRange it signs. */
  async function inspect(pdf: Buffer, name: string) {
    const file = path.join(dir, name);
    await writeFile(file, pdf);
    // pdfsig exits non-zero on a signature that does not validate; its report is still on stdout.
    const signature = await run('pdfsig', [file]).then(
      (result) => result.stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
    const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
    const ranges = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
    return { signature, text, byteRange: ranges?.slice(1).map(Number) ?? [] };
  }

  it('signs the credit note with the certificate, over every byte but the signature', async () => {
    const response = await download(creditNoteId);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    const latin1 = pdf.toString('latin1');
    expect(latin1).toContain('/Type /Sig');
    expect(latin1).toContain('/SubFilter /adbe.pkcs7.detached');
    const { signature, text, byteRange } = await inspect(pdf, 'credit-note.pdf');
    expect(signature).toContain(`Signer Certificate Common Name: ${demoSellerSettings.legalName}`);
    expect(signature).toContain('Signing Hash Algorithm: SHA-256');
    expect(signature).toContain('Total document signed');
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    // The signed ranges run from the first byte to the last, leaving out only /Contents <…>.
    const [start, firstLength, secondStart, secondLength] = byteRange;
    expect(start).toBe(0);
    expect((secondStart ?? 0) + (secondLength ?? 0)).toBe(pdf.length);
    expect(latin1[firstLength ?? 0]).toBe('<');
    expect(latin1[(secondStart ?? 0) - 1]).toBe('>');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Digitally signed by ${demoSellerSettings.legalName}`);
  });

  it('stores the signed original once: the shopper downloads the same bytes', async () => {
    const first = await download(creditNoteId);
    const mine = await call(t.app, 'GET', `/order/${orderId}/credit-note`, shopper.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('signs the invoice and its duplicate for the transporter too', async () => {
    const original = await inspect((await download(invoiceId)).rawPayload, 'invoice.pdf');
    expect(original.signature).toContain('Signature Validation: Signature is Valid.');
    expect(original.text).toContain('Original for recipient');
    expect(original.text).toContain(`Digitally signed by ${demoSellerSettings.legalName}`);
    const duplicate = await inspect((await download(invoiceId, 'duplicate')).rawPayload, 'duplicate.pdf');
    expect(duplicate.signature).toContain('Signature Validation: Signature is Valid.');
    expect(duplicate.text).toContain('Duplicate for transporter');
  });

  it('shows no unsigned-credit-note warning on the order page', async () => {
    const detail = await adminCall(t.app, 'GET', `/admin/orders/${orderId}`, { token: admin.token });
    expect(detail.json().data.creditNotesUnsigned).toBe(false);
  });

  it('notices a change to a signed byte: the signature no longer validates', async () => {
    const pdf = Buffer.from((await download(creditNoteId)).rawPayload);
    // "%PDF-1.3" becomes "%PDF-1.4": a byte inside the first signed range.
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    pdf.write('4', 7, 'latin1');
    const stored = await t.db
      .select({ pdf: taxDocuments.pdf })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, creditNoteId));
    expect(stored[0]?.pdf?.equals(pdf)).toBe(false);
    const { signature } = await inspect(pdf, 'tampered.pdf');
    expect(signature).not.toContain('Signature Validation: Signature is Valid.');
  });
});
