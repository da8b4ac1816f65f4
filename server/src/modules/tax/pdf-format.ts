/** How a tax document writes dates, rates and quantities. */
import { indiaDate } from '@shahi/contract';
import type { DocumentLine } from './document.ts';

/** An ISO instant → "DD-MM-YYYY", the date in India time (IST, UTC+5:30). */
export function indianDate(iso: string): string {
  return indiaDate(iso).split('-').reverse().join('-');
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
