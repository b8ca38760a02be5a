import { useMutation } from '@tanstack/react-query';
import type { UpdateUserSettingsRequest, User } from '@contracts/users/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';

export function updateUserSettings(settings: UpdateUserSettingsRequest): Promise<User> {
  return apiRequest(apiPath('put', '/auth/me/settings'), { method: 'PUT', body: settings });
}

/** PUT /auth/me/settings; the answer replaces the signed-in user. */
export function useUpdateUserSettings() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateUserSettings, onSuccess: updateUser });
}
