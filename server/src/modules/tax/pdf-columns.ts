/**
 * The columns of a tax document's line table (CGST Rule 46 (g)–(n)): #, description, HSN,
 * quantity and unit, taxable value, then CGST with SGST or UTGST, or IGST, each as rate and
 * amount, and the line's total; a bill of supply (Rule 49) has one amount and no tax columns.
 */
import type { DocumentLine, DocumentTotals, TaxSplit } from './document.ts';
import { percent, quantityOf } from './pdf-format.ts';
import { rupeesInFigures } from './words.ts';

/** A column of the line table: its heading, width in points, and how it prints a line and the sums. */
export interface Column {
  label: string;
  /** The tax above a rate and amount pair, printed across both. */
  group?: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell(line: DocumentLine, index: number): string;
  total?(totals: DocumentTotals): string;
}

type TaxKey = 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise';

const money = (paise: number) => rupeesInFigures(paise);

function taxPair(group: string, key: TaxKey, share: 1 | 2): Column[] {
  return [
    { label: 'Rate', group, width: 34, align: 'right', cell: (line) => percent(line.rateBp / share) },
    {
      label: 'Amount',
      group,
      width: share === 2 ? 58 : 66,
      align: 'right',
      cell: (line) => money(line[key]),
      total: (totals) => money(totals[key]),
    },
  ];
}

function taxColumns(split: TaxSplit): Column[] {
  if (split === 'igst') return taxPair('IGST', 'igstPaise', 1);
  if (split === 'cgst_sgst') return [...taxPair('CGST', 'cgstPaise', 2), ...taxPair('SGST', 'sgstPaise', 2)];
  if (split === 'cgst_utgst')
    return [...taxPair('CGST', 'cgstPaise', 2), ...taxPair('UTGST', 'utgstPaise', 2)];
  return [];
}

/** The columns for `split`, the description taking what the others leave of `width` (points). */
export function columnsFor(split: TaxSplit, width: number): Column[] {
  const taxed = split !== 'none';
  const columns: Column[] = [
    { label: '#', width: 18, align: 'center', cell: (_line, index) => String(index + 1) },
    { label: 'Description of goods', width: 0, align: 'left', cell: (line) => line.description },
    // A piece listed before HSN codes were kept prints a dash, not an empty cell.
    { label: 'HSN', width: 40, align: 'center', cell: (line) => line.hsnCode || '—' },
    { label: 'Qty', width: 38, align: 'center', cell: quantityOf },
    {
      label: taxed ? 'Taxable value' : 'Amount',
      width: taxed ? 72 : 80,
      align: 'right',
      cell: (line) => money(line.taxablePaise),
      total: (totals) => money(totals.taxablePaise),
    },
  ];
  // A bill of supply's amount is its total: no tax columns and no second total.
  if (taxed) {
    columns.push(...taxColumns(split), {
      label: 'Total',
      width: 74,
      align: 'right',
      cell: (line) => money(line.totalPaise),
      total: (totals) => money(totals.totalPaise),
    });
  }
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const description = columns[1];
  if (description) description.width = width - fixed;
  return columns;
}
