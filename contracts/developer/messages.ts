/**
 * The texts of developer tokens and docs (spec sections 5 and 8), and what the API answers a token
 * that cannot be used. Plain strings with no imports, so the web app shows the server's own words
 * without pulling zod into its bundle.
 */
export const DEVELOPER_MESSAGES = {
  nameRequired: 'Token name is required',
  nameTooLong: 'Token name must be at most 100 characters',
  expiryChoices: 'expires_days must be 7, 30, 90 or 365, or null for a token that never expires',
  tokenCreated: 'API token created. Copy it now: it will not be shown again.',
  tokenNotFound: 'API token not found',
  tooManyTokens: 'You have 50 API tokens, the most an account may hold. Delete one you no longer use.',
  tokenDeleted: 'Token deleted',
  copied: 'Copied!',
  loadTokensFailed: 'Failed to load API tokens. Please try again.',
  createFailed: 'Failed to create token. Please try again.',
  deleteFailed: 'Failed to delete token. Please try again.',
  deactivateFailed: 'Failed to deactivate token. Please try again.',
  docsFailed: 'Failed to load API documentation. Please try again.',
  docsMessage: 'Gather API documentation: every route, generated from the same contracts the server validates requests with.',
  /** 401s of a token that cannot be used, each saying why. */
  malformedToken: 'This is not a valid API token: its checksum does not match. Check that it was copied whole.',
  unknownToken: 'This API token does not exist.',
  deletedToken: 'This API token was deleted.',
  deactivatedToken: 'This API token was deactivated.',
  expiredToken: (isoDate: string) => `This API token expired on ${isoDate.slice(0, 10)}.`,
  tokenNotInHeader: 'Send API tokens in the Authorization header (Authorization: Bearer <token>), never in the address or the body.',
  /** 403s: what a token may never do, and what a read-only one may not. */
  sessionRequired:
    'API tokens cannot be used here: managing API tokens, changing the account or password, payments and admin need you signed in to Gather.',
  readOnlyToken: 'This API token is read-only: it cannot make changes (POST, PUT, PATCH or DELETE).',
  /** How each docs entry says who may call it (the docs page reads these to draw its badges). */
  accessSessionOnly: 'Needs you signed in: API tokens are refused (403 `session_required`).',
  accessWrite: 'Needs a read-write API token (or a session).',
  accessRead: 'Needs an API token (read-only is enough) or a session.',
  accessPublic: 'Public: no token needed.',
  rateLimited: (perMinute: number) => `Too many requests with this API token (${perMinute.toLocaleString('en-US')} a minute).`,
} as const;
