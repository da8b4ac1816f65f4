/**
 * The lines of a tax document as a table with the columns of `pdf-columns.ts`: a shaded header
 * (grouped over each tax's rate and amount, repeated on every page), a row per line with its
 * description wrapped, and a row of the column sums.
 */
import type { TaxDocumentSnapshot } from './document.ts';
import { type Column, columnsFor } from './pdf-columns.ts';
import { RULE } from './pdf-heading.ts';
import { drawLine, type TextStyle, wrapLines } from './pdf-text.ts';

const BODY: TextStyle = { size: 8 };
const HEAD: TextStyle = { size: 7.5, weight: 'bold' };
const PAD = 4;
const LEADING = 10.5;
const SHADE = '#f4eee3';

export interface TableBox {
  left: number;
  width: number;
  /** Baseline limit of a page; past it the table goes on on a new page. */
  bottom: number;
  /** Starts a new page and returns the y where the table goes on. */
  newPage(): number;
}

function drawHeader(doc: PDFKit.PDFDocument, columns: Column[], box: TableBox, top: number): number {
  const grouped = columns.some((column) => column.group);
  const height = grouped ? 28 : 18;
  doc.rect(box.left, top, box.width, height).fillAndStroke(SHADE, RULE);
  let x = box.left;
  for (const [index, column] of columns.entries()) {
    const inGroup = column.group !== undefined;
    const baseline = top + height - 6;
    drawCell(doc, column.label, x, column.width, baseline, { ...HEAD, align: column.align });
    if (inGroup && columns[index - 1]?.group !== column.group) {
      const span = column.width + (columns[index + 1]?.width ?? 0);
      drawCell(doc, column.group ?? '', x, span, top + 10, { ...HEAD, align: 'center' });
      doc
        .moveTo(x, top + 14)
        .lineTo(x + span, top + 14)
        .strokeColor(RULE)
        .stroke();
    }
    if (index > 0) {
      const from = inGroup && columns[index - 1]?.group === column.group ? top + 14 : top;
      doc
        .moveTo(x, from)
        .lineTo(x, top + height)
        .strokeColor(RULE)
        .stroke();
    }
    x += column.width;
  }
  return top + height;
}

function drawCell(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  width: number,
  baseline: number,
  style: TextStyle & { align: Column['align'] },
) {
  const at = style.align === 'right' ? x + width - PAD : style.align === 'center' ? x + width / 2 : x + PAD;
  drawLine(doc, text, at, baseline, style);
}

function drawRow(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  cells: string[][],
  left: number,
  top: number,
  style: TextStyle,
) {
  const height = Math.max(...cells.map((lines) => lines.length)) * LEADING + 2 * PAD;
  let x = left;
  for (const [index, column] of columns.entries()) {
    for (const [row, text] of (cells[index] ?? []).entries()) {
      drawCell(doc, text, x, column.width, top + PAD + 7.5 + row * LEADING, {
        ...style,
        align: column.align,
      });
    }
    if (index > 0)
      doc
        .moveTo(x, top)
        .lineTo(x, top + height)
        .strokeColor(RULE)
        .stroke();
    x += column.width;
  }
  doc
    .rect(left, top, x - left, height)
    .strokeColor(RULE)
    .stroke();
  return top + height;
}

/** Draws the table of `snapshot`'s lines from `top`; returns the y below its totals row. */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  snapshot: TaxDocumentSnapshot,
  box: TableBox,
  top: number,
): number {
  const columns = columnsFor(snapshot.split, box.width);
  let y = drawHeader(doc, columns, box, top);
  for (const [index, item] of snapshot.lines.entries()) {
    const cells = columns.map((column) =>
      column.align === 'left'
        ? wrapLines(doc, column.cell(item, index), column.width - 2 * PAD, BODY)
        : [column.cell(item, index)],
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * LEADING + 2 * PAD;
    if (y + height > box.bottom) y = drawHeader(doc, columns, box, box.newPage());
    y = drawRow(doc, columns, cells, box.left, y, BODY);
  }
  const totals = columns.map((column, index) => [
    index === 1 ? 'Total' : (column.total?.(snapshot.totals) ?? ''),
  ]);
  doc.rect(box.left, y, box.width, LEADING + 2 * PAD).fill(SHADE);
  return drawRow(doc, columns, totals, box.left, y, { ...BODY, weight: 'bold' });
}
