/**
 * The last answer to each GET with its ETag, so asking again costs the server a 304 and the
 * network a few hundred bytes when nothing changed (issue 19). In memory only: the server marks
 * its answers no-store, so they never sit in the browser's HTTP cache, and what the app keeps
 * across visits is TanStack Query's own persisted copy, wiped at sign-out. Answers belong to the
 * token they were fetched with: a different token starts empty.
 */
export interface HeldAnswer {
  etag: string;
  body: unknown;
  headers: Headers;
}

/** Most answers held at once; the least recently used go first. */
const MAX_HELD = 100;

let owner: string | null = null;
const answers = new Map<string, HeldAnswer>();

function forOwner(token: string | null): Map<string, HeldAnswer> {
  if (token !== owner) {
    answers.clear();
    owner = token;
  }
  return answers;
}

/** The answer held for `path` under this token, if any. */
export function heldAnswer(token: string | null, path: string): HeldAnswer | undefined {
  const held = forOwner(token).get(path);
  if (held) {
    // Most recently used last.
    answers.delete(path);
    answers.set(path, held);
  }
  return held;
}

export function holdAnswer(token: string | null, path: string, answer: HeldAnswer): void {
  const held = forOwner(token);
  held.delete(path);
  if (held.size >= MAX_HELD) {
    held.delete(held.keys().next().value as string);
  }
  held.set(path, answer);
}

/** Forgets every held answer (sign-out, a session ended). */
export function forgetHeldAnswers(): void {
  answers.clear();
  owner = null;
}
