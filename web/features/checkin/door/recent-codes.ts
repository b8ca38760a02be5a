/** The camera sees a held-up ticket many times a second: the same code again within this long is the same scan. */
export const SAME_CODE_IGNORED_MS = 4_000;

/** Remembers the codes seen lately; `isNew` is false for one seen within the window (which it extends). */
export function recentCodes(windowMs = SAME_CODE_IGNORED_MS) {
  const seen = new Map<string, number>();
  return {
    isNew(code: string, now: number): boolean {
      for (const [text, at] of seen) {
        if (now - at > windowMs) {
          seen.delete(text);
        }
      }
      const fresh = !seen.has(code);
      seen.set(code, now);
      return fresh;
    },
  };
}
