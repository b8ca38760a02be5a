import type { Comment, Reply } from '@contracts/comments/schemas';

/**
 * Fitting a page into its byte bound (DISCUSSION_PAGE_MAX_BYTES): comments are kept whole and in
 * order, and a page simply ends earlier, so the cursors that already carry the rest (Link rel=next,
 * a thread's replies_next) reach what did not fit. Sizes are measured as the body will be written
 * (JSON, UTF-8), one comment at a time, and only until the page is full.
 */

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));

/** Room kept for a replies_next cursor a cut thread gains: a cursor is at most 100 characters (contracts/comments.ts). */
const CURSOR_ROOM = 102;

/** The brackets of the page's JSON array. */
const ARRAY_BYTES = 2;

export interface FittedThreads {
  threads: Comment[];
  /** False when threads were left for the next page. */
  complete: boolean;
}

/**
 * The threads of a discussion page that fit in `maxBytes`, each with as many of its first replies as
 * fit; a thread cut short gets `replies_next` after its last reply shown. A thread is taken only with
 * its first reply (when it has one), so a cut thread's cursor always names a reply shown; the first
 * thread is always taken, so every page moves on (one comment is at most about 30 KB in JSON,
 * far below any bound used).
 */
export function fitThreads(threads: readonly Comment[], maxBytes: number, cursorAfter: (reply: Reply) => string): FittedThreads {
  const fitted: Comment[] = [];
  let used = ARRAY_BYTES;
  for (const thread of threads) {
    const separator = fitted.length > 0 ? 1 : 0;
    const head = jsonBytes({ ...thread, replies: [], replies_next: null }) + CURSOR_ROOM;
    const replySizes: number[] = [];
    const sizeOf = (index: number): number => (replySizes[index] ??= jsonBytes(thread.replies[index]));
    let size = head + (thread.replies.length > 0 ? sizeOf(0) : 0);
    if (fitted.length > 0 && used + separator + size > maxBytes) {
      return { threads: fitted, complete: false };
    }
    let kept = Math.min(1, thread.replies.length);
    while (kept < thread.replies.length && used + separator + size + 1 + sizeOf(kept) <= maxBytes) {
      size += 1 + sizeOf(kept);
      kept += 1;
    }
    const last = thread.replies[kept - 1];
    const cut = kept < thread.replies.length && last ? { ...thread, replies: thread.replies.slice(0, kept), replies_next: cursorAfter(last) } : thread;
    // `size` is what `cut` weighs at most (its cursor's room included): no second measuring.
    used += separator + size;
    fitted.push(cut);
  }
  return { threads: fitted, complete: true };
}

/** The first replies of a replies page that fit in `maxBytes` (always the first one), and whether all did. */
export function fitReplies(replies: readonly Reply[], maxBytes: number): { replies: Reply[]; complete: boolean } {
  let used = ARRAY_BYTES;
  let kept = 0;
  while (kept < replies.length) {
    const size = (kept > 0 ? 1 : 0) + jsonBytes(replies[kept]);
    if (kept > 0 && used + size > maxBytes) {
      break;
    }
    used += size;
    kept += 1;
  }
  return { replies: replies.slice(0, kept), complete: kept === replies.length };
}
