/**
 * The blocks of a tax document below its table (CGST Rules 46, 49, 53): the total in figures and
 * in words, the notes, the declaration and the signature. Each takes the y to start at and returns
 * the y below it.
 */
import { ACCENT, type DrawBlock, LABEL, MUTED, RULE, SMALL } from './pdf-heading.ts';
import { drawLine, drawWrapped, wrapLines } from './pdf-text.ts';
import { rupeesInFigures, rupeesInWords } from './words.ts';

/** The total in words and the notes on the left; the tax summary and total on the right. */
export const drawTotals: DrawBlock = (doc, s, frame, top) => {
  const summaryWidth = 200;
  const right = frame.left + frame.width;
  const { totals } = s;
  const rows: [string, number][] = [];
  if (s.split !== 'none') rows.push(['Taxable value', totals.taxablePaise]);
  if (s.split === 'cgst_sgst' || s.split === 'cgst_utgst') rows.push(['CGST', totals.cgstPaise]);
  if (s.split === 'cgst_sgst') rows.push(['SGST', totals.sgstPaise]);
  if (s.split === 'cgst_utgst') rows.push(['UTGST', totals.utgstPaise]);
  if (s.split === 'igst') rows.push(['IGST', totals.igstPaise]);
  // Without tax rows the total sits level with the amount in words.
  let y = top + (rows.length > 0 ? 20 : 25);
  for (const [label, paise] of rows) {
    drawLine(doc, label, right - summaryWidth, y, { ...SMALL, color: MUTED });
    drawLine(doc, rupeesInFigures(paise), right - 4, y, { ...SMALL, align: 'right' });
    y += 13;
  }
  if (rows.length > 0)
    doc
      .moveTo(right - summaryWidth, y - 6)
      .lineTo(right, y - 6)
      .strokeColor(RULE)
      .stroke();
  const totalLabel =
    s.kind === 'credit_note' ? 'Total credited' : s.split === 'none' ? 'Total' : 'Total (tax included)';
  drawLine(doc, totalLabel, right - summaryWidth, y + 8, { size: 9.5, weight: 'bold' });
  drawLine(doc, rupeesInFigures(totals.totalPaise), right - 4, y + 8, {
    size: 11,
    weight: 'bold',
    color: ACCENT,
    align: 'right',
  });

  const textWidth = frame.width - summaryWidth - 30;
  drawLine(doc, 'AMOUNT IN WORDS', frame.left, top + 20, LABEL);
  let left = drawWrapped(doc, rupeesInWords(totals.totalPaise), frame.left, top + 33, textWidth, {
    size: 9,
    weight: 'bold',
  });
  if (s.notes.length > 0) {
    drawLine(doc, 'NOTES', frame.left, left + 6, LABEL);
    left += 19;
    for (const note of s.notes) left = drawWrapped(doc, note, frame.left, left, textWidth, SMALL);
  }
  return Math.max(left, y + 14) + 10;
};

/**
 * Under the signatory block of an invoice (Rule 46(q)) or a bill of supply (Rule 49): an electronic
 * document needs no signature, by the proviso Notification 74/2018-Central Tax added to both.
 */
export const ELECTRONIC_LINE = {
  invoice: 'Electronically issued; signature not required (CGST Rule 46, proviso; Notification 74/2018-CT)',
  bill_of_supply:
    'Electronically issued; signature not required (CGST Rule 49, proviso; Notification 74/2018-CT)',
} as const;

/**
 * The declaration on the left; on the right "For <trade name>" over "Authorised Signatory", then
 * "Digitally signed by …" when the PDF is signed and, on an invoice or bill of supply, the
 * electronic-document line. A credit note has no such proviso (Rule 53(1A)): unsigned, it prints
 * neither line.
 */
export const drawSignature: DrawBlock = (doc, s, frame, top, print) => {
  const right = frame.left + frame.width;
  const declaration =
    'Declaration: we declare that this document shows the actual price of the goods described and that all particulars are true and correct.';
  drawWrapped(doc, declaration, frame.left, top + 12, frame.width - 250, { size: 7.5, color: MUTED });
  drawLine(doc, `For ${s.seller.name}`, right, top + 12, { size: 9, weight: 'bold', align: 'right' });
  if (print.signedBy) {
    drawLine(doc, print.signedBy, right, top + 40, {
      size: 8,
      weight: 'bold',
      color: ACCENT,
      align: 'right',
    });
  }
  doc
    .moveTo(right - 150, top + 48)
    .lineTo(right, top + 48)
    .strokeColor(RULE)
    .stroke();
  drawLine(doc, 'Authorised Signatory', right, top + 60, { size: 8, color: MUTED, align: 'right' });
  if (s.kind === 'credit_note') return top + 70;
  const style = { size: 7, color: MUTED, align: 'right' as const };
  let y = top + 72;
  for (const line of wrapLines(doc, ELECTRONIC_LINE[s.kind], 250, style)) {
    drawLine(doc, line, right, y, style);
    y += 9.5;
  }
  return y;
};
