import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, User } from '@contracts/users/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';

/** PATCH /auth/me: the full name ('' clears it). */
export function updateFullName(fullName: string): Promise<User> {
  return apiRequest(apiPath('patch', '/auth/me'), { method: 'PATCH', body: { full_name: fullName } });
}

/** Saves the name; the answer replaces the signed-in user, so greeting and menus follow at once. */
export function useUpdateFullName() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateFullName, onSuccess: updateUser });
}

/** POST /auth/change-password: this device stays signed in, every other one is signed out. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest(apiPath('post', '/auth/change-password'), { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
