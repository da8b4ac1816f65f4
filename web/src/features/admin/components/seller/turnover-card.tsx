import { formatRupees, type SellerTurnover } from '@shahi/contract';
import { useSellerTurnover } from '#web/features/admin/api/seller/get-seller-turnover.ts';

/** What the card says under the figure, by how near the threshold the turnover is. */
const warnings: Record<SellerTurnover['level'], string | undefined> = {
  ok: undefined,
  near: 'Turnover is at 80 % of the threshold or more: registration under GST will soon be compulsory. Take advice now.',
  over: 'Turnover is above the threshold: registration under GST is compulsory (CGST Act s.22). Apply within 30 days and take advice.',
};

/** "2026-27" → "April 2026 – March 2027". */
function yearSpan(financialYear: string): string {
  const start = Number(financialYear.slice(0, 4));
  return `April ${start} – March ${start + 1}`;
}

/** The card's body for a known turnover. */
export function TurnoverFigures({ turnover }: { turnover: SellerTurnover }) {
  const warning = warnings[turnover.level];
  return (
    <>
      <p className="text-sm text-ink-muted">
        Financial year {turnover.financialYear} ({yearSpan(turnover.financialYear)}, India time): invoices /
        cash memos less their credit notes.
      </p>
      <p className="mt-2 font-display text-2xl font-semibold text-maroon-700">
        {formatRupees(turnover.turnover)}{' '}
        <span className="text-base font-normal text-ink-muted">
          of {formatRupees(turnover.threshold)} ({turnover.percent} %)
        </span>
      </p>
      {warning ? (
        <p
          role="alert"
          className={`mt-2 text-sm font-semibold ${turnover.level === 'over' ? 'text-maroon-700' : 'text-ink'}`}
        >
          {warning}
        </p>
      ) : null}
      {turnover.gstMode === 'registered' ? (
        <p className="mt-2 text-sm text-ink-muted">
          The shop is registered: tax invoices are not counted here, and the threshold no longer applies.
        </p>
      ) : null}
    </>
  );
}

/**
 * The seller settings page's turnover card (ADR 0058): this financial year's turnover of an
 * unregistered seller against its registration threshold (CGST Act s.22), warning from 80 % and
 * above 100 %. Nothing while no seller is stored or the figure cannot be read.
 */
export function TurnoverCard() {
  const turnover = useSellerTurnover();
  if (!turnover.data) return null;
  return (
    <section
      aria-labelledby="turnover-heading"
      className="mb-8 max-w-3xl rounded-sm border border-gold-300 bg-parchment px-4 py-3"
    >
      <h2 id="turnover-heading" className="font-display text-xl font-semibold text-maroon-700">
        Turnover against the GST registration threshold
      </h2>
      <TurnoverFigures turnover={turnover.data} />
    </section>
  );
}
