import { readJson, sendApiRequest } from '../../api-send';
import type { OutboxRequest } from './outbox-types';
import { SEND_TIMEOUT_MS } from './outbox-types';
import { outcomeOf } from './response-outcome';
import type { Outcome } from './response-outcome';

/** Where the drain sends: the API's base and the fetch to use (DrainDeps has both). */
export interface SendDeps {
  apiBase: string;
  fetch: typeof fetch;
}

/** What sending a queued write came to: the server's answer and what it means, or no answer (the network). */
export type WriteAnswer = { answered: true; status: number; body: unknown; outcome: Outcome } | { answered: false; error: unknown };

/**
 * Sends one of the outbox's requests (a row's, or a door's batch) the app's own way to the API
 * (web/lib/api-send.ts), given up after SEND_TIMEOUT_MS, and reads what the answer means for it.
 */
export async function sendWrite(deps: SendDeps, token: string, request: OutboxRequest, headers?: Record<string, string>): Promise<WriteAnswer> {
  let status: number;
  let body: unknown;
  try {
    const response = await sendApiRequest(request.path, {
      method: request.method,
      token,
      body: request.body,
      ...(headers ? { headers } : {}),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      base: deps.apiBase,
      fetch: deps.fetch,
    });
    status = response.status;
    body = await readJson(response);
  } catch (error) {
    return { answered: false, error };
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  return { answered: true, status, body, outcome: outcomeOf(status, typeof code === 'string' ? code : undefined) };
}
