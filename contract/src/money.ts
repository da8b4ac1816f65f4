/** Money: integer paise in the database, rupees (2 decimals at most) in the API, en-IN on pages. */
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats rupees as `₹1,23,456.00` (Indian digit grouping, 2 decimals). */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(Number.isFinite(rupees) ? rupees : 0);
}

/** Integer paise → rupees (number, 2 decimals at most). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Rupees → integer paise, rounding half away from zero at the paisa. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Whole-percent discount of `price` against `mrp` (both in the same unit); 0 when none. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
