import type { Category } from '@shahi/contract';
import type {
  Interest,
  InterestRequest,
  NotificationPreferences,
  NotificationPreferencesRequest,
} from '@shahi/contract/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut, apiRequest, apiRequestEnvelope } from '#web/lib/api-client.ts';

/** Query key of one shopper's interests and preferences (both change together on unsubscribe). */
export const notificationsQueryKey = (userId: string) => ['account', userId, 'notifications'] as const;

/** `GET /api/interests` (bearer) → the shopper's interests, oldest first; prices in rupees. */
export function getInterests(signal?: AbortSignal): Promise<Interest[]> {
  return apiGet<Interest[]>('/interests', { signal });
}

/** `GET /api/notification-preferences` (bearer) → the two e-mail consents. */
export function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiGet<NotificationPreferences>('/notification-preferences', { signal });
}

/** The shopper's interests. */
export function useInterests(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsQueryKey(userId), 'interests'],
      queryFn: ({ signal }) => getInterests(signal),
    }),
  );
}

/** The shopper's e-mail consents. */
export function usePreferences(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...notificationsQueryKey(userId), 'preferences'],
      queryFn: ({ signal }) => getPreferences(signal),
    }),
  );
}

/** `POST /api/category/active` → the active categories (the key the navigation shares). */
export function useCategoriesToChoose() {
  return useQuery(
    queryOptions({
      queryKey: ['categories', 'active'],
      queryFn: ({ signal }) => apiPost<Category[]>('/category/active', undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** A change of interests or preferences; afterwards both are read again. */
function useNotificationsMutation<TInput, TResult>(
  userId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) }),
  });
}

/** `POST /api/interests` → the saved interest (201); 400 without consent, 409 at 10 interests. */
export function useAddInterest(userId: string) {
  return useNotificationsMutation(userId, (body: InterestRequest) => apiPost<Interest>('/interests', body));
}

/** `DELETE /api/interests/:id`; 404 "Interest not found". */
export function useRemoveInterest(userId: string) {
  return useNotificationsMutation(userId, (id: string) =>
    apiRequest<unknown>(`/interests/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** `PUT /api/notification-preferences` → the consents as saved. */
export function useSavePreferences(userId: string) {
  return useNotificationsMutation(userId, (body: NotificationPreferencesRequest) =>
    apiPut<NotificationPreferences>('/notification-preferences', body),
  );
}

/** `POST /api/unsubscribe` `{ token }` (no session) → the confirmation message; 400 for a bad link. */
export async function unsubscribe(token: string): Promise<string> {
  const envelope = await apiRequestEnvelope('/unsubscribe', {
    method: 'POST',
    body: { token },
    redirectOnUnauthorized: false,
  });
  return envelope.message ?? '';
}

/** Unsubscribes with the token of a mail's link. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
