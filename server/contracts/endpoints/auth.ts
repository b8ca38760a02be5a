import { AUTH_MESSAGES, ForgotPasswordRequest, LoginRequest, LoginResponse, MessageResponse, RegisterRequest, ResetPasswordRequest } from '../auth';
import { UpdateUserSettingsRequest, UserSchema } from '../users';
import type { EndpointGroup } from './endpoint';

const RATE_LIMITED = `Too many attempts from this client address in the window (\`AUTH_RATE_LIMIT_MAX\`, 10 by default, per \`AUTH_RATE_LIMIT_WINDOW_MINUTES\`, 15): "${AUTH_MESSAGES.tooManyAttempts}", with a \`Retry-After\` header.`;

export const authEndpoints: EndpointGroup = {
  tag: 'Auth',
  description:
    'Accounts and sessions. A session token is an opaque bearer token (256 random bits, stored only as a hash) that lasts `SESSION_DAYS` (30 by default) and is revoked on sign-out; a password reset signs the account out everywhere.',
  endpoints: [
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Create an account',
      description:
        'The username is derived from the e-mail\'s local part (or the `username` hint), with the smallest free number added when taken (`sam`, `sam2`). E-mails listed in `ADMIN_EMAILS` become site admins. Registration does not sign in: call POST /auth/login next.',
      auth: 'none',
      body: RegisterRequest,
      responses: {
        201: { description: 'The new account.', schema: UserSchema },
        409: { description: `"${AUTH_MESSAGES.emailTaken}" (\`email_taken\`).` },
        429: { description: `${RATE_LIMITED} Every registration counts, and password resets share this limit.` },
      },
    },
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in',
      auth: 'none',
      body: LoginRequest,
      responses: {
        200: { description: 'A new session: send `Authorization: Bearer <access_token>` on later calls.', schema: LoginResponse },
        401: { description: `"${AUTH_MESSAGES.invalidCredentials}" (\`invalid_credentials\`), the same whether the e-mail or the password is wrong.` },
        403: { description: `"${AUTH_MESSAGES.accountInactive}" (\`account_inactive\`).` },
        429: { description: `${RATE_LIMITED} Only failed sign-ins count.` },
      },
    },
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out',
      description: 'Revokes the session whose token the request carries.',
      auth: 'user',
      responses: { 204: { description: 'Signed out.' } },
    },
    {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      auth: 'user',
      responses: { 200: { description: 'The caller\'s account.', schema: UserSchema } },
    },
    {
      method: 'put',
      path: '/auth/me/settings',
      summary: 'Change the caller\'s settings',
      auth: 'user',
      body: UpdateUserSettingsRequest,
      responses: { 200: { description: 'The account with the new settings.', schema: UserSchema } },
    },
    {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Ask for a password reset e-mail',
      description:
        'Answers the same whether or not the e-mail has an account, and sends the mail after answering so the timing does not tell either. The link\'s token is single-use and expires after one hour.',
      auth: 'none',
      body: ForgotPasswordRequest,
      responses: {
        200: { description: `"${AUTH_MESSAGES.forgotPasswordSent}"`, schema: MessageResponse },
        429: { description: `${RATE_LIMITED} This call allows half as many.` },
      },
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset token',
      description: 'Uses up the token and revokes every session of the account.',
      auth: 'none',
      body: ResetPasswordRequest,
      responses: {
        200: { description: `"${AUTH_MESSAGES.passwordReset}"`, schema: MessageResponse },
        400: { description: `"${AUTH_MESSAGES.invalidResetToken}" (\`invalid_reset_token\`): unknown, used or expired token.` },
        429: { description: `${RATE_LIMITED} Shares its limit with POST /auth/register.` },
      },
    },
    {
      method: 'get',
      path: '/auth/google',
      summary: 'Start Google sign-in (not available yet)',
      description: 'Google sign-in is not implemented: the call always fails, saying why.',
      auth: 'none',
      responses: {
        501: { description: 'Google sign-in is not available yet (`not_implemented`); the answer when Google credentials are configured.' },
        503: { description: 'Google sign-in is not configured on this server (`not_configured`): no `GOOGLE_CLIENT_ID` / `GOOGLE_CLIENT_SECRET`.' },
      },
    },
  ],
};
