import type { RouteDeclaration } from '@contracts/api/route';

/**
 * The routes whose success answer is a secret or a one-time address (a route declared with
 * `oneTimeAnswer`): idempotency.ts never stores such an answer, so `idempotency_keys` holds no
 * token, feed address or Checkout page for a day. What it keeps instead is the refusal a replay
 * gets: 409 `idempotent_answer_withheld`, saying where to find what the first request made. A
 * redacted copy of the answer was the other choice; it would answer a replay with a body the
 * contract does not describe (a token without its secret is not a CreateTokenResponse), and the
 * client must go and look the result up either way.
 */

export const WITHHELD_CODE = 'idempotent_answer_withheld';

/**
 * What to store for a replay instead of this answer, or null to store the answer itself: only a
 * success of a one-time route is withheld (its refusals hold nothing secret and replay as they are).
 */
export function withheldReplay(route: RouteDeclaration, status: number): { status: number; body: { detail: string; code: string } } | null {
  if (status < 200 || status >= 300 || route.oneTimeAnswer === undefined) {
    return null;
  }
  return { status: 409, body: { detail: route.oneTimeAnswer, code: WITHHELD_CODE } };
}
