import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createReadPool } from '../../../server/features/parse/read-pool';
import type { ReadPool } from '../../../server/features/parse/read-pool';
import { runReadJob } from '../../../server/features/parse/read-jobs';
import type { ReadJob } from '../../../server/features/parse/read-jobs';

/** The assistant's reading threads (issue 28, finding 1): off the event loop, within a budget. */

const reference = { instant: new Date('2026-06-01T10:00:00+01:00'), zone: 'Europe/London' };
const page = '<html><head><script type="application/ld+json">{"@type":"Event","name":"Ceilidh","startDate":"2026-07-11T19:30:00+01:00"}</script></head><body><h1>Ceilidh</h1></body></html>';
/** 1.5 MB that the tokenizer and parse5 take far longer than 50 ms over, whatever the text readers do. */
const heavy: ReadJob = { kind: 'document', body: `<html><body>${'<div>'.repeat(300_000)}Quiz night`, mediaType: 'text/html', url: 'https://x.example/', reference };
const quick: ReadJob = { kind: 'ground', text: 'Quiz', draft: {}, reference };

const pools: ReadPool[] = [];
const pool = (options: Parameters<typeof createReadPool>[0]) => {
  const made = createReadPool(options);
  pools.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('the reading pool', () => {
  it('answers what the readers answer, for every kind of job', async () => {
    const p = pool({ threads: 2 });
    const jobs: ReadJob[] = [
      { kind: 'document', body: page, mediaType: 'text/html', url: 'https://x.example/', reference },
      { kind: 'text', text: 'Quiz night at the Red Lion, Thursday 4 June, 8pm', reference },
      { kind: 'calendar', body: ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'SUMMARY:Repair Café', 'DTSTART:20260808T130000Z', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n') },
      { kind: 'ground', text: 'Quiz at the Red Lion', draft: { title: 'Quiz', location: 'The Crown' }, reference },
    ];
    const answers = await Promise.all(jobs.map((job) => p.run(job)));
    expect(answers).toEqual(jobs.map((job) => ({ ok: true, value: runReadJob(job) })));
  }, 30_000);

  it('ends a reading at its budget, and reads the next one on a new thread', async () => {
    const p = pool({ threads: 1, budgetMs: 50 });
    await p.run(quick);
    const started = Date.now();
    expect(await p.run(heavy)).toEqual({ ok: false, reason: 'too_slow' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await p.run(quick)).toEqual({ ok: true, value: {} });
  }, 30_000);

  it('passes on a reader\'s error as an error', async () => {
    const p = pool({ threads: 1 });
    const broken = { kind: 'ground', text: 'x', draft: { price: { min: 'a lot' } }, reference } as unknown as ReadJob;
    await expect(p.run(broken)).rejects.toThrow(/toFixed/);
    expect(await p.run(quick)).toEqual({ ok: true, value: {} });
  }, 30_000);

  it('answers busy past the readings that may wait, and after the longest wait', async () => {
    const p = pool({ threads: 1, budgetMs: 2000, maxWaiting: 1, maxWaitMs: 100 });
    await p.run(quick);
    const [running, waiting, refused] = [p.run(heavy), p.run(quick), p.run(quick)];
    expect(await refused).toEqual({ ok: false, reason: 'busy' });
    expect(await waiting).toEqual({ ok: false, reason: 'busy' });
    expect((await running).ok).toBeDefined();
  }, 30_000);

  it('on close, answers busy for the readings in flight and waiting, and for any later one', async () => {
    const p = pool({ threads: 1 });
    await p.run(quick);
    const [running, waiting] = [p.run(heavy), p.run(quick)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await p.close();
    expect(await running).toEqual({ ok: false, reason: 'busy' });
    expect(await waiting).toEqual({ ok: false, reason: 'busy' });
    expect(await p.run(quick)).toEqual({ ok: false, reason: 'busy' });
  }, 30_000);

  it('keeps a process alive while it reads, and never when idle', () => {
    // A script with nothing else to wait for: it must see its answer (a reading in flight holds the
    // process, as a request would), then end by itself (idle threads hold nothing).
    const script = `
      const { createReadPool } = await import(${JSON.stringify(new URL('../../../server/features/parse/read-pool.ts', import.meta.url).href)});
      const pool = createReadPool({ threads: 1 });
      pool.warm();
      const answer = await pool.run({ kind: 'text', text: 'Quiz night Friday 8pm', reference: { instant: new Date(), zone: 'Europe/London' } });
      console.log(answer.ok ? 'READ' : 'NOT READ');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout.trim()).toBe('READ');
    expect(run.status).toBe(0);
  }, 70_000);
});
