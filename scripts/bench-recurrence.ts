/**
 * Recurring events' expansion, timed (median of several runs, each after a warm-up):
 * 1. One daily series over 10 years (about 3,650 occurrences) in Europe/London: budget 50 ms.
 * 2. The month calendar's work: 1,000 weekly series (one or two weekdays, every 1 or 2 weeks,
 *    started up to two years earlier, in the spec's twelve zones) expanded for one month.
 * Each twice: "new" runs expand series never seen before (the library's rule is built and the
 * zone's offsets sampled anew, as for a process's first request), "again" the same ones (both kept).
 * Usage: npm run bench:recurrence
 */
import { EVENT_TIME_ZONES } from '../contracts/events/event-time';
import { RepeatRuleSchema, WEEKDAYS } from '../contracts/events/recurrence';
import { expandSeries } from '../server/features/events/recurrence/expand';
import type { RecurringSeries } from '../server/features/events/recurrence/expand';
import { median } from './bench/median';

const RUNS = 15;
const WARM_UP = 3;
const DAILY_BUDGET_MS = 50;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Median ms of `runs` calls of `call(i)` after a few warm-up calls (given indexes past the runs'), and its last answer's size. */
function time(call: (run: number) => number, runs = RUNS): { median: number; size: number } {
  let size = 0;
  for (let i = 0; i < WARM_UP; i += 1) {
    call(runs + i);
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    size = call(i);
    times.push(performance.now() - started);
  }
  return { median: median(times), size };
}

const daily = RepeatRuleSchema.parse({ frequency: 'daily', interval: 1, ending: { type: 'never' } });

/** Ten years of a daily 19:00 London series starting in `year`. */
function tenYearsFrom(year: number): number {
  const series: RecurringSeries = { start: new Date(`${year}-01-01T19:00:00Z`), zone: 'Europe/London', rule: daily, durationMs: 2 * HOUR_MS };
  const from = new Date(`${year}-01-01T00:00:00Z`);
  const to = new Date(`${year + 10}-01-01T00:00:00Z`);
  return expandSeries(series, { from, to, max: 5000 }).occurrences.length;
}

/** `count` weekly series; `shift` minutes later for each other `shift`, so a run of its own has series never expanded before. */
function weeklySeries(count: number, shift = 0): RecurringSeries[] {
  return Array.from({ length: count }, (_, i) => {
    const first = WEEKDAYS[i % 7] as (typeof WEEKDAYS)[number];
    const second = WEEKDAYS[(i + 1 + (i % 5)) % 7] as (typeof WEEKDAYS)[number];
    const rule = RepeatRuleSchema.parse({
      frequency: 'weekly',
      interval: 1 + (i % 2),
      weekdays: i % 3 === 0 ? [first, second] : [first],
      ending: { type: 'never' },
    });
    const start = new Date(Date.parse('2025-03-01T18:00:00Z') + (i % 730) * DAY_MS + (i % 5) * HOUR_MS + shift * 60_000);
    return { start, zone: EVENT_TIME_ZONES[i % EVENT_TIME_ZONES.length]!.id, rule, durationMs: 2 * HOUR_MS };
  });
}

function main(): void {
  console.log('Recurring events: expansion');
  // Runs 0..14 on 2030..2170, warm-ups after: every run's days are new to the offset samples.
  const cold = time((run) => tenYearsFrom(2030 + run * 10));
  const warm = time(() => tenYearsFrom(2030));
  for (const [label, timing] of [
    ['daily series, 10 years, new', cold],
    ['daily series, 10 years, again', warm],
  ] as const) {
    const verdict = timing.median <= DAILY_BUDGET_MS ? 'PASS' : 'OVER';
    console.log(`  ${label.padEnd(48)} median ${timing.median.toFixed(1).padStart(6)} ms  (${timing.size} occurrences, ${RUNS} runs)  budget ${DAILY_BUDGET_MS} ms ${verdict}`);
  }

  const month = { from: new Date('2027-03-01T00:00:00Z'), to: new Date('2027-04-01T00:00:00Z'), max: 100 };
  const monthRuns = 7;
  const batches = Array.from({ length: monthRuns + WARM_UP + 1 }, (_, run) => weeklySeries(1000, run));
  const expandAll = (all: RecurringSeries[]) => all.reduce((sum, series) => sum + expandSeries(series, month).occurrences.length, 0);
  const calendarNew = time((run) => expandAll(batches[run]!), monthRuns);
  const calendarAgain = time(() => expandAll(batches[monthRuns + WARM_UP]!), monthRuns);
  for (const [label, timing] of [
    ['1,000 weekly series, one month, new', calendarNew],
    ['1,000 weekly series, one month, again', calendarAgain],
  ] as const) {
    console.log(
      `  ${label.padEnd(48)} median ${timing.median.toFixed(1).padStart(6)} ms  (${timing.size} occurrences, ${monthRuns} runs)  ${(timing.median / 1000).toFixed(3)} ms a series`,
    );
  }
}

main();
