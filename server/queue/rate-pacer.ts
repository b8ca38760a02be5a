/** Spaces out calls to an API: at most `perSecond` in all, and `perUserPerMinute` for any one member. */
export interface RatePacer {
  /** Resolves when this member's next call may start. */
  take(userId: number): Promise<void>;
}

interface PacerOptions {
  perSecond: number;
  perUserPerMinute: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Hands out start times one interval apart, globally and per member: a fan-out to a thousand members
 * is spread evenly, one member's hundreds of events never burst. A busy event loop fires timers late
 * and together, so a call also waits while the last second already holds `perSecond` starts: never
 * more than that in any one second. For one process (each instance paces its own share).
 */
export function createRatePacer({ perSecond, perUserPerMinute, now = Date.now, sleep = realSleep }: PacerOptions): RatePacer {
  const globalGap = 1000 / perSecond;
  const userGap = 60_000 / perUserPerMinute;
  let nextGlobal = 0;
  const nextByUser = new Map<number, number>();
  /** When the calls of the last second started, oldest first. */
  const started: number[] = [];
  const perWindow = Math.max(1, Math.floor(perSecond));
  const startWithinWindow = async () => {
    for (;;) {
      const at = now();
      while (started.length > 0 && (started[0] ?? 0) <= at - 1000) {
        started.shift();
      }
      if (started.length < perWindow) {
        started.push(at);
        return;
      }
      await sleep((started[0] ?? at) + 1000 - at);
    }
  };
  return {
    async take(userId) {
      const at = now();
      if (nextByUser.size > 10_000) {
        for (const [id, next] of nextByUser) {
          if (next < at) {
            nextByUser.delete(id);
          }
        }
      }
      const slot = Math.max(at, nextGlobal, nextByUser.get(userId) ?? 0);
      nextGlobal = slot + globalGap;
      nextByUser.set(userId, slot + userGap);
      if (slot > at) {
        await sleep(slot - at);
      }
      await startWithinWindow();
    },
  };
}
