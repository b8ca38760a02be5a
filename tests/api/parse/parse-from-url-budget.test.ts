import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_MESSAGES, PARSE_READ_MESSAGES } from '@contracts/parse/messages';
import { ParseEventResponse } from '@contracts/parse/schemas';
import { startEventSite } from '../../support/event-site';
import type { EventSite } from '../../support/event-site';
import { createCommunity, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createReadPool } from '../../../server/features/parse/read-pool';
import type { ReadPool } from '../../../server/features/parse/read-pool';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Issue 28, finding 1: one assistant request froze the whole server (a 300 KB page of "12/12 "
 * held /api/health for over 30 s; 300,000 nested <div>s kept the process busy for minutes). Every
 * reading now runs off the event loop within a time budget, so the server answers throughout:
 * /api/health, asked every 20 ms by another process, answers within 100 ms while the assistant
 * reads each of the review's inputs, from a page and pasted.
 */

const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const page = (text: string) => `<!doctype html><html><head><title>Listings</title></head><body><p>${text}</p></body></html>`;

const PAGES: Record<string, string> = {
  '/dates': page(repeatTo('12/12 ', 300_000)),
  '/times': page('7pm-9pm '.repeat(40_000)),
  '/prices': page('£1-£2 '.repeat(50_000)),
  // 1.5 MB, within the 2 MB a page may have: the parser closes them all at the end.
  '/divs': `<html><body>${'<div>'.repeat(300_000)}Quiz night, Friday 8pm`,
};

const PASTED: Record<string, string> = {
  dates: repeatTo('12/12 ', 15_000),
  times: repeatTo('7pm-9pm ', 15_000),
  prices: repeatTo('£1-£2 ', 15_000),
  divs: repeatTo('<div>', 15_000),
};

/** What the probe process runs: GET /api/health every 20 ms on one kept-alive connection, until its stdin closes. */
const PROBE = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let stop = false;
process.stdin.on('end', () => { stop = true; });
process.stdin.resume();
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(process.argv[1], { agent }, (res) => { res.resume(); res.on('end', () => resolve(performance.now() - started)); }).on('error', reject);
});
(async () => {
  while (!stop) {
    latencies.push(await once());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  agent.destroy();
  process.stdout.write(JSON.stringify(latencies));
})();
`;

interface Probe {
  /** Stops asking and gives every answer's time in ms. */
  stop(): Promise<number[]>;
}

async function startProbe(url: string): Promise<Probe> {
  const child = spawn(process.execPath, ['-e', PROBE, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The probe's first answers (its start-up) are not what is measured.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return JSON.parse(out) as number[];
    },
  };
}

let site: EventSite;
let t: TestApp;
let member: SignedInUser;
let communityId: number;
let healthUrl: string;

beforeAll(async () => {
  site = await startEventSite(Object.fromEntries(Object.entries(PAGES).map(([path, body]) => [path, { body }])));
  t = await createTestApp({ outboundAllowedHosts: [site.host] });
  member = await signUp(t);
  communityId = (await createCommunity(t, member, { name: 'Listings' })).id;
  healthUrl = `${t.request().get('/api/health').url}`;
  // Warm the assistant up (its reading threads start on first use), as a running server would be.
  await t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, content: 'Quiz night Friday 8pm' }).expect(200);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const KNOWN_MESSAGES = new Set<string>([...Object.values(PARSE_MESSAGES), ...Object.values(PARSE_READ_MESSAGES)]);

async function readWhileProbing(body: Record<string, unknown>): Promise<{ answer: ParseEventResponse; latencies: number[]; ms: number }> {
  const probe = await startProbe(healthUrl);
  const started = Date.now();
  const res = await t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, time_zone: 'Europe/London', ...body });
  const ms = Date.now() - started;
  const latencies = await probe.stop();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { answer: ParseEventResponse.parse(res.body), latencies, ms };
}

function expectServerAnswered({ answer, latencies, ms }: { answer: ParseEventResponse; latencies: number[]; ms: number }) {
  // Asked all along, every 20 ms: a blocked loop shows as one answer as slow as the block.
  expect(latencies.length).toBeGreaterThan(ms / 200);
  expect(Math.max(...latencies)).toBeLessThan(100);
  // An answer the dialog can show: an event, or one of the assistant's own messages.
  expect(answer.success || KNOWN_MESSAGES.has(answer.message) || answer.message.startsWith(PARSE_MESSAGES.siteError)).toBe(true);
}

/**
 * The machine these tests share (two cores, load often above 10) makes even an idle server miss
 * 100 ms now and then: measured here, /api/health with no reading at all answered in up to 179 ms
 * over 3 s. Such a spike is brief and rare; a reading on the event loop held the server for the
 * whole reading, every time. So a measurement that caught a spike is taken again, twice at most.
 */
const MEASURED = { timeout: 60_000, retry: 2 };

describe('POST /events/parse-from-url: the server answers while the assistant reads', () => {
  it.each(Object.keys(PAGES))('a page: %s', MEASURED, async (path) => {
    const read = await readWhileProbing({ url: site.url(path) });
    expectServerAnswered(read);
  });

  it.each(Object.keys(PASTED))('pasted text: %s', MEASURED, async (name) => {
    const read = await readWhileProbing({ content: PASTED[name] });
    expectServerAnswered(read);
  });
});

describe('POST /events/parse-from-url: a reading that runs out of time or finds no thread', () => {
  let tight: ReadPool;
  beforeAll(() => {
    // Whatever the readers take for an input, its reading ends with the budget: here a budget of
    // 1 ms stands in for an input they would take minutes over.
    tight = createReadPool({ threads: 1, budgetMs: 1, maxWaiting: 1, maxWaitMs: 20_000 });
    t.deps.readPool = tight;
  });
  afterAll(async () => {
    delete t.deps.readPool;
    await tight.close();
  });

  // (That the server answers while a thread reads is measured above; here a thread is ended and
  // started again for every reading, a second or more of CPU that would only measure the machine.)
  it('says, for a page, that it took too long to read and to paste the text instead', async () => {
    const res = await t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, url: site.url('/divs') }).expect(200);
    expect(res.body).toEqual({ success: false, reason: 'too_slow', message: PARSE_READ_MESSAGES.pageTooSlow });
  }, 60_000);

  it('says, for pasted text, that it took too long to read', async () => {
    const res = await t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, content: PASTED.dates }).expect(200);
    expect(res.body).toEqual({ success: false, reason: 'too_slow', message: PARSE_READ_MESSAGES.textTooSlow });
  }, 60_000);

  it('answers busy when more readings wait than the assistant takes', async () => {
    const ask = () => t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, content: PASTED.times });
    const answers = await Promise.all([ask(), ask(), ask(), ask()]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const bodies = answers.map((res) => res.body as ParseEventResponse);
    expect(bodies.filter((body) => body.reason === 'busy').length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).toEqual(body.reason === 'busy' ? { success: false, reason: 'busy', message: PARSE_READ_MESSAGES.busy } : { success: false, reason: 'too_slow', message: PARSE_READ_MESSAGES.textTooSlow });
    }
  }, 60_000);
});
