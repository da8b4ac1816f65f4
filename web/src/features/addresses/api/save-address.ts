import type { SavedAddress, SavedAddressRequest, UpdateAddressRequest } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut, apiRequest } from '#web/lib/api-client.ts';
import { addressesQueryKey } from './get-addresses.ts';

/** `POST /api/my-address/create` → the new address (201); 409 past 10 addresses. */
export function createAddress(body: SavedAddressRequest): Promise<SavedAddress> {
  return apiPost<SavedAddress>('/my-address/create', body);
}

/** `PUT /api/my-address/update` with the whole address and its `_id` → the saved address; 404 "Address not found". */
export function updateAddress(body: UpdateAddressRequest): Promise<SavedAddress> {
  return apiPut<SavedAddress>('/my-address/update', body);
}

/** `DELETE /api/my-address/:id`; 404 "Address not found". */
export function deleteAddress(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/my-address/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** One of the address changes; afterwards the list is read again (a new default un-defaults the old one on the server). */
function useAddressMutation<TInput, TResult>(
  userId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}

/** Creates a saved address. */
export function useCreateAddress(userId: string) {
  return useAddressMutation(userId, createAddress);
}

/** Updates a saved address (also how a default is chosen: the whole address with isDefault true). */
export function useUpdateAddress(userId: string) {
  return useAddressMutation(userId, updateAddress);
}

/** Deletes a saved address. */
export function useDeleteAddress(userId: string) {
  return useAddressMutation(userId, deleteAddress);
}
