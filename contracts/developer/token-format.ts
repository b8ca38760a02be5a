/**
 * The shape of a developer API token (server/features/developer/token-format.ts makes and checks
 * them). Plain values with no imports, so the web app and the docs state the very same format.
 */
export const API_TOKEN_FORMAT = {
  /** Names the product, like GitHub's `ghp_`: secret scanners match on it. */
  prefix: 'gthr_',
  /** Random base62 symbols: 32 x log2(62) = 190 bits. */
  randomLength: 32,
  /** Base62 symbols of the CRC32 of the random part. */
  checksumLength: 6,
  /** Random symbols the token list shows after the prefix (`token_prefix`). */
  shownRandomSymbols: 4,
} as const;

/** A regular expression secret scanners (gitleaks, GitHub secret scanning) can use to find leaked tokens. */
export const API_TOKEN_PATTERN = `${API_TOKEN_FORMAT.prefix}[0-9A-Za-z]{${API_TOKEN_FORMAT.randomLength + API_TOKEN_FORMAT.checksumLength}}`;

/** Whether a bearer credential claims to be an API token (session tokens are drawn never to start with the prefix). */
export const looksLikeApiToken = (raw: string): boolean => raw.startsWith(API_TOKEN_FORMAT.prefix);
