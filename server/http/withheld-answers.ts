import type { Request } from 'express';
import { endpoints } from '@contracts/api/all-routes';

/**
 * The routes whose success answer is a secret or a one-time address (the endpoint catalog's
 * `oneTimeAnswer`): idempotency.ts never stores such an answer, so `idempotency_keys` holds no
 * token, feed address or Checkout page for a day. What it keeps instead is the refusal a replay
 * gets: 409 `idempotent_answer_withheld`, saying where to find what the first request made. A
 * redacted copy of the answer was the other choice; it would answer a replay with a body the
 * contract does not describe (a token without its secret is not a CreateTokenResponse), and the
 * client must go and look the result up either way.
 */
const sentences = new Map(endpoints.filter((e) => e.oneTimeAnswer !== undefined).map((e) => [`${e.method.toUpperCase()} /api${e.path}`, e.oneTimeAnswer as string]));

export const WITHHELD_CODE = 'idempotent_answer_withheld';

/**
 * What to store for a replay instead of this answer, or null to store the answer itself: only a
 * success of a one-time route is withheld (its refusals hold nothing secret and replay as they are).
 * The route is the one Express matched (its mount path and its own path, as the catalog writes it).
 */
export function withheldReplay(req: Request, status: number): { status: number; body: { detail: string; code: string } } | null {
  const routePath: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (status < 200 || status >= 300 || typeof routePath !== 'string') {
    return null;
  }
  const detail = sentences.get(`${req.method} ${req.baseUrl}${routePath}`);
  return detail === undefined ? null : { status: 409, body: { detail, code: WITHHELD_CODE } };
}
