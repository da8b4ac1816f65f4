/**
 * A tax document as PDF (docs/decisions/0031-tax-document-pdfs.md): an A4 page (more when the
 * lines run over) drawn with pdfkit from the snapshot alone, in Noto Sans for Latin, Devanagari
 * and Gurmukhi. The PDF's dates come from `issuedAt`, so one snapshot always gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { TaxDocumentSnapshot } from './document.ts';
import { loadFonts } from './fonts.ts';
import { drawSignature, drawTotals } from './pdf-closing.ts';
import {
  COPY_MARKING,
  drawHeading,
  drawParties,
  type Frame,
  MUTED,
  type PrintOptions,
} from './pdf-heading.ts';
import { drawLineTable } from './pdf-table.ts';
import { drawLine } from './pdf-text.ts';

const MARGIN = 36;
/** Room kept at the foot of every page for its footer. */
const FOOTER = 30;
/** Height the totals, the signature and the electronic-document line need below the table. */
const CLOSING = 210;

export type { DocumentCopy, PrintOptions } from './pdf-heading.ts';

/**
 * Renders `snapshot` (CGST Rule 46 tax invoice, Rule 49 bill of supply, Rule 53 credit note) to
 * PDF bytes as copy `print.copy` (Rule 48(1): the recipient's original by default), printing
 * `print.signedBy` when the caller signs the bytes afterwards (./signing.ts); rejects when the
 * fonts cannot be read. The same snapshot and options always give the same bytes.
 */
export async function renderTaxDocumentPdf(
  snapshot: TaxDocumentSnapshot,
  print: PrintOptions = { copy: 'original' },
): Promise<Buffer> {
  const fonts = await loadFonts();
  const issued = new Date(snapshot.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${snapshot.title} ${snapshot.number}${copyNote(snapshot, print)}`,
      Author: snapshot.seller.name,
      Subject: `${snapshot.title} for order ${snapshot.order.id}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  for (const [name, bytes] of fonts) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  drawDocument(doc, snapshot, print);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawDocument(doc: PDFKit.PDFDocument, snapshot: TaxDocumentSnapshot, print: PrintOptions) {
  doc.lineWidth(0.6);
  const frame: Frame = { left: MARGIN, width: doc.page.width - 2 * MARGIN };
  const bottom = doc.page.height - MARGIN - FOOTER;
  const newPage = () => {
    doc.addPage();
    doc.lineWidth(0.6);
    return MARGIN;
  };

  let y = drawHeading(doc, snapshot, frame, MARGIN, print);
  y = drawParties(doc, snapshot, frame, y, print);
  y = drawLineTable(doc, snapshot, { ...frame, bottom, newPage }, y);
  if (y + CLOSING > bottom) y = newPage();
  y = drawTotals(doc, snapshot, frame, y, print);
  drawSignature(doc, snapshot, frame, y, print);
  drawFooters(doc, snapshot, frame, copyNote(snapshot, print));
}

/** " (Duplicate for transporter)" after the number of a copy other than the original; '' otherwise. */
function copyNote(snapshot: TaxDocumentSnapshot, print: PrintOptions): string {
  return snapshot.kind === 'credit_note' || print.copy === 'original' ? '' : ` (${COPY_MARKING[print.copy]})`;
}

/** The document's number (and copy) and the page count at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, snapshot: TaxDocumentSnapshot, frame: Frame, note: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(frame.left, y - 12)
      .lineTo(frame.left + frame.width, y - 12)
      .strokeColor('#d9cdb8')
      .stroke();
    const style = { size: 7, color: MUTED };
    const { seller } = snapshot;
    const who = seller.gstin ? `${seller.name}, GSTIN ${seller.gstin}` : seller.name;
    drawLine(doc, `${snapshot.title} ${snapshot.number}${note}  ·  ${who}`, frame.left, y, style);
    drawLine(doc, `Page ${index + 1} of ${range.count}`, frame.left + frame.width, y, {
      ...style,
      align: 'right',
    });
  }
}
