/**
 * The texts of account deletion and data export. Plain strings with no imports, so the web app
 * shows the server's own words without bundling zod.
 */
export const ACCOUNT_MESSAGES = {
  deleted:
    'Your account is deleted. You are signed out everywhere, and your personal data is removed from Gather within 30 days (usually within minutes).',
  wrongPassword: 'Incorrect password',
  passwordRequired: 'Enter your password to delete your account',
  signInAgain: 'For your safety, sign in again, then delete your account within 10 minutes.',
} as const;

/** How a member who deleted their account is named wherever their comments and events stay. */
export const DELETED_MEMBER_NAME = 'Deleted member';
