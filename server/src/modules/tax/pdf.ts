/**
 * A tax document as PDF (docs/decisions/0031-tax-document-pdfs.md): an A4 page (more when the
 * lines run over) drawn with pdfkit from the snapshot alone, in Noto Sans for Latin, Devanagari
 * and Gurmukhi. The PDF's dates come from `issuedAt`, so one snapshot always gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { TaxDocumentSnapshot } from './document.ts';
import { loadFonts } from './fonts.ts';
import { drawSignature, drawTotals } from './pdf-closing.ts';
import { drawHeading, drawParties, type Frame, MUTED } from './pdf-heading.ts';
import { drawLineTable } from './pdf-table.ts';
import { drawLine } from './pdf-text.ts';

const MARGIN = 36;
/** Room kept at the foot of every page for its footer. */
const FOOTER = 30;
/** Height the totals and signature need below the table. */
const CLOSING = 190;

/**
 * Renders `snapshot` (CGST Rule 46 tax invoice, Rule 49 bill of supply, Rule 53 credit note) to
 * PDF bytes; rejects when the fonts cannot be read.
 */
export async function renderTaxDocumentPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const fonts = await loadFonts();
  const issued = new Date(snapshot.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${snapshot.title} ${snapshot.number}`,
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

  drawDocument(doc, snapshot);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawDocument(doc: PDFKit.PDFDocument, snapshot: TaxDocumentSnapshot) {
  doc.lineWidth(0.6);
  const frame: Frame = { left: MARGIN, width: doc.page.width - 2 * MARGIN };
  const bottom = doc.page.height - MARGIN - FOOTER;
  const newPage = () => {
    doc.addPage();
    doc.lineWidth(0.6);
    return MARGIN;
  };

  let y = drawHeading(doc, snapshot, frame, MARGIN);
  y = drawParties(doc, snapshot, frame, y);
  y = drawLineTable(doc, snapshot, { ...frame, bottom, newPage }, y);
  if (y + CLOSING > bottom) y = newPage();
  y = drawTotals(doc, snapshot, frame, y);
  drawSignature(doc, snapshot, frame, y);
  drawFooters(doc, snapshot, frame);
}

/** The document's number and the page count at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, snapshot: TaxDocumentSnapshot, frame: Frame) {
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
    drawLine(doc, `${snapshot.title} ${snapshot.number}  ·  ${who}`, frame.left, y, style);
    drawLine(doc, `Page ${index + 1} of ${range.count}`, frame.left + frame.width, y, {
      ...style,
      align: 'right',
    });
  }
}
