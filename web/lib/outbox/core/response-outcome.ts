/**
 * What an answer means for a queued write:
 * - sent: the server has it (a replay of a stored answer counts);
 * - retry: worth trying again later (network error, 5xx, 408, 429, a replay of a request still running);
 * - rejected: refused for good (any other 4xx): the local change rolls back and the member is told;
 * - unauthorized: the session ended; nothing is dropped, the outbox waits for a new sign-in.
 */
export type Outcome = 'sent' | 'retry' | 'rejected' | 'unauthorized';

const RETRY_STATUSES = new Set([408, 429]);

export function outcomeOf(status: number, code: string | undefined): Outcome {
  if (status >= 200 && status < 300) {
    return 'sent';
  }
  if (status === 401) {
    return 'unauthorized';
  }
  if (status >= 500 || RETRY_STATUSES.has(status) || (status === 409 && code === 'idempotency_in_progress')) {
    return 'retry';
  }
  return 'rejected';
}
