import { formatRupees, paiseToRupees } from '@shahi/contract';
import { formatRateBp, formatRuleDate, type GstRateRule } from '@shahi/contract/schemas';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useChangeTaxRate, useTaxRates } from '#web/features/admin/api/tax-rates/tax-rates.ts';
import { LoadingList } from '#web/features/admin/components/common/loading-list.tsx';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { AddRuleForm } from './add-rule-form.tsx';
import { type RuleStatus, ruleStatus, rulesInPageOrder } from './rule-status.ts';

const statusLabels: Record<RuleStatus, string> = {
  coming: 'Coming',
  'in-force': 'In force',
  replaced: 'Replaced',
};
const statusClasses: Record<RuleStatus, string> = {
  coming: 'bg-gold-100 text-maroon-900',
  'in-force': 'bg-sale/10 text-sale',
  replaced: 'bg-parchment text-ink-muted',
};

/** The rate in words: "5 %", or "5 % up to ₹2,500.00 a piece, 18 % above". */
export function rateText(rule: GstRateRule): string {
  if (rule.thresholdPaise === null || rule.rateAboveBp === null) return formatRateBp(rule.rateBp);
  return `${formatRateBp(rule.rateBp)} up to ${formatRupees(paiseToRupees(rule.thresholdPaise))} a piece (GST excluded), ${formatRateBp(rule.rateAboveBp)} above`;
}

/** The day after India date `today` (`YYYY-MM-DD`). */
function dayAfter(today: string): string {
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * `/admin/tax-rates`: the GST rate table (ADR 0055), coming rules first, then those in force, then
 * those replaced, each with its HSN prefix, rate, goods, notification and first day; a rule not yet
 * in force can be deleted, and a future change entered. Cards, one column on a phone.
 */
export function TaxRatesPage() {
  const rates = useTaxRates();
  const change = useChangeTaxRate();
  const error = change.isError ? failureMessage(change.error, 'The change could not be saved.') : undefined;
  return (
    <>
      <PageHeader title="GST rates">
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">
          A piece pays the rate you set on it; else the rule below with the longest matching start of its HSN
          code (a handmade-only rule when the piece is declared handmade); else its category&apos;s rate. Each
          invoice keeps the rate of its day.
        </p>
      </PageHeader>
      <QueryState
        query={rates}
        loading={<LoadingList label="Loading the GST rates" rows={4} />}
        errorTitle="The GST rates could not be loaded"
        errorDetail={(failure) => failureMessage(failure, '')}
        compactRetry
      >
        {({ today, rules }) => (
          <div className="flex flex-col gap-6">
            {error ? <FormAlert tone="error">{error}</FormAlert> : null}
            <ul aria-label="Rules" className="grid gap-3 md:grid-cols-2">
              {rulesInPageOrder(rules, today).map((rule) => {
                const status = ruleStatus(rule, rules, today);
                const name = `${rule.hsnPrefix}${rule.handmadeOnly ? ' handmade' : ''} from ${formatRuleDate(rule.effectiveFrom)}`;
                return (
                  <li
                    key={rule.id}
                    aria-label={name}
                    className="flex flex-col gap-1 rounded-sm border border-gold-300 bg-white p-3 text-sm"
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-display text-lg font-semibold text-maroon-700">
                        HSN {rule.hsnPrefix}…
                      </span>
                      {rule.handmadeOnly ? (
                        <span className="rounded-sm bg-maroon-50 px-2 py-0.5 text-xs font-semibold text-maroon-900">
                          Handmade only
                        </span>
                      ) : null}
                      <span
                        className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${statusClasses[status]}`}
                      >
                        {statusLabels[status]}
                      </span>
                    </div>
                    <p className="font-semibold text-ink">{rateText(rule)}</p>
                    <p className="text-ink">{rule.description}</p>
                    <p className="text-ink-muted">
                      {rule.source}, from {formatRuleDate(rule.effectiveFrom)}
                    </p>
                    {status === 'coming' ? (
                      <div className="mt-1">
                        <Button
                          variant="outline"
                          disabled={change.isPending}
                          aria-label={`Delete the rule ${name}`}
                          onClick={() => change.mutate({ kind: 'delete', id: rule.id })}
                        >
                          Delete
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <AddRuleForm
              earliest={dayAfter(today)}
              busy={change.isPending}
              onAdd={(body, done) => change.mutate({ kind: 'add', body }, { onSuccess: done })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
