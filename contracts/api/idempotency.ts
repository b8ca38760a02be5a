/** What the Idempotency-Key header does (server/http/idempotency.ts). */
export const IDEMPOTENCY_KEY_RULE =
  'Every signed-in write (POST, PUT, PATCH, DELETE) may carry an `Idempotency-Key` header (1 to 200 characters): the write runs once, and a replay within 24 hours answers the stored response with `Idempotent-Replayed: true`. The same key with a different request is a 422 (`idempotency_key_reused`); a replay while the first is still running is a 409 (`idempotency_in_progress`) to retry. 5xx answers are not kept, so they may be retried. A replay meets the route\'s rules first, as the first request did (a session-only route refuses an API token\'s replay with 403), and a key used by an API token replays only to that token (to anyone else it is a different request, 422). An answer holding a secret or a one-time address (a new token, a feed address, a Checkout or billing page) is never stored: its replay answers 409 `idempotent_answer_withheld`, saying where to find what was made.';

export const IDEMPOTENCY_RESPONSES = {
  400: 'The `Idempotency-Key` header is empty or longer than 200 characters.',
  409: 'A request with this `Idempotency-Key` is still being processed (`idempotency_in_progress`); retry shortly.',
  422: 'This `Idempotency-Key` was already used for a different request (`idempotency_key_reused`).',
} as const;
