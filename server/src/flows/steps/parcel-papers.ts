/**
 * The parcel's papers in one PDF to print after shipping (ADR 0063): the sale document's
 * "Duplicate for transporter", which travels with the goods (CGST Rule 48(1)(b)), the courier's
 * label when one was booked (ADR 0061), and the packing slip with the workshop's return address.
 * The pages are copied as they are with pdf-lib; a signed duplicate's signature does not survive
 * the merge, so this PDF is for printing only (the signed copies download from the order page).
 */
import { formatIstDateTime, formatRupees, indianStateByCode, orderReference } from '@shahi/contract';
import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import type { Database } from '#server/db/client.ts';
import { paymentLine, type ReturnAddress } from '#server/modules/orders/packing-slip.ts';
import { loadFonts } from '#server/modules/tax/fonts.ts';
import { drawLine, drawWrapped } from '#server/modules/tax/pdf-text.ts';
import { pdfOf } from '#server/modules/tax/public.ts';

const MARGIN = 40;
const MAROON = '#7a1f2b';
const MUTED = '#7a6a5a';

/** Renders the packing slip of `order` as one A4 PDF page (more when its pieces run over). */
export async function renderPackingSlipPdf(
  shopName: string,
  order: AdminOrderDetail,
  from: ReturnAddress | undefined,
): Promise<Buffer> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Packing slip ${order._id}` } });
  for (const [name, bytes] of fonts) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const right = doc.page.width - MARGIN;
  const half = (doc.page.width - 2 * MARGIN) / 2;
  const reference = orderReference(order._id);
  let y = MARGIN + 20;
  drawLine(doc, shopName, MARGIN, y, { size: 20, weight: 'bold', color: MAROON });
  drawLine(doc, 'PACKING SLIP', right, y - 4, { size: 12, weight: 'bold', align: 'right' });
  drawLine(doc, reference, right, y + 14, { size: 16, weight: 'bold', align: 'right' });
  y += 34;
  drawLine(doc, `Placed ${formatIstDateTime(order.createdAt)}`, right, y, {
    size: 9,
    color: MUTED,
    align: 'right',
  });
  doc
    .moveTo(MARGIN, y + 8)
    .lineTo(right, y + 8)
    .lineWidth(2)
    .strokeColor(MAROON)
    .stroke();
  y += 30;

  if (order.orderStatus === 'cancelled' || order.testPayment) {
    const warning =
      order.orderStatus === 'cancelled'
        ? 'THIS ORDER IS CANCELLED — DO NOT SHIP'
        : 'TEST ORDER — NOT PAID — DO NOT SHIP';
    drawLine(doc, warning, MARGIN, y, { size: 13, weight: 'bold', color: MAROON });
    y += 24;
  }

  const to = order.addressDetails;
  const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  const shipTo = [
    `${to.firstName} ${to.lastName}`,
    to.address,
    `${to.city}, ${to.state} ${to.zip}`,
    to.country,
    `Phone ${to.phone}`,
    ...(order.phoneNumber && digits(order.phoneNumber) !== digits(to.phone)
      ? [`Second contact ${order.phoneNumber}`]
      : []),
  ];
  const returnTo = from
    ? [
        from.name,
        from.address,
        `${from.city}, ${indianStateByCode(from.stateCode)?.name ?? from.stateCode} ${from.pinCode}`,
        `Phone ${from.phone}`,
      ]
    : ['Fill in the seller settings to print the return address.'];
  drawLine(doc, 'SHIP TO', MARGIN, y, { size: 9, weight: 'bold', color: MUTED });
  drawLine(doc, 'RETURN TO', MARGIN + half + 10, y, { size: 9, weight: 'bold', color: MUTED });
  let left = y + 16;
  for (const [index, line] of shipTo.entries()) {
    left = drawWrapped(doc, line, MARGIN, left, half - 10, {
      size: index === 0 ? 13 : 11,
      weight: index === 0 ? 'bold' : 'regular',
    });
  }
  let column = y + 16;
  for (const [index, line] of returnTo.entries()) {
    column = drawWrapped(doc, line, MARGIN + half + 10, column, half - 10, {
      size: 10,
      weight: index === 0 ? 'bold' : 'regular',
    });
  }
  y = Math.max(left, column) + 14;

  drawLine(doc, 'PIECES', MARGIN, y, { size: 9, weight: 'bold', color: MUTED });
  y += 16;
  for (const [index, piece] of order.products.entries()) {
    if (y > doc.page.height - MARGIN - 80) {
      doc.addPage();
      y = MARGIN + 20;
    }
    const end = drawWrapped(doc, `${index + 1}. ${piece.title}`, MARGIN, y, right - MARGIN - 100, {
      size: 11,
    });
    drawLine(doc, formatRupees(piece.price), right, y, { size: 11, align: 'right' });
    y = end + 2;
  }
  const count = order.products.length;
  drawLine(doc, `Total (${count} ${count === 1 ? 'piece' : 'pieces'})`, MARGIN, y + 6, {
    size: 11,
    weight: 'bold',
  });
  drawLine(doc, formatRupees(order.payment.amount), right, y + 6, {
    size: 11,
    weight: 'bold',
    align: 'right',
  });
  y += 30;
  drawLine(doc, paymentLine(order), MARGIN, y, { size: 13, weight: 'bold', color: MAROON });
  if (order.shipment) {
    y += 22;
    drawLine(
      doc,
      `Shipped with ${order.shipment.courierName}, AWB ${order.shipment.trackingNumber}`,
      MARGIN,
      y,
      {
        size: 10,
        color: MUTED,
      },
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** What goes into the papers: the order, its slip's return address, and the courier's label if booked. */
export interface ParcelPapersInput {
  shopName: string;
  order: AdminOrderDetail;
  from: ReturnAddress | undefined;
  /** The courier's label PDF; null when the parcel was booked by hand. */
  label: Uint8Array | null;
}

/**
 * One PDF: the sale document's duplicate for the transporter (when the order has one), the
 * courier's label (when booked) and the packing slip, in that order. Rejects when a part cannot be
 * read as a PDF.
 */
export async function renderParcelPapers(db: Database, input: ParcelPapersInput): Promise<Buffer> {
  const sale = input.order.taxDocuments?.find((document) => document.kind !== 'credit_note');
  const invoice = sale ? await pdfOf(db, sale.id, 'duplicate') : undefined;
  const slip = await renderPackingSlipPdf(input.shopName, input.order, input.from);
  const merged = await PdfLibDocument.create();
  merged.setTitle(`Parcel papers ${orderReference(input.order._id)}`);
  for (const part of [invoice?.content, input.label, slip]) {
    if (!part) continue;
    const source = await PdfLibDocument.load(part, { ignoreEncryption: true });
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}
