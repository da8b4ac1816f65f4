/** Amounts as a tax invoice writes them: in figures (en-IN) and in words (Indian numbering). */
import { formatRupees, paiseToRupees } from '@shahi/contract';
import { ToWords } from 'to-words';

const toWords = new ToWords({ localeCode: 'en-IN' });

/** Paise → "₹1,23,456.50" (Indian digit grouping, 2 decimals). */
export function rupeesInFigures(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}

/**
 * Paise → "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six And Fifty Paise Only"
 * (lakh and crore, as invoices in India write totals); "Rupees Zero Only" for 0. Throws a
 * RangeError for a negative or fractional amount of paise.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`not a whole amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const whole = `Rupees ${toWords.convert(rupees)}`;
  return rest === 0 ? `${whole} Only` : `${whole} And ${toWords.convert(rest)} Paise Only`;
}
