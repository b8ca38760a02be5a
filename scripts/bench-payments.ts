/**
 * Webhook budget (issue 13): 100 deliveries of 20 distinct Stripe events, sent all at once in a
 * shuffled order to a real server (HTTP, its own database), whose real Stripe SDK reads
 * subscriptions from a local stand-in of Stripe. Every effect must be applied exactly once and every
 * delivery answered within 5 s in total. Runs on SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (a schema of its own, dropped afterwards). Three rounds each; prints the
 * median. Usage: npm run bench:payments
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import type { RunningServer } from '../server/main';
import { startFakeStripe } from '../tests/support/fake-stripe/fake-stripe';
import type { FakeEvent, FakeStripe } from '../tests/support/fake-stripe/fake-stripe';
import { signedDelivery } from '../tests/support/fake-stripe/signed-delivery';
import { shuffled } from '../tests/support/fake-stripe/payments-app';

const DONATIONS = 8;
const PRO_MEMBERS = 4;
const COPIES = 5;
const BUDGET_MS = 5000;
const ROUNDS = 3;
const HANDLED = ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'];

interface Round {
  totalMs: number;
  p50: number;
  p95: number;
  max: number;
  applied: number;
  duplicates: number;
  failures: number;
  correct: boolean;
}

async function signUp(base: string, tag: string): Promise<string> {
  const body = { email: `bench-${tag}@example.com`, password: 'bench-password-1', full_name: `Bench ${tag}` };
  await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: body.email, password: body.password }) });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function post(base: string, token: string, route: string, body?: object): Promise<{ checkout_url: string }> {
  const res = await fetch(`${base}/api/payments/${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) {
    throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as { checkout_url: string };
}

/** 8 donations paid and 4 members subscribed on the stand-in: 20 events the app acts on, none delivered yet. */
async function makeEvents(base: string, stripe: FakeStripe, round: number): Promise<FakeEvent[]> {
  const mark = stripe.state.events.length;
  for (let i = 0; i < DONATIONS; i += 1) {
    const token = await signUp(base, `r${round}-donor${i}-${randomBytes(3).toString('hex')}`);
    const { checkout_url } = await post(base, token, 'donate', { amount: 300 + i * 100 });
    stripe.pay(checkout_url.split('/').pop() ?? '');
  }
  for (let i = 0; i < PRO_MEMBERS; i += 1) {
    const token = await signUp(base, `r${round}-pro${i}-${randomBytes(3).toString('hex')}`);
    const { checkout_url } = await post(base, token, 'subscribe-pro');
    stripe.pay(checkout_url.split('/').pop() ?? '');
  }
  return stripe.eventsSince(mark).filter((event) => HANDLED.includes(event.type));
}

async function runRound(base: string, stripe: FakeStripe, server: RunningServer, round: number): Promise<Round> {
  const events = await makeEvents(base, stripe, round);
  if (events.length !== DONATIONS + PRO_MEMBERS * 3) {
    throw new Error(`expected ${DONATIONS + PRO_MEMBERS * 3} events, got ${events.length}`);
  }
  const deliveries = shuffled(events.flatMap((event) => Array.from({ length: COPIES }, () => event)), 1000 + round);
  const db = server.db;
  const before = {
    events: Number((await db('stripe_events').count<{ n: number | string }[]>({ n: '*' }).first())?.n),
    paid: Number((await db('donations').where({ status: 'paid' }).count<{ n: number | string }[]>({ n: '*' }).first())?.n),
    pro: Number((await db('users').where({ is_pro: true }).count<{ n: number | string }[]>({ n: '*' }).first())?.n),
  };
  const started = performance.now();
  const answers = await Promise.all(
    deliveries.map(async (event) => {
      const { payload, headers } = signedDelivery(event);
      const sent = performance.now();
      const res = await fetch(`${base}/api/payments/webhook`, { method: 'POST', headers, body: payload });
      const body = (await res.json()) as { outcome?: string };
      return { status: res.status, outcome: body.outcome ?? 'none', ms: performance.now() - sent };
    }),
  );
  const totalMs = performance.now() - started;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const after = {
    events: Number((await db('stripe_events').count<{ n: number | string }[]>({ n: '*' }).first())?.n),
    paid: Number((await db('donations').where({ status: 'paid' }).count<{ n: number | string }[]>({ n: '*' }).first())?.n),
    pro: Number((await db('users').where({ is_pro: true }).count<{ n: number | string }[]>({ n: '*' }).first())?.n),
  };
  const applied = answers.filter((a) => a.outcome === 'applied').length;
  const correct =
    applied === events.length &&
    after.events - before.events === events.length &&
    after.paid - before.paid === DONATIONS &&
    after.pro - before.pro === PRO_MEMBERS;
  return {
    totalMs,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    applied,
    duplicates: answers.filter((a) => a.outcome === 'duplicate').length,
    failures: answers.filter((a) => a.status !== 200).length,
    correct,
  };
}

async function bench(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const stripe = await startFakeStripe();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-payments-'));
  let schema: string | null = null;
  let env: Record<string, string> = {};
  if (databaseUrl) {
    schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl });
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
    env = { DATABASE_URL: databaseUrl };
  }
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SIGNUPS_PER_ADDRESS_PER_HOUR: '100000', ...stripe.env(), ...env });
  if (schema && config.database.client === 'postgres') {
    config.database.searchPath = schema;
  }
  const server = await startServer(config);
  const base = server.url.replace('localhost', '127.0.0.1');
  const rounds: Round[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      rounds.push(await runRound(base, stripe, server, round));
    }
  } finally {
    await server.close();
    await stripe.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && databaseUrl) {
      const admin = knexFactory({ client: 'pg', connection: databaseUrl });
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    }
  }
  const median = [...rounds].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(rounds.length / 2)] ?? rounds[0];
  console.log(`\n${label}: ${COPIES * (DONATIONS + PRO_MEMBERS * 3)} deliveries of ${DONATIONS + PRO_MEMBERS * 3} events, all at once, shuffled (${ROUNDS} rounds)`);
  for (const [i, r] of rounds.entries()) {
    console.log(
      `  round ${i + 1}: all answered in ${(r.totalMs / 1000).toFixed(2)} s; per delivery p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms; ` +
        `${r.applied} applied, ${r.duplicates} duplicates, ${r.failures} non-200; effects exactly once: ${r.correct ? 'yes' : 'NO'}`,
    );
  }
  const pass = rounds.every((r) => r.correct && r.failures === 0) && median !== undefined && median.totalMs <= BUDGET_MS;
  console.log(`  median ${median ? (median.totalMs / 1000).toFixed(2) : '?'} s; budget ${BUDGET_MS / 1000} s, every effect exactly once: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

const results = [await bench('SQLite', undefined)];
if (process.env.TEST_DATABASE_URL) {
  results.push(await bench('PostgreSQL', process.env.TEST_DATABASE_URL));
}
process.exit(results.every(Boolean) ? 0 : 1);
