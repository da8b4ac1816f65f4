import type { EditProfileData, EditProfileRequest, ProfileData } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';

/** `PUT /api/edit-profile` {firstName, lastName, phoneNumber} → a fresh token and the user fields (id as `_id`). */
export function editProfile(body: EditProfileRequest): Promise<EditProfileData> {
  return apiPut<EditProfileData>('/edit-profile', body);
}

/**
 * Saves the profile; on success the answer's fresh token (it carries the new name) replaces the
 * stored one, and the answer replaces the cached profile.
 */
export function useEditProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ token, firstName, lastName, email, phoneNumber }) => {
      if (token) startSession(token);
      const profile: ProfileData = { firstName, lastName, email, phoneNumber };
      queryClient.setQueryData(myProfileQueryOptions(userId).queryKey, profile);
    },
  });
}
