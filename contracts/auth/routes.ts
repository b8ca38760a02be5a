import { AUTH_MESSAGES, ForgotPasswordRequest, LoginRequest, LoginResponse, MessageResponse, RegisterRequest, ResetPasswordRequest, VerifyEmailRequest } from './schemas';
import { z } from 'zod';
import { ChangePasswordRequest, UpdateProfileRequest, UpdateUserSettingsRequest, UserSchema } from '../users/schemas';
import { CALENDAR_MESSAGES, GoogleAuthUrlResponse, GoogleSignInQuery, OAuthCallbackQuery } from '../calendar/schemas';
import { SIGN_IN_ERROR_TEXTS } from './sign-in-errors';
import { routeGroup } from '../api/route';
import { EXAMPLE_MESSAGE, EXAMPLE_USER } from '../api/examples';

const NEW_USER = { ...EXAMPLE_USER, last_login_at: null, email_verified: false };

/** Every limit answers the same way (server/http/rate-limits.ts). */
export const RATE_LIMITED =
  '`rate_limited`: "Too many attempts. Please wait N minutes and try again.", with `Retry-After` and the IETF `RateLimit` / `RateLimit-Policy` headers. A client address is its IPv4 address or its IPv6 /64, as seen through `TRUST_PROXY` proxy hops.';

