/** Renders each kind of document and reads it back with poppler's pdftotext and pdffonts. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from './document.ts';
import { type PrintOptions, renderTaxDocumentPdf } from './pdf.ts';
import { ELECTRONIC_LINE } from './pdf-closing.ts';
import { billOfSupply, creditNote, igstInvoice, utgstInvoice } from './pdf-fixtures.ts';

const run = promisify(execFile);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tax-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The PDF's text with runs of white space made one space, and its font table. */
async function read(snapshot: TaxDocumentSnapshot, print?: PrintOptions) {
  const pdf = await renderTaxDocumentPdf(snapshot, print);
  const file = path.join(
    dir,
    `${snapshot.kind}-${snapshot.number.replaceAll('/', '-')}-${print?.copy ?? 'original'}.pdf`,
  );
  await writeFile(file, pdf);
  const text = (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  const fonts = (await run('pdffonts', [file])).stdout;
  return { pdf, text, fonts };
}

describe('renderTaxDocumentPdf', () => {
  it('prints an inter-state tax invoice with IGST, the Gurmukhi buyer and the total in words', async () => {
    const { pdf, text, fonts } = await read(igstInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'TAX INVOICE',
      'INV/26-27/00001',
      'GSTIN: 04ABKPS1234L1ZK',
      'PAN: ABKPS1234L',
      'Harpreet Kaur Sandhu',
      'ਹਰਲੀਨ ਕੌਰ',
      'Place of supply: Punjab (03)',
      'Tax payable on reverse charge: No',
      'IGST',
      '6214',
      '1 PCS',
      '₹1,10,000.00',
      '₹5,878.88',
      '₹1,23,456.50',
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six And Fifty Paise Only',
      'For Shahi Threads',
      'Authorised Signatory',
      // The order's short reference, as the shopper's mails and My Orders show it.
      'INV/26-27/00001 21-11-2026 3F1C2A9E 18-11-2026',
    ]) {
      expect(text).toContain(expected);
    }
    // Issued 19:05 UTC on 20 November: already the 21st in India.
    expect(text).toContain('21-11-2026');
    expect(text).not.toContain('20-11-2026');
    // No CGST column: "CGST" only in the electronic-document line's rule.
    expect(text).not.toMatch(/CGST(?! Rule)/);
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansGurmukhi-Bold\s.*yes yes yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSans-Regular\s.*yes yes yes/);
  });

  it('prints CGST and UTGST at half the rate each for a Chandigarh buyer, with its GSTIN', async () => {
    const { text, fonts } = await read(utgstInvoice);
    for (const expected of [
      'हरलीन कौर',
      'GSTIN: 04AAFCK5678M1Z0',
      'CGST',
      'UTGST',
      '2.5%',
      '₹60.00',
      '₹2,520.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Rupees Two Thousand Five Hundred Twenty Only');
    expect(text).not.toContain('IGST');
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansDevanagari-Bold\s.*yes yes yes/);
  });

  it('prints a bill of supply without tax columns, with its note', async () => {
    const { text } = await read(billOfSupply);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Notification 3/2018-Integrated Tax');
    expect(text).toContain('E-way bill number 381234567890');
    expect(text).toContain('Not registered for GST · PAN: ABKPS1234L');
    expect(text).not.toContain('GSTIN');
    expect(text).toContain('Rupees One Thousand Four Hundred Fifty Only');
    expect(text).not.toMatch(/IGST|CGST(?! Rule)|SGST|Taxable value/);
  });

  it('prints a credit note against its invoice', async () => {
    const { text } = await read(creditNote);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('CN/26-27/00001');
    expect(text).toContain('Against INV/26-27/00001 dated 21-11-2026');
    expect(text).toContain('Order cancelled after shipping');
  });

  it('prints a dash for a line without an HSN code', async () => {
    const lines = billOfSupply.lines.map((line) => ({ ...line, hsnCode: '' }));
    const { text } = await read({ ...billOfSupply, number: 'BOS/26-27/00097', lines });
    expect(text).toContain('Hand-block printed cotton stole — 1 PCS');
  });

  it('prints any text a shopper may type, in any script, without failing', async () => {
    const indic = fc.integer({ min: 0x900, max: 0xa7f }).map((code) => String.fromCodePoint(code));
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: indic, maxLength: 30 }),
        async (typed, syllables) => {
          const buyer = { ...igstInvoice.buyer, name: typed + syllables, addressLines: [syllables + typed] };
          const pdf = await renderTaxDocumentPdf({ ...igstInvoice, buyer });
          expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        },
      ),
      { numRuns: 12 },
    );
  });

  it('renders the same snapshot to the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderTaxDocumentPdf(utgstInvoice),
      renderTaxDocumentPdf(utgstInvoice),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('goes on over a second page when the lines do not fit on one', async () => {
    const [first] = utgstInvoice.lines;
    if (!first) throw new Error('the fixture has a line');
    const many = Array.from({ length: 40 }, (_, index) => ({
      ...first,
      description: `Piece ${index + 1}`,
    }));
    const { text } = await read({ ...utgstInvoice, number: 'INV/26-27/00099', lines: many });
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('Piece 40');
  });

  it('prints Gurmukhi syllables that fontkit cannot position marks in (ਗੁ)', async () => {
    const buyer = { ...igstInvoice.buyer, name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ', addressLines: ['ਮਕਾਨ 12, ਮੁੱਲਾਂਪੁਰ'] };
    const { text } = await read({ ...igstInvoice, number: 'INV/26-27/00098', buyer });
    expect(text).toContain('ਗੁਰਪ੍ਰੀਤ ਕੌਰ');
    expect(text).toContain('ਮੁੱਲਾਂਪੁਰ');
  });

  it('marks each copy of Rule 48(1) under the title and in the footer', async () => {
    const original = await read(igstInvoice);
    expect(original.text).toContain('TAX INVOICE Original for recipient');
    const duplicate = await read(igstInvoice, { copy: 'duplicate' });
    expect(duplicate.text).toContain('TAX INVOICE Duplicate for transporter');
    expect(duplicate.text).toContain('INV/26-27/00001 (Duplicate for transporter) · Shahi Threads');
    expect(duplicate.text).not.toContain('Original for recipient');
    const triplicate = await read(billOfSupply, { copy: 'triplicate' });
    expect(triplicate.text).toContain('Triplicate for supplier');
    // A credit note is issued once: always the original.
    const credit = await read(creditNote, { copy: 'duplicate' });
    expect(credit.text).toContain('Original for recipient');
    expect(credit.text).not.toContain('Duplicate');
  });

  it('says an invoice or bill needs no signature, but not a credit note (Rule 53 has no proviso)', async () => {
    expect((await read(igstInvoice)).text).toContain(ELECTRONIC_LINE.invoice);
    expect((await read(billOfSupply)).text).toContain(ELECTRONIC_LINE.bill_of_supply);
    const credit = (await read(creditNote)).text;
    expect(credit).not.toContain('signature not required');
    expect(credit).not.toContain('Digitally signed');
    const signed = await read(creditNote, {
      copy: 'original',
      signedBy: 'Digitally signed by Harpreet Kaur',
    });
    expect(signed.text).toContain('Digitally signed by Harpreet Kaur');
  });

  it('drops the GST supply lines from a bill of supply', async () => {
    const { text } = await read(billOfSupply);
    expect(text).not.toContain('Place of supply');
    expect(text).not.toContain('reverse charge');
    expect(text).toContain('BILLED AND SHIPPED TO');
  });

  it('prints the billing and the delivery address apart, and a business buyer by its name', async () => {
    const shipTo = {
      ...igstInvoice.buyer,
      name: 'Gurpreet Singh',
      addressLines: ['Shop 4, Ghumar Mandi'],
      gstin: '',
    };
    const buyer = { ...igstInvoice.buyer, businessName: 'Kaur Handlooms LLP', gstin: '03AAFCK5678M1Z2' };
    const { text } = await read({
      ...igstInvoice,
      number: 'INV/26-27/00096',
      buyer,
      shipTo,
    } as TaxDocumentSnapshot);
    for (const expected of [
      'BILLED TO',
      'SHIPPED TO',
      'Kaur Handlooms LLP',
      'GSTIN: 03AAFCK5678M1Z2',
      'Gurpreet Singh',
      'Shop 4, Ghumar Mandi',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('BILLED AND SHIPPED TO');
    expect(text).toContain('Place of supply: Punjab (03)');
  });
});
