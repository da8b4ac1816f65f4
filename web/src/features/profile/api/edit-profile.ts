import type { EditProfileData, EditProfileRequest } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '#web/lib/api-client.ts';
import { startSession } from '#web/lib/session.ts';
import { type MyProfile, myProfileQueryOptions } from './get-my-profile.ts';

/** `PUT /api/edit-profile` {firstName, lastName, phoneNumber} → a fresh token and the user fields (id as `_id`). */
export function editProfile(body: EditProfileRequest): Promise<EditProfileData> {
  return apiPut<EditProfileData>('/edit-profile', body);
}

/**
 * Saves the profile; on success the answer's fresh token (it carries the new name) replaces the
 * stored one, and the answer's fields replace those of the cached profile (the rest — mobile number,
 * language — stays).
 */
export function useEditProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ token, firstName, lastName, email, phoneNumber }) => {
      if (token) startSession(token);
      queryClient.setQueryData(
        myProfileQueryOptions(userId).queryKey,
        (cached): MyProfile => ({ ...cached, firstName, lastName, email, phoneNumber }),
      );
    },
  });
}
