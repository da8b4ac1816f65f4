/**
 * The blocks of a tax document above its table (CGST Rules 46, 49, 53): the seller and the
 * document's number and date, then the buyer and the place of supply. Each takes the y to start at
 * and returns the y below it; the colours and the frame are shared with the other parts.
 */
import type { TaxDocumentSnapshot } from './document.ts';
import { indianDate } from './pdf-format.ts';
import { drawLine, drawWrapped, type TextStyle } from './pdf-text.ts';

export const INK = '#1f1a17';
export const MUTED = '#6b5f55';
export const ACCENT = '#7a1f2b';
export const RULE = '#b8a98f';

export interface Frame {
  left: number;
  width: number;
}

/** A block of the page drawn from `top` (points) within `frame`; answers the y below it. */
export type DrawBlock = (
  doc: PDFKit.PDFDocument,
  s: TaxDocumentSnapshot,
  frame: Frame,
  top: number,
) => number;

/** Body text and the small capitals over a block. */
export const SMALL: TextStyle = { size: 8.5 };
export const LABEL: TextStyle = { size: 7, weight: 'bold', color: MUTED };

const NUMBER_LABEL: Record<TaxDocumentSnapshot['kind'], string> = {
  invoice: 'Invoice no.',
  bill_of_supply: 'Bill no.',
  credit_note: 'Credit note no.',
};

/** "Against INV/26-27/00001 dated 21-11-2026" for a credit note; null otherwise. */
export function againstLine(snapshot: TaxDocumentSnapshot): string | null {
  const { corrects } = snapshot;
  return corrects ? `Against ${corrects.number} dated ${indianDate(corrects.issuedAt)}` : null;
}

/** Seller on the left; title, number, date and order on the right. */
export const drawHeading: DrawBlock = (doc, s, frame, top) => {
  const right = frame.left + frame.width;
  const { seller } = s;
  drawLine(doc, seller.name, frame.left, top + 16, { size: 17, weight: 'bold', color: ACCENT });
  const sellerLines = [
    seller.legalName === seller.name ? '' : seller.legalName,
    `${seller.addressLines.join(', ')} - ${seller.pinCode}`,
    `State: ${seller.stateName}, Code: ${seller.stateCode}`,
    // A seller not registered for GST (a bill of supply) has no GSTIN to print.
    [
      seller.gstin ? `GSTIN: ${seller.gstin}` : 'Not registered for GST',
      seller.pan ? `PAN: ${seller.pan}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
    [seller.email, seller.phone].filter(Boolean).join('  ·  '),
  ].filter(Boolean);
  let y = top + 30;
  for (const text of sellerLines) y = drawWrapped(doc, text, frame.left, y, frame.width * 0.55, SMALL);

  drawLine(doc, s.title.toUpperCase(), right, top + 16, {
    size: 15,
    weight: 'bold',
    color: INK,
    align: 'right',
  });
  drawLine(doc, 'Original for recipient', right, top + 28, { size: 7, color: MUTED, align: 'right' });
  const facts: [string, string][] = [
    [NUMBER_LABEL[s.kind], s.number],
    ['Date', indianDate(s.issuedAt)],
    ['Order', s.order.id],
    ['Order date', indianDate(s.order.placedAt)],
  ];
  let factY = top + 44;
  for (const [label, value] of facts) {
    drawLine(doc, label, right - 215, factY, { ...SMALL, color: MUTED });
    drawLine(doc, value, right, factY, {
      ...SMALL,
      weight: label === 'Date' || label.endsWith('no.') ? 'bold' : 'regular',
      align: 'right',
    });
    factY += 12;
  }
  const bottom = Math.max(y, factY) + 2;
  doc
    .moveTo(frame.left, bottom)
    .lineTo(right, bottom)
    .lineWidth(1.2)
    .strokeColor(ACCENT)
    .stroke()
    .lineWidth(0.6);
  return bottom + 16;
};

/** The buyer (name, delivery address, GSTIN if any) beside the place of supply and reverse charge. */
export const drawParties: DrawBlock = (doc, s, frame, top) => {
  const { buyer } = s;
  const half = frame.width / 2;
  drawLine(doc, 'BILLED AND SHIPPED TO', frame.left, top, LABEL);
  let y = drawWrapped(doc, buyer.name, frame.left, top + 14, half - 20, { size: 10.5, weight: 'bold' });
  const lines = [
    ...buyer.addressLines,
    `${buyer.stateName} - ${buyer.pinCode}`,
    `State code: ${buyer.stateCode}`,
    buyer.phone ? `Phone: ${buyer.phone}` : '',
    buyer.gstin ? `GSTIN: ${buyer.gstin}` : '',
  ].filter(Boolean);
  for (const text of lines) y = drawWrapped(doc, text, frame.left, y, half - 20, SMALL);

  const x = frame.left + half + 10;
  drawLine(doc, 'SUPPLY', x, top, LABEL);
  let right = top + 14;
  const supply = [
    `Place of supply: ${s.placeOfSupply.stateName} (${s.placeOfSupply.stateCode})`,
    `Tax payable on reverse charge: ${s.reverseCharge ? 'Yes' : 'No'}`,
    againstLine(s) ?? '',
  ].filter(Boolean);
  for (const text of supply) right = drawWrapped(doc, text, x, right, half - 10, SMALL);
  return Math.max(y, right) + 6;
};
