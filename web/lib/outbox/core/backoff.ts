export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;
/** ±20 %: tabs and devices that failed together do not retry together. */
export const JITTER = 0.2;

/**
 * The wait before retry number `attempts` (1 = after the first failure): 2 s doubling up to
 * 5 min, with jitter. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = base * (1 + (random * 2 - 1) * JITTER);
  return Math.round(Math.min(MAX_RETRY_MS, jittered));
}
