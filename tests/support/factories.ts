import { randomBytes } from 'node:crypto';
import type { User } from '@contracts/users/schemas';
import type { TestApp } from './test-app';

export interface SignedInUser {
  user: User;
  token: string;
  email: string;
  password: string;
  auth: { Authorization: string };
}

let counter = 0;

/** Registers and signs in a user through the API, the way a client would. */
export async function signUp(
  t: TestApp,
  overrides: { email?: string; password?: string; full_name?: string | null } = {},
): Promise<SignedInUser> {
  counter += 1;
  const email = overrides.email ?? `member${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const registered = await t
    .request()
    .post('/api/auth/register')
    .send({ email, password, full_name: overrides.full_name === undefined ? `Member ${counter}` : overrides.full_name })
    .expect(201);
  const login = await t.request().post('/api/auth/login').send({ email, password }).expect(200);
  const token = (login.body as { access_token: string }).access_token;
  return { user: registered.body as User, token, email, password, auth: { Authorization: `Bearer ${token}` } };
}

export const CONFIRM_SUBJECT = 'Confirm your e-mail address for Gather';

/** Follows the confirmation link mailed at sign-up, as the member would (the test app's own mailer). */
export async function confirmEmail(t: TestApp, member: Pick<SignedInUser, 'email'>): Promise<void> {
  await t.drainMail();
  const mail = await t.mailer.waitForMailTo(member.email, 2000, CONFIRM_SUBJECT);
  const token = new URL(mail.links?.[0] ?? 'http://invalid/').searchParams.get('token');
  await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
}
