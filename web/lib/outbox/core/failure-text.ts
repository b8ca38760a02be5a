/** What a queued write's row says about its last failed send, for the member to read. */

type ErrorBody = { detail?: unknown };

/** The server's own words (its `detail`), or the status when it gave none. */
export function errorText(status: number, body: unknown): string {
  const detail = (body as ErrorBody | undefined)?.detail;
  return typeof detail === 'string' && detail !== '' ? detail : `The server answered ${status}`;
}

/** A send that got no answer at all (offline, the connection dropped, the timeout ran out). */
export function networkErrorText(error: unknown): string {
  return error instanceof Error ? `Network error: ${error.message}` : 'Network error';
}
