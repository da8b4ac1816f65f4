/**
 * The GST rate table in the back office (ADR 0055): `GET /api/admin/tax-rates` (every rule and
 * today's India date), `POST` a rule starting after today, `DELETE` one not yet in force. Rates in
 * basis points, thresholds in paise.
 */
import type { AdminGstRateRuleCreateRequest, AdminGstRateRules, GstRateRule } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts';

/** Query key of the rate table, under `['admin']` so a logout drops it. */
export const taxRatesKey = ['admin', 'tax-rates'] as const;

/** `GET /api/admin/tax-rates` → every rule (past, current, future) and today's India date. */
export function getTaxRates(signal?: AbortSignal): Promise<AdminGstRateRules> {
  return apiGet<AdminGstRateRules>('/admin/tax-rates', { signal });
}

/** The rate table, for the GST rates page and the product editor's "which rule decides" line. */
export function useTaxRates() {
  return useQuery({ queryKey: taxRatesKey, queryFn: ({ signal }) => getTaxRates(signal), staleTime: 60_000 });
}

/** A change to the rate table: add a future rule, or delete one not yet in force. */
export type TaxRateChange =
  | { kind: 'add'; body: AdminGstRateRuleCreateRequest }
  | { kind: 'delete'; id: string };

/**
 * Sends one change: `POST /api/admin/tax-rates` (400 a bad body or a date not after today, 409 a
 * rule of that prefix, kind and day exists) or `DELETE /api/admin/tax-rates/:id` (409 in force).
 */
export function changeTaxRate(change: TaxRateChange): Promise<GstRateRule | undefined> {
  if (change.kind === 'add') return apiPost<GstRateRule>('/admin/tax-rates', change.body);
  return apiRequest<undefined>(`/admin/tax-rates/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
}

/** Adds or deletes a rule; the table is read again afterwards. */
export function useChangeTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaxRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxRatesKey }),
  });
}
