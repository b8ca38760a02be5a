/**
 * When the first screen has shown what the member came for: work it does not need (the local
 * database's code, saving the offline copy, prefetching dialogs) waits for that moment, so a phone
 * spends its first seconds on the screen. web/app/first-screen-watch.tsx marks the moment.
 */

/** Never hold the deferred work longer than this (a screen with no reads of its own, the landing page). */
const LIMIT_MS = 5_000;

let shown = false;
const waiting = new Set<() => void>();

/** Marks the first screen as shown: what waited for it runs (at the browser's next spare moment). */
export function markFirstScreenShown(): void {
  if (!shown) {
    shown = true;
    waiting.forEach((resume) => resume());
    waiting.clear();
  }
}

function whenIdle(resume: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(resume, { timeout: 1_000 });
  } else {
    setTimeout(resume, 0);
  }
}

/** Resolves once the first screen has shown and the browser is idle, or LIMIT_MS after the call. */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    if (shown) {
      whenIdle(resolve);
      return;
    }
    const resume = () => {
      clearTimeout(limit);
      waiting.delete(resume);
      whenIdle(resolve);
    };
    const limit = setTimeout(resume, LIMIT_MS);
    waiting.add(resume);
  });
}
