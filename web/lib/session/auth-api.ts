import { ME_PATH } from '@contracts/auth/read-paths';
import type { LoginResponse } from '@contracts/auth/schemas';
import type { User } from '@contracts/users/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../api-client';

export function fetchMe(token?: string): Promise<User> {
  return apiRequest(ME_PATH, token === undefined ? {} : { token });
}

export function requestLogin(email: string, password: string): Promise<LoginResponse> {
  return apiRequest(apiPath('post', '/auth/login'), { method: 'POST', body: { email, password } });
}

export type RegistrationInput = { email: string; password: string; full_name: string };

/** The username sent is the part of the e-mail before the @ (spec section 3). */
export function usernameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}

export function requestRegistration(input: RegistrationInput): Promise<User> {
  return apiRequest(apiPath('post', '/auth/register'), {
    method: 'POST',
    body: { ...input, username: usernameFromEmail(input.email) },
  });
}

/** Revokes the token on the server. */
export function requestLogout(token: string): Promise<void> {
  return apiRequest(apiPath('post', '/auth/logout'), { method: 'POST', token });
}