export const authRoutes = routeGroup({
  tag: 'Auth',
  description:
    'Accounts and sessions. A session token is an opaque bearer token (256 random bits, stored only as a hash) that lasts `SESSION_DAYS` (30 by default) and is revoked on sign-out; a password reset signs the account out everywhere.',
  routes: {
    register: {
      method: 'post',
      path: '/auth/register',
      summary: 'Create an account',
      description:
        'The username is derived from the e-mail\'s local part (or the `username` hint), with the smallest free number added when taken (`sam`, `sam2`). E-mails listed in `ADMIN_EMAILS` become site admins. Registration does not sign in: call POST /auth/login next.',
      access: 'public',
      rateLimit: 'signUp',
      body: RegisterRequest,
      responses: {
        201: { description: 'The new account.', schema: UserSchema },
        409: { description: `"${AUTH_MESSAGES.emailTaken}" (\`email_taken\`).` },
        429: { description: `${RATE_LIMITED} Sign-up attempts per client address: \`SIGNUPS_PER_ADDRESS_PER_HOUR\` (100 by default) an hour, so a venue's Wi-Fi signing up together is never held up.` },
      },
      examples: { body: { email: 'sam@example.com', password: 'correct horse battery', full_name: 'Sam Rivera' }, response: NEW_USER },
    },
    login: {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in',
      access: 'public',
      rateLimit: 'login',
      body: LoginRequest,
      responses: {
        200: { description: 'A new session: send `Authorization: Bearer <access_token>` on later calls.', schema: LoginResponse },
        401: { description: `"${AUTH_MESSAGES.invalidCredentials}" (\`invalid_credentials\`), the same whether the e-mail or the password is wrong.` },
        403: { description: `"${AUTH_MESSAGES.accountInactive}" (\`account_inactive\`).` },
        429: {
          description: `${RATE_LIMITED} Only wrong e-mail/password pairs (401) count; a successful sign-in or a malformed request does not. Per account (its e-mail), from any address: \`LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR\` (25) an hour, after which the account refuses sign-ins until the hour ends. Per client address: \`LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE\` (6) a minute and \`LOGIN_FAILURES_PER_ADDRESS_PER_HOUR\` (30) an hour.`,
        },
      },
      examples: {
        body: { email: 'sam@example.com', password: 'correct horse battery' },
        response: { access_token: 'q3ZJ0c8bYy5m1Vt2W6hX9nKpL4sD7fG0aRtE3uI8oPw', token_type: 'bearer' },
      },
    },
    logout: {
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out',
      description: 'Revokes the session whose token the request carries. An API token is ended by deactivating or deleting it instead.',
      access: 'session',
      responses: { 204: { description: 'Signed out.' } },
    },
    me: {
      method: 'get',
      path: '/auth/me',
      summary: 'The signed-in user',
      access: 'member',
      responses: { 200: { description: 'The caller\'s account.', schema: UserSchema } },
      examples: { response: EXAMPLE_USER },
    },
    updateSettings: {
      method: 'put',
      path: '/auth/me/settings',
      summary: 'Change the caller\'s settings',
      description: 'Only the settings sent change: Google Calendar auto-sync, and reminders before events the caller is going to (`remind_day_before` and `remind_hour_before`, by push; `remind_by_email` sends them by e-mail too).',
      access: 'member',
      body: UpdateUserSettingsRequest,
      responses: { 200: { description: 'The account with the new settings.', schema: UserSchema } },
      examples: { body: { google_calendar_global_auto_sync: true }, response: { ...EXAMPLE_USER, google_calendar_global_auto_sync: true } },
    },
    updateMe: {
      method: 'patch',
      path: '/auth/me',
      summary: 'Edit the caller\'s full name',
      description: 'Sets the full name shown to other members; an empty string or null clears it (the username is shown instead). Browser sessions only.',
      access: 'session',
      body: UpdateProfileRequest,
      responses: { 200: { description: 'The account with its new name.', schema: UserSchema } },
      examples: { body: { full_name: 'Priya Sharma' }, response: { ...EXAMPLE_USER, full_name: 'Priya Sharma' } },
    },
    changePassword: {
      method: 'post',
      path: '/auth/change-password',
      summary: 'Change the password',
      description:
        'Checks the current password, sets the new one (at least 8 characters) and, in the same transaction, ends what whoever knew the old password could have made: every other session, every developer API token (deactivated, still listed), unused reset links and the private calendar feed address. The session that asked stays signed in. Wrong current passwords count towards the same per-member limit as other password checks. Browser sessions only.',
      access: 'session',
      rateLimit: 'passwordCheck',
      body: ChangePasswordRequest,
      responses: {
        200: {
          description: `"${AUTH_MESSAGES.passwordChanged}", and how many other sessions ended.`,
          schema: z.object({ message: z.string(), other_sessions_ended: z.number().int() }),
        },
        400: { description: `"${AUTH_MESSAGES.wrongCurrentPassword}" (field current_password), or a new password too short.` },
        409: { description: `"${AUTH_MESSAGES.noPasswordToChange}".` },
        429: { description: 'Too many wrong current passwords for this member.' },
      },
      examples: {
        body: { current_password: 'old secret words', new_password: 'new secret words' },
        response: { message: AUTH_MESSAGES.passwordChanged, other_sessions_ended: 2 },
      },
    },
    forgotPassword: {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Ask for a password reset e-mail',
      description:
        'Answers the same whether or not the e-mail has an account, and sends the mail after answering so the timing does not tell either. The link\'s token is single-use and expires after one hour.',
      access: 'public',
      rateLimit: 'forgotPassword',
      body: ForgotPasswordRequest,
      responses: {
        200: { description: `"${AUTH_MESSAGES.forgotPasswordSent}"`, schema: MessageResponse },
        429: { description: `${RATE_LIMITED} Each request may send a mail: 5 an hour per e-mail address asked about, 20 an hour per client address.` },
      },
      examples: { body: { email: 'sam@example.com' }, response: EXAMPLE_MESSAGE(AUTH_MESSAGES.forgotPasswordSent) },
    },
    resetPassword: {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset token',
      description: 'Uses up the token and, in the same transaction, revokes every session of the account, deactivates every developer API token (still listed), uses up the other reset links and turns off the private calendar feed address.',
      access: 'public',
      rateLimit: 'resetPassword',
      body: ResetPasswordRequest,
      responses: {
        200: { description: `"${AUTH_MESSAGES.passwordReset}"`, schema: MessageResponse },
        400: { description: `"${AUTH_MESSAGES.invalidResetToken}" (\`invalid_reset_token\`): unknown, used or expired token.` },
        429: { description: `${RATE_LIMITED} 10 reset tokens that did not work per client address in 15 minutes.` },
      },
      examples: {
        body: { token: 'Zt8pQ2vN6xK1mR4sW9yB3cF7hJ0lD5gA2eU8iO1nT6q', new_password: 'a new long password' },
        response: EXAMPLE_MESSAGE(AUTH_MESSAGES.passwordReset),
      },
    },
    verifyEmail: {
      method: 'post',
      path: '/auth/verify-email',
      summary: 'Confirm an e-mail address with the mailed link\'s token',
      description:
        'Proves the member receives mail at their address. Until then invitations addressed to it are neither listed for nor opened to them, and `ADMIN_EMAILS` grants nothing. Public: the link may be opened on another device. The token works once, for 24 hours, and only while the account still has the address it was sent to.',
      access: 'public',
      rateLimit: 'verifyEmail',
      body: VerifyEmailRequest,
      responses: {
        200: { description: `"${AUTH_MESSAGES.emailVerified}"`, schema: MessageResponse },
        400: { description: `"${AUTH_MESSAGES.invalidVerificationToken}" (\`invalid_verification_token\`): unknown, used or expired token.` },
        429: { description: `${RATE_LIMITED} 10 confirmation tokens that did not work per client address in 15 minutes.` },
      },
      examples: { body: { token: 'Vb4nM8qL2xR6tK0wY3zC7fH1jP5sD9gA2eU8iO1nT6q' }, response: EXAMPLE_MESSAGE(AUTH_MESSAGES.emailVerified) },
    },
    resendVerification: {
      method: 'post',
      path: '/auth/verify-email/resend',
      summary: 'Send a new confirmation link',
      description: 'Queues a new confirmation mail to the member\'s address; earlier links keep working until they expire.',
      access: 'member',
      rateLimit: 'verificationMail',
      responses: {
        200: { description: `"${AUTH_MESSAGES.verificationSent}"`, schema: MessageResponse },
        409: { description: `"${AUTH_MESSAGES.alreadyVerified}" (\`already_verified\`).` },
        429: { description: `${RATE_LIMITED} 3 new links per member an hour.` },
      },
      examples: { response: EXAMPLE_MESSAGE(AUTH_MESSAGES.verificationSent) },
    },
    googleStart: {
      method: 'get',
      path: '/auth/google',
      summary: 'Start Google sign-in',
      description:
        'Google\'s sign-in address (authorization code flow with PKCE S256, a single-use `state` and a `nonce`; only `openid email profile`). `client_state` is the web app\'s one-time nonce: it comes back with the token, so the tab that started the sign-in is the only one that takes it.',
      examples: { response: { auth_url: 'https://accounts.google.com/o/oauth2/v2/auth?scope=openid%20email%20profile&response_type=code&client_id=example.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fgather.example.org%2Fapi%2Fauth%2Fgoogle%2Fcallback&state=...&nonce=...&code_challenge=...&code_challenge_method=S256&prompt=select_account' } },
      access: 'public',
      rateLimit: 'googleSignInStart',
      query: GoogleSignInQuery,
      responses: {
        200: { description: 'Where to send the browser.', schema: GoogleAuthUrlResponse },
        429: { description: `${RATE_LIMITED} 60 sign-ins started per client address in 15 minutes (each keeps a pending flow until it expires).` },
        503: { description: `"${CALENDAR_MESSAGES.signInNotConfigured}" (\`not_configured\`): no \`GOOGLE_CLIENT_ID\` / \`GOOGLE_CLIENT_SECRET\`.` },
      },
    },
    googleCallback: {
      method: 'get',
      path: '/auth/google/callback',
      summary: 'Google\'s redirect back after sign-in',
      description: `For the browser: signs in the account linked to that Google account; else links the account with the same e-mail, only when Google says the e-mail is verified; else creates an account (its e-mail verified). An unverified Google e-mail links and creates nothing. Redirects to \`{PUBLIC_URL}/auth/callback?token=...&state=...\`, or \`?error=<code>&state=...\` with one of ${Object.keys(SIGN_IN_ERROR_TEXTS).map((code) => `\`${code}\``).join(', ')} (Google's own \`access_denied\` passed on; any other error of Google's is \`not_confirmed\`). The address carries only the code: the page shows that code's own text, and one generic text for any other value, so a link cannot put its own words on the app's origin.`,
      access: 'public',
      query: OAuthCallbackQuery,
      responses: {
        302: { description: 'To /auth/callback with a session token or an error.' },
        503: { description: `"${CALENDAR_MESSAGES.signInNotConfigured}" (\`not_configured\`).` },
      },
    },
  },
});
