/**
 * The blocks of a tax document above its table (CGST Rules 46, 49, 53): the seller and the
 * document's number and date, then the buyer and the place of supply. Each takes the y to start at
 * and returns the y below it; the colours and the frame are shared with the other parts.
 */
import { orderReference } from '@shahi/contract';
import type { InvoiceMessages } from '#server/i18n/invoice-messages.ts';
import type { DocumentParty, TaxDocumentSnapshot } from './document.ts';
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

/**
 * Which of the copies of CGST Rule 48(1) a PDF is: the recipient's original (stored, mailed, in My
 * Orders), the duplicate that travels with the goods, the triplicate the seller keeps.
 */
export type DocumentCopy = 'original' | 'duplicate' | 'triplicate';

/** The marking each copy prints under the title (Rule 48(1)(a)-(c)). */
export const COPY_MARKING: Record<DocumentCopy, string> = {
  original: 'Original for recipient',
  duplicate: 'Duplicate for transporter',
  triplicate: 'Triplicate for supplier',
};

/** How one PDF of a snapshot is printed: its copy, and who signed it when it is digitally signed. */
export interface PrintOptions {
  copy: DocumentCopy;
  /** "Digitally signed by …" when the PDF is signed (IT Act s.3A); absent for an unsigned PDF. */
  signedBy?: string;
  /**
   * The buyer's language for the recipient's original (`invoiceMessages` translated, ADR 0065): the
   * headings and labels print "English / translation"; absent (or English): English alone.
   */
  labels?: InvoiceMessages;
}

/**
 * `key`'s English label, followed by " / " and its translation in `print.labels` when that differs
 * (a Hindi buyer: "Tax Invoice / कर बीजक"). The English stays first: the law's words (CGST Rule 46).
 */
export function bilingual(print: PrintOptions, key: keyof InvoiceMessages, english: string): string {
  const translated = print.labels?.[key];
  return translated && translated !== english ? `${english} / ${translated}` : english;
}

/** The catalogue key of a document title, for its translation (the unregistered seller's title has none). */
const TITLE_KEYS: Record<string, keyof InvoiceMessages> = {
  'Tax Invoice': 'taxInvoice',
  'Bill of Supply': 'billOfSupply',
  'Credit Note': 'creditNote',
};

const NUMBER_KEY: Record<TaxDocumentSnapshot['kind'], keyof InvoiceMessages> = {
  invoice: 'invoiceNumber',
  bill_of_supply: 'billNumber',
  credit_note: 'creditNoteNumber',
};

/** A block of the page drawn from `top` (points) within `frame`; answers the y below it. */
export type DrawBlock = (
  doc: PDFKit.PDFDocument,
  s: TaxDocumentSnapshot,
  frame: Frame,
  top: number,
  print: PrintOptions,
) => number;

