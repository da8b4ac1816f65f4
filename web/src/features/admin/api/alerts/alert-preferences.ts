/**
 * The signed-in admin's owner alerts, "My alerts" (ADR 0062): `GET /api/admin/alerts/preferences`
 * (every kind with `on`, their address and the shop's inbox) and `PUT` one kind on or off.
 */
import type { OwnerAlertPreferenceInput, OwnerAlertPreferences } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '#web/lib/api-client.ts';

/** Query key of the preferences, under `['admin']` so a logout drops it. */
export const alertPreferencesKey = ['admin', 'alerts', 'preferences'] as const;

/** `GET /api/admin/alerts/preferences`. */
export function getAlertPreferences(signal?: AbortSignal): Promise<OwnerAlertPreferences> {
  return apiGet<OwnerAlertPreferences>('/admin/alerts/preferences', { signal });
}

/** The signed-in admin's alert preferences. */
export function useAlertPreferences() {
  return useQuery({ queryKey: alertPreferencesKey, queryFn: ({ signal }) => getAlertPreferences(signal) });
}

/** `PUT /api/admin/alerts/preferences {kind, on}` (400 an unknown kind) → the preferences after it. */
export function saveAlertPreference(input: OwnerAlertPreferenceInput): Promise<OwnerAlertPreferences> {
  return apiPut<OwnerAlertPreferences>('/admin/alerts/preferences', input);
}

/** Switches one kind at once; the answer replaces the cached preferences. */
export function useSaveAlertPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertPreference,
    onSuccess: (data) => queryClient.setQueryData(alertPreferencesKey, data),
  });
}
