/**
 * The texts the auth routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/auth/schemas.ts loads) into its bundle.
 */
export const AUTH_MESSAGES = {
  forgotPasswordSent: 'If an account exists for that email, a password reset link has been sent.',
  passwordReset:
    'Your password has been reset. Every device was signed out, and your API tokens and private calendar feed address were turned off. You can now sign in with your new password.',
  invalidCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  notAuthenticated: 'Not authenticated',
  /** 401s of a credential sent where, or as, the API never reads one (server/http/credential.ts). */
  credentialNotInHeader: 'Send your token in the Authorization header (Authorization: Bearer <token>), never in the address.',
  malformedAuthorization: 'The Authorization header must read "Bearer <token>": the word Bearer, one space, then the token.',
  accountInactive: 'This account has been deactivated',
  emailVerified: 'Your e-mail address is confirmed.',
  invalidVerificationToken: 'This confirmation link is invalid, was already used or has expired. Sign in and ask for a new one.',
  verificationSent: 'We sent you a new confirmation link. It works for 24 hours.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  profileSaved: 'Your name is saved.',
  passwordChanged:
    'Your password is changed. Every other device was signed out, and your API tokens and private calendar feed address were turned off: make new ones where you need them.',
  wrongCurrentPassword: 'Your current password is not correct',
  noPasswordToChange: 'This account signs in with Google and has no password to change',
} as const;
