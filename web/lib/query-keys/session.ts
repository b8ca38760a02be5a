/**
 * The session's and the app's settings' query keys, and TanStack Query's hash of a key.
 */

/** TanStack Query's hash of a key made of strings and numbers. */
export function hashOf(key: readonly unknown[]): string {
  return JSON.stringify(key);
}
export const ME_QUERY_KEY = ['session', 'me'] as const;
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;
