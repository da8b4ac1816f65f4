import type { SellerSettings, SellerSettingsRequest } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiPut } from '#web/lib/api-client.ts';
import { sellerDisclosureQueryOptions } from '#web/lib/seller.ts';
import { sellerTurnoverKey } from './get-seller-turnover.ts';

/**
 * `PUT /api/admin/seller` with every setting → the settings as saved; 400 with the first problem's
 * message (e.g. "The GSTIN does not contain this PAN"), nothing changed.
 */
export function saveSellerSettings(body: SellerSettingsRequest): Promise<SellerSettings> {
  return apiPut<SellerSettings>('/admin/seller', body);
}

/**
 * Saves the settings; the form shows the answer, and the shop's disclosure, its footer contacts and
 * the turnover card (its threshold) are read again.
 */
export function useSaveSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.seller(), saved);
      void queryClient.invalidateQueries({ queryKey: sellerDisclosureQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: sellerTurnoverKey() });
      // The footer's and /contact's phone, e-mail and address entries are the seller's.
      void queryClient.invalidateQueries({ queryKey: ['footer'] });
    },
  });
}
