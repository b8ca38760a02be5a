import { vi } from 'vitest';

/**
 * Today at noon in the test's zone, the clock running from there (only `Date` is faked): a test
 * that reads 'Today', 'in 3 days' or this month's calendar holds whatever the hour it runs at,
 * where the real clock could pass midnight between the test's set-up and the screen's render.
 * Undo with `vi.useRealTimers()`.
 */
export function startClockAtNoon(): void {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  vi.useFakeTimers({ now: noon, toFake: ['Date'], shouldAdvanceTime: true });
}
