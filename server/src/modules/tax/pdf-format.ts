/** How a tax document writes dates, rates and quantities. */
import type { DocumentLine } from './document.ts';

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant → "DD-MM-YYYY", the date in India time (IST, UTC+5:30). */
export function indianDate(iso: string): string {
  const parts = Object.fromEntries(
    indiaDate.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** Basis points → "5%", "2.5%", "0.25%". */
export function percent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** A line's quantity and unit: "1 PCS". */
export function quantityOf(line: Pick<DocumentLine, 'quantity' | 'unit'>): string {
  return `${line.quantity} ${line.unit}`;
}

/** A document number as a file name: "INV/26-27/00001" → "INV-26-27-00001.pdf". */
export function pdfFileName(number: string): string {
  return `${number.replaceAll('/', '-').replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
