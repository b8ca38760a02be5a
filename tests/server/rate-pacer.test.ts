import { describe, expect, it } from 'vitest';
import { createRatePacer } from '../../server/queue/rate-pacer';

/**
 * A virtual clock whose timers fire late, as a busy event loop's do: each sleep ends up to
 * `lateMs` after it asked, and timers that come due together fire together.
 */
function lateClock(lateMs: number) {
  let time = 0;
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const timers: { at: number; wake: () => void }[] = [];
  return {
    now: () => time,
    sleep: (ms: number) =>
      new Promise<void>((wake) => {
        timers.push({ at: time + ms + random() * lateMs, wake });
      }),
    /** Runs timers in time order until none is left. */
    async run(): Promise<void> {
      for (;;) {
        // Let every waiting call reach its next sleep before the clock moves.
        for (let i = 0; i < 20; i += 1) {
          await Promise.resolve();
        }
        timers.sort((a, b) => a.at - b.at);
        const next = timers.shift();
        if (!next) {
          return;
        }
        time = Math.max(time, next.at);
        next.wake();
      }
    },
  };
}

describe('the rate pacer', () => {
  it('starts no more than perSecond calls in any one second, even when timers fire late and together', async () => {
    const clock = lateClock(400);
    const pacer = createRatePacer({ perSecond: 50, perUserPerMinute: 300, now: clock.now, sleep: clock.sleep });
    const starts: number[] = [];
    const calls = Array.from({ length: 500 }, (_, i) => pacer.take(i).then(() => starts.push(clock.now())));
    await clock.run();
    await Promise.all(calls);
    expect(starts).toHaveLength(500);
    starts.sort((a, b) => a - b);
    let most = 0;
    for (let i = 0; i < starts.length; i += 1) {
      const within = starts.filter((t) => t >= (starts[i] ?? 0) && t < (starts[i] ?? 0) + 1000).length;
      most = Math.max(most, within);
    }
    expect(most).toBeLessThanOrEqual(50);
    // Spread, not stalled: 500 calls at 50 a second take about 10 s (and the late timers a little more).
    expect(starts.at(-1)).toBeLessThan(12_000);
  });

  it("spaces one member's calls by their own per-minute rate", async () => {
    const clock = lateClock(0);
    const pacer = createRatePacer({ perSecond: 50, perUserPerMinute: 60, now: clock.now, sleep: clock.sleep });
    const starts: number[] = [];
    const calls = Array.from({ length: 5 }, () => pacer.take(1).then(() => starts.push(clock.now())));
    await clock.run();
    await Promise.all(calls);
    expect(starts).toEqual([0, 1000, 2000, 3000, 4000]);
  });
});
