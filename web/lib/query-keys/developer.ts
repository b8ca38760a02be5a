/**
 * The developer tools' query keys.
 * The features read and refresh their data under these keys; the outbox (web/lib/outbox, in the
 * page and in the service worker) writes confirmed changes under the same ones.
 */

export const TOKENS_QUERY_KEY = ['developer', 'tokens'] as const;
export const DOCS_QUERY_KEY = ['developer', 'docs'] as const;
