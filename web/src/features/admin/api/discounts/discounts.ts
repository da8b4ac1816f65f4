import type { AdminDiscount, AdminDiscountCreateRequest, AdminPage } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet, apiPost, apiPut } from '#web/lib/api-client.ts';

/** `GET /api/admin/discounts{search}` (page) → one page of codes, newest first, with their uses. */
export function getDiscounts(search: string, signal?: AbortSignal): Promise<AdminPage<AdminDiscount>> {
  return apiGet<AdminPage<AdminDiscount>>(`/admin/discounts${search}`, { signal });
}

/** The page of codes for `search`; the previous page stays on screen while the next one loads. */
export function useDiscounts(search: string) {
  return useQuery({
    queryKey: adminKeys.discounts(search),
    queryFn: ({ signal }) => getDiscounts(search, signal),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/discounts` → the new code; 400 for a bad field, 409 for a name already taken. */
export function createDiscount(body: AdminDiscountCreateRequest): Promise<AdminDiscount> {
  return apiPost<AdminDiscount>('/admin/discounts', body);
}

/**
 * `PUT /api/admin/discounts/:id` with the code's whole terms → the corrected code; 400 for a bad
 * field, 404 unknown, 409 for a new name after an order used it, a name already taken, or total
 * uses below the uses made.
 */
export function updateDiscount(id: string, body: AdminDiscountCreateRequest): Promise<AdminDiscount> {
  return apiPut<AdminDiscount>(`/admin/discounts/${encodeURIComponent(id)}`, body);
}

/** `POST /api/admin/discounts/:id/deactivate` → the code, no longer usable; 404 unknown. */
export function deactivateDiscount(id: string): Promise<AdminDiscount> {
  return apiPost<AdminDiscount>(`/admin/discounts/${encodeURIComponent(id)}/deactivate`);
}

/** Creates a code; the lists are read again afterwards. */
export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}

/** Corrects code `id`; the lists are read again afterwards. */
export function useUpdateDiscount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminDiscountCreateRequest) => updateDiscount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}

/** Deactivates a code; the lists are read again afterwards. */
export function useDeactivateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDiscount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