/** A snapshot that may name a delivery address apart from the billing one (bill-to/ship-to). */
type WithShipTo = TaxDocumentSnapshot & { shipTo?: DocumentParty | null };

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
export const drawHeading: DrawBlock = (doc, s, frame, top, print) => {
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

  const titleKey = TITLE_KEYS[s.title];
  const title = titleKey ? bilingual(print, titleKey, s.title.toUpperCase()) : s.title.toUpperCase();
  drawLine(doc, title, right, top + 16, {
    size: 15,
    weight: 'bold',
    color: INK,
    align: 'right',
  });
  // A credit note is issued once (Rule 53 asks for no copies): it is always the recipient's original.
  const copy = s.kind === 'credit_note' ? 'original' : print.copy;
  const marking =
    copy === 'original'
      ? bilingual(print, 'originalForRecipient', COPY_MARKING.original)
      : COPY_MARKING[copy];
  drawLine(doc, marking, right, top + 28, {
    size: print.copy === 'original' ? 7 : 8,
    weight: print.copy === 'original' ? 'regular' : 'bold',
    color: print.copy === 'original' ? MUTED : ACCENT,
    align: 'right',
  });
  // [label, value, bold]: the number and the date stand out.
  const facts: [string, string, boolean][] = [
    [bilingual(print, NUMBER_KEY[s.kind], NUMBER_LABEL[s.kind]), s.number, true],
    [bilingual(print, 'date', 'Date'), indianDate(s.issuedAt), true],
    // The short reference the shopper's mails, My Orders and the back office show.
    [bilingual(print, 'order', 'Order'), orderReference(s.order.id), false],
    [bilingual(print, 'orderDate', 'Order date'), indianDate(s.order.placedAt), false],
  ];
  let factY = top + 44;
  for (const [label, value, bold] of facts) {
    drawLine(doc, label, right - 215, factY, { ...SMALL, color: MUTED });
    drawLine(doc, value, right, factY, { ...SMALL, weight: bold ? 'bold' : 'regular', align: 'right' });
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

/** A party's printed lines below its name: address, state, phone and GSTIN when it has them. */
function partyLines(party: DocumentParty & { phone?: string }): string[] {
  return [
    ...party.addressLines,
    `${party.stateName} - ${party.pinCode}`,
    `State code: ${party.stateCode}`,
    party.phone ? `Phone: ${party.phone}` : '',
    party.gstin ? `GSTIN: ${party.gstin}` : '',
  ].filter(Boolean);
}

/** One party under its `label`, in a column `width` wide from `x`; answers the y below it. */
function drawParty(
  doc: PDFKit.PDFDocument,
  label: string,
  party: DocumentParty & { phone?: string; businessName?: string },
  x: number,
  top: number,
  width: number,
): number {
  drawLine(doc, label, x, top, LABEL);
  // A registered buyer is named as on its GST certificate (Rule 46(e)), the person receiving below.
  const business = party.businessName?.trim();
  let y = drawWrapped(doc, business || party.name, x, top + 14, width, { size: 10.5, weight: 'bold' });
  if (business && party.name) y = drawWrapped(doc, party.name, x, y, width, SMALL);
  for (const text of partyLines(party)) y = drawWrapped(doc, text, x, y, width, SMALL);
  return y;
}

/**
 * The buyer: "Billed and shipped to" one address, or "Billed to" and "Shipped to" side by side when
 * the snapshot delivers elsewhere (`shipTo`); then the supply facts: place of supply and reverse
 * charge on a GST document (Rule 46(n), (p)), none on a bill of supply of a seller outside GST, and
 * the invoice a credit note corrects.
 */
export const drawParties: DrawBlock = (doc, s, frame, top, print) => {
  const { buyer } = s;
  const { shipTo } = s as WithShipTo;
  const half = frame.width / 2;
  let y: number;
  if (shipTo) {
    const third = frame.width / 3;
    const billed = drawParty(
      doc,
      bilingual(print, 'billedTo', 'BILLED TO'),
      buyer,
      frame.left,
      top,
      third - 14,
    );
    const shipped = drawParty(
      doc,
      bilingual(print, 'shippedTo', 'SHIPPED TO'),
      shipTo,
      frame.left + third,
      top,
      third - 14,
    );
    y = Math.max(billed, shipped);
  } else {
    y = drawParty(
      doc,
      bilingual(print, 'billedAndShippedTo', 'BILLED AND SHIPPED TO'),
      buyer,
      frame.left,
      top,
      half - 20,
    );
  }

  const x = shipTo ? frame.left + (2 * frame.width) / 3 : frame.left + half + 10;
  const width = shipTo ? frame.width / 3 : half - 10;
  const supply = [
    ...(s.kind === 'bill_of_supply' || s.split === 'none'
      ? []
      : [
          `Place of supply: ${s.placeOfSupply.stateName} (${s.placeOfSupply.stateCode})`,
          `Tax payable on reverse charge: ${s.reverseCharge ? 'Yes' : 'No'}`,
        ]),
    againstLine(s) ?? '',
  ].filter(Boolean);
  let right = top;
  if (supply.length > 0) {
    drawLine(doc, bilingual(print, 'supply', 'SUPPLY'), x, top, LABEL);
    right = top + 14;
    for (const text of supply) right = drawWrapped(doc, text, x, right, width, SMALL);
  }
  return Math.max(y, right) + 6;
};
