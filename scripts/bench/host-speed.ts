import type { Browser } from '@playwright/test';
import { median } from './median';

/**
 * How fast this host runs a page's JavaScript, as Lighthouse's BenchmarkIndex measures it (its
 * reports call it `benchmarkIndex`; Chrome DevTools' CPU calibration takes a mid-tier phone, a
 * Pixel 5, to score about 1,000 and a low-tier one, a Moto G4 Power of 2022, 264). DevTools' CPU
 * throttling divides the host's speed: a fixed "4x" emulates a slower phone on a slower host, so
 * bench:mobile prints this beside its figures to tell a slower app from a slower machine.
 */
export const MID_TIER_PHONE_INDEX = 1000;
export const LOW_TIER_PHONE_INDEX = 264;

/**
 * Runs in the page. The mean of two half-second rates, each in tens of iterations a second: one
 * that allocates (a 10,000-character string built a character at a time) and one that does not
 * (100,000 integers copied from one array to the other, the clock read every tenth copy), as
 * Lighthouse's method has them. No function is declared inside: the page gets this function's
 * text, without the name helpers tsx adds around inner functions.
 */
function benchmarkIndexInPage(): number {
  let since = Date.now();
  let strings = 0;
  while (Date.now() - since < 500) {
    let text = '';
    for (let i = 0; i < 10_000; i += 1) {
      text += 'a';
    }
    if (text.length === 1) {
      throw new Error('unreachable: the check keeps the loop from being optimised away');
    }
    strings += 1;
  }
  const allocating = Math.round(strings / 10 / ((Date.now() - since) / 1000));
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < 100_000; i += 1) {
    first[i] = i;
    second[i] = i;
  }
  since = Date.now();
  let copies = 0;
  while (copies % 10 !== 0 || Date.now() - since < 500) {
    const from = copies % 2 === 0 ? first : second;
    const to = copies % 2 === 0 ? second : first;
    for (let i = 0; i < from.length; i += 1) {
      to[i] = from[i] as number;
    }
    copies += 1;
  }
  const copying = Math.round(copies / 10 / ((Date.now() - since) / 1000));
  return (allocating + copying) / 2;
}

export interface HostSpeed {
  /** Median of the runs, unthrottled. */
  index: number;
  /** Median of the runs under the CPU throttle given. */
  throttledIndex: number;
}

/** The benchmark index of a blank page in `browser`, median of `runs`, unthrottled and at `cpuSlowdown`. */
export async function measureHostSpeed(browser: Browser, cpuSlowdown: number, runs = 3): Promise<HostSpeed> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const sample = async (rate: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const indexes: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        indexes.push(await page.evaluate(benchmarkIndexInPage));
      }
      return median(indexes);
    };
    const index = await sample(1);
    const throttledIndex = await sample(cpuSlowdown);
    return { index, throttledIndex };
  } finally {
    await context.close();
  }
}

/** The line a benchmark prints about its host, so its throttled figures read as those of a phone that fast. */
export function hostSpeedLine(host: HostSpeed, cpuSlowdown: number): string {
  return `This host: Lighthouse benchmark index ${host.index.toFixed(0)} unthrottled, ${host.throttledIndex.toFixed(0)} at CPU x${cpuSlowdown} (median of 3; a mid-tier phone scores about ${MID_TIER_PHONE_INDEX}, a low-tier one ${LOW_TIER_PHONE_INDEX}): the throttled figures below are of a phone that fast`;
}
