import type { AdminDiscount, AdminDiscountCreateRequest, AdminPage } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';

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

/** Deactivates a code; the lists are read again afterwards. */
export function useDeactivateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateDiscount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts() }),
  });
}
