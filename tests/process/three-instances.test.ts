import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db';
import { newOpaqueToken } from '../../server/features/auth/secrets';
import { HEARTBEAT_MS, HEARTBEAT_STALE_MS } from '../../server/queue/instance-heartbeat';
import { freedAt, heldBy, startInstanceProcess, takeOver } from '../support/instance-process';
import type { ClaimTable, InstanceProcess } from '../support/instance-process';
import { startPushCollector } from '../support/push-collector';
import type { PushCollector } from '../support/push-collector';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import type { RoundRobinProxy } from '../support/round-robin-proxy';
import { messageIdOf, startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

/**
 * Three instances of the app, each its own process, on one PostgreSQL behind a round-robin proxy.
 * Through the proxy, twenty hosts invite 1,000 guests by e-mail and rename 80 events that 50
 * subscribed members are going to (4,000 push deliveries); one instance is killed with -9 while
 * that runs. Afterwards every write is there once, every job was done, and the mail server and push
 * service show each message once. Delivery is at least once: a job the killed instance held (its
 * own claims, which it prints as it takes them) may have been sent before it died and is sent
 * again, with the same Message-ID or push Topic, so the reader sees it once; every other job had
 * exactly one effect. What the killed instance held is freed by a survivor's heartbeat once the
 * victim has been silent HEARTBEAT_STALE_MS (long before its lease of LEASE_MS ends), and is then
 * taken by the first claim a survivor makes that has room for it: at once when a survivor is idle
 * (the freeing wakes its workers), as soon as one finishes its batch when both are busy.
 * The figures (writes, repeats, how long the takeover took) are printed.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
/** Longer than the heartbeat's limit: what the victim held is taken over when it stops beating, not when this ends. */
const LEASE_MS = 60_000;
const POLL_MS = 300;
const HOSTS = 20;
const EVENTS_PER_HOST = 4;
const MEMBERS = 50;
const GUESTS_PER_HOST = 50;
const LANES = 16;
/** The kill comes once this many writes were answered, with more to come and jobs in flight. */
const KILL_AFTER_WRITES = 400;

let database: TestDatabase;
let sink: SmtpSink;
let collector: PushCollector;
let proxy: RoundRobinProxy | undefined;
const instances: InstanceProcess[] = [];

beforeAll(async () => {
  if (!pgUrl) {
    return;
  }
  database = await createTestDatabase();
  sink = await startSmtpSink();
  collector = await startPushCollector();
});

afterAll(async () => {
  for (const instance of instances) {
    instance.child.kill('SIGKILL');
  }
  if (!pgUrl) {
    return;
  }
  await proxy?.close();
  await sink.close();
  await collector.close();
  await database.drop();
});

/** Twenty hosts with four events each, and 50 members going to all of them, each with a push subscription. */
async function seed(db: Db): Promise<{ hosts: { id: number; token: string; events: number[] }[] }> {
  const nowIso = new Date().toISOString();
  const person = (name: string, i: number) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `${name}@example.com`, username: name, password_hash: 'x', created_at: nowIso });
  const users = await db('users')
    .insert([...Array.from({ length: HOSTS }, (_, i) => person(`host${i}`, i)), ...Array.from({ length: MEMBERS }, (_, i) => person(`m${i}`, HOSTS + i))])
    .returning<{ id: number }[]>('id');
  const ids = users.map((u) => u.id);
  const hostIds = ids.slice(0, HOSTS);
  const memberIds = ids.slice(HOSTS);
  const [community] = await db('communities').insert({ name: 'Many', invite_code: 'MANYINST01', owner_id: hostIds[0], member_count: ids.length, created_at: nowIso }).returning<{ id: number }[]>('id');
  await db('community_members').insert(ids.map((user_id) => ({ community_id: community?.id, user_id, joined_at: nowIso })));
  const hosts = [];
  for (const [h, hostId] of hostIds.entries()) {
    const events = await db('events')
      .insert(Array.from({ length: EVENTS_PER_HOST }, (_, e) => ({ community_id: community?.id, creator_id: hostId, title: `Event ${h}-${e}`, start_at: '2031-06-01T18:00:00.000Z', time_zone: 'Europe/London', created_at: nowIso, updated_at: nowIso })))
      .returning<{ id: number }[]>('id');
    const token = newOpaqueToken();
    await db('sessions').insert({ user_id: hostId, token_hash: token.hash, created_at: nowIso, expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    hosts.push({ id: hostId, token: token.raw, events: events.map((e) => e.id) });
  }
  const eventIds = hosts.flatMap((h) => h.events);
  await db.batchInsert('event_rsvps', eventIds.flatMap((event_id) => memberIds.map((user_id) => ({ event_id, user_id, status: 'going', created_at: nowIso, updated_at: nowIso }))), 500);
  await db('push_subscriptions').insert(memberIds.map((user_id) => ({ user_id, endpoint: `https://push.example/${user_id}`, p256dh: 'k', auth: 'a', created_at: nowIso })));
  return { hosts };
}

interface Write {
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  body: unknown;
}

/** The hosts' writes, interleaved: 1,000 invitations by e-mail and 80 events renamed, spread evenly. */
function writesOf(hosts: { token: string; events: number[] }[]): Write[] {
  const invitations = Array.from({ length: GUESTS_PER_HOST }, (_, i) =>
    hosts.map((host, h): Write => ({ method: 'POST', path: '/api/event-invites/', token: host.token, body: { event_id: host.events[0], invited_email: `guest${h}-${i}@example.com` } })),
  ).flat();
  const renames = hosts.flatMap((host) => host.events.map((id): Write => ({ method: 'PUT', path: `/api/events/${id}`, token: host.token, body: { title: `Renamed ${id}` } })));
  const every = Math.floor(invitations.length / renames.length);
  return invitations.flatMap((write, i) => (i % every === every - 1 && renames.length > 0 ? [write, renames.shift() as Write] : [write])).concat(renames);
}

const KIND: Record<ClaimTable, string> = { mail_jobs: 'mail', push_deliveries: 'push' };

/** How many times each value occurs. */
function countBy(values: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) {
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** Mails not sent and push work not done. */
async function pendingJobs(db: Db): Promise<number> {
  const mail = await db('mail_jobs').whereNull('sent_at').count<{ n: string }[]>({ n: '*' });
  const deliveries = await db('push_deliveries').count<{ n: string }[]>({ n: '*' });
  const jobs = await db('push_jobs').count<{ n: string }[]>({ n: '*' });
  return Number(mail[0]?.n) + Number(deliveries[0]?.n) + Number(jobs[0]?.n);
}

/**
 * The held rows still waiting, under the claim the dead instance made (same attempts count), with
 * the end of that claim's lease; rows it finished without logging, or that another instance took
 * over while it lived (a lease that ran out on a loaded machine), are not waiting.
 */
async function leaseEndsOf(db: Db, held: Record<ClaimTable, Map<number, number>>): Promise<{ table: ClaimTable; id: number; attempt: number; dueAt: number }[]> {
  const mails = await db('mail_jobs').whereIn('id', [...held.mail_jobs.keys()]).whereNull('sent_at').select<{ id: number; attempts: number; next_attempt_at: string }[]>('id', 'attempts', 'next_attempt_at');
  const pushes = await db('push_deliveries').whereIn('id', [...held.push_deliveries.keys()]).select<{ id: number; attempts: number; run_after: string }[]>('id', 'attempts', 'run_after');
  return [
    ...mails.filter((m) => held.mail_jobs.get(m.id) === m.attempts).map((m) => ({ table: 'mail_jobs' as const, id: m.id, attempt: m.attempts, dueAt: Date.parse(m.next_attempt_at) })),
    ...pushes.filter((p) => held.push_deliveries.get(p.id) === p.attempts).map((p) => ({ table: 'push_deliveries' as const, id: p.id, attempt: p.attempts, dueAt: Date.parse(p.run_after) })),
  ];
}

describe.runIf(pgUrl)('three instances on one PostgreSQL behind a proxy', () => {
  it('do 5,000 mail and push jobs once each, one of them killed with -9 mid-run', async () => {
    const started = Date.now();
    const { db, config } = database;
    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      // The job log (one JSON line per attempt) is how the test learns what each instance finished.
      LOG_LEVEL: 'info',
      DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${config.client === 'postgres' ? config.searchPath : ''}`)}`,
      // Pooled SMTP connections (nodemailer's `pool`), as a busy install would configure it.
      SMTP_URL: `${sink.url}?pool=true`,
      INVITATION_EMAILS_PER_HOUR: '100000',
      TEST_PUSH_COLLECTOR_URL: collector.url,
      TEST_JOB_LEASE_MS: String(LEASE_MS),
      TEST_JOB_POLL_MS: String(POLL_MS),
      TEST_REPORT_CLAIMS: '1',
    };
    // The database is migrated already: the instances start while the test seeds it.
    const [{ hosts }, ...started3] = await Promise.all([seed(db), startInstanceProcess(env), startInstanceProcess(env), startInstanceProcess(env)]);
    instances.push(...started3);
    const front = await startRoundRobinProxy(instances.map((i) => i.port));
    proxy = front;
    const [victim, ...survivors] = [instances[2], instances[0], instances[1]] as [InstanceProcess, InstanceProcess, InstanceProcess];
    const ready = Date.now();

    // The clients: a write with no answer (its instance died) is sent again once the kill is over;
    // a resent invitation that had landed answers 409 (already invited), a resent rename changes nothing.
    let killOver: () => void = () => undefined;
    const afterKill = new Promise<void>((resolve) => {
      killOver = resolve;
    });
    const queue = writesOf(hosts);
    const total = queue.length;
    const tally = { answered: 0, resent: 0, landedUnanswered: 0 };
    const perform = async (write: Write) => {
      for (let attempt = 1; ; attempt += 1) {
        // No answer is a connection refused, reset before the status line, or cut in the body
        // (undici's "terminated"): the instance died mid-answer, and the write may have landed.
        const status = await fetch(`${front.url}${write.path}`, {
          method: write.method,
          headers: { Authorization: `Bearer ${write.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(write.body),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          })
          .catch(() => null);
        if (status !== null && status < 300) {
          tally.answered += 1;
          return;
        }
        if (status === 409 && attempt > 1) {
          tally.landedUnanswered += 1;
          return;
        }
        if (status !== null) {
          throw new Error(`${write.method} ${write.path} answered ${status}`);
        }
        await afterKill;
        tally.resent += 1;
      }
    };
    const lanes = Promise.all(
      Array.from({ length: LANES }, async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          await perform(write);
        }
      }),
    );

    // Mid-run, while it holds claims, the victim dies without warning (a write answered with an
    // error fails the test at once). A claim its log shows may already be done, the line saying so
    // not read yet: the database must show a held row still waiting too.
    const heldNow = () => ({ mail_jobs: heldBy(victim, 'mail_jobs'), push_deliveries: heldBy(victim, 'push_deliveries') });
    const holds = () => heldBy(victim, 'mail_jobs').size + heldBy(victim, 'push_deliveries').size;
    const stillHeld = async () => tally.answered >= KILL_AFTER_WRITES && holds() > 0 && (await leaseEndsOf(db, heldNow())).length > 0;
    const midRun = expect.poll(stillHeld, { timeout: 120_000, interval: 5 }).toBe(true);
    await Promise.race([midRun, lanes.then(() => new Promise<never>(() => undefined))]);
    victim.child.kill('SIGKILL');
    const killAt = Date.now();
    await victim.exited;
    // Its transactions end as PostgreSQL sees its connections close; then the clients resend.
    setTimeout(killOver, 1000);
    const held = heldNow();
    // The held rows still waiting under the victim's claim (with when that claim's lease would end).
    const leaseEnds = await leaseEndsOf(db, held);
    expect(leaseEnds.length).toBeGreaterThan(0);

    await lanes;
    const writesDoneAt = Date.now();
    await expect.poll(() => pendingJobs(db), { timeout: 120_000, interval: 100 }).toBe(0);
    const doneAt = Date.now();

    // Every write is there once: the invitations, each with its mail; the events renamed.
    expect(tally.answered + tally.landedUnanswered).toBe(total);
    expect(front.connections.every((n) => n > 0)).toBe(true);
    const mails = await db('mail_jobs').select<{ id: number; message_key: string }[]>('id', 'message_key');
    expect(mails).toHaveLength(HOSTS * GUESTS_PER_HOST);
    expect(await db('event_invitations').count<{ n: string }[]>({ n: '*' })).toEqual([{ n: String(HOSTS * GUESTS_PER_HOST) }]);
    expect((await db('events').select<{ id: number; title: string }[]>('id', 'title')).filter((e) => e.title !== `Renamed ${e.id}`)).toEqual([]);

    // What readers see: each mail once, each event's rename once on each member's device.
    expect(sink.inbox.size).toBe(HOSTS * GUESTS_PER_HOST);
    expect(collector.shown.size).toBe(HOSTS * EVENTS_PER_HOST * MEMBERS);

    // What was sent: once per job, except what the victim held when it died, at most twice.
    const jobOfMessage = new Map(mails.map((m) => [`<${m.message_key}@gather.local>`, m.id]));
    const sends = {
      mail_jobs: countBy(sink.received.map((m) => jobOfMessage.get(messageIdOf(m.raw) ?? '') ?? -1)),
      push_deliveries: countBy(collector.received.map((p) => p.deliveryId ?? -1)),
    };
    expect(sends.mail_jobs.size).toBe(HOSTS * GUESTS_PER_HOST);
    expect(sends.push_deliveries.size).toBe(HOSTS * EVENTS_PER_HOST * MEMBERS);
    const twice = (table: ClaimTable) => [...sends[table]].filter(([, n]) => n > 1).map(([id]) => id);
    expect(twice('mail_jobs').filter((id) => !held.mail_jobs.has(id))).toEqual([]);
    expect(twice('push_deliveries').filter((id) => !held.push_deliveries.has(id))).toEqual([]);
    expect(Math.max(...sends.mail_jobs.values(), ...sends.push_deliveries.values())).toBeLessThanOrEqual(2);

    // What the victim held was freed by a survivor's heartbeat once the victim had been silent
    // HEARTBEAT_STALE_MS (its last beat came before the kill; a survivor beats every HEARTBEAT_MS),
    // long before its lease ended, and was then taken by the first claim a survivor made that had
    // room for it: at once when idle (the freeing wakes the workers), as soon as a batch ends when busy.
    const freeings = leaseEnds.map((row) => ({ row, freedAt: freedAt(survivors, row.table, row.id) }));
    expect(freeings.filter((f) => f.freedAt === undefined || f.freedAt.dueFrom > killAt + HEARTBEAT_STALE_MS + HEARTBEAT_MS + 2000)).toEqual([]);
    expect(freeings.filter((f) => (f.freedAt?.dueFrom ?? Infinity) >= f.row.dueAt)).toEqual([]);
    // A claim begun before the freeing committed could not see the row: "room for it" counts from then.
    const takeovers = freeings.map(({ row, freedAt: freed }) => {
      const dueAt = freed?.dueFrom ?? Infinity;
      return { row, dueAt, ...takeOver(survivors.flatMap((s) => s.claims), row.table, row.id, row.attempt, freed?.visibleBy ?? Infinity) };
    });
    expect(takeovers.filter((t) => !t.by || t.by.now < t.dueAt || t.passedOver.length > 0)).toEqual([]);
    const delays = takeovers.map((t) => (t.by?.at ?? 0) - t.dueAt);
    const lastDone = Math.max(...survivors.flatMap((s) => s.jobs).filter((j) => leaseEnds.some((r) => r.id === j.id && KIND[r.table] === j.kind && j.attempt === r.attempt + 1)).map((j) => j.at));

    console.log(
      `[three-instances] ${total} writes through the proxy (connections per instance ${front.connections.join('/')}), ${tally.resent} resent after the kill (${tally.landedUnanswered} had landed). ` +
        `The killed instance held ${held.mail_jobs.size} mails and ${held.push_deliveries.size} push deliveries; ${twice('mail_jobs').length} and ${twice('push_deliveries').length} of them were sent twice, shown once. ` +
        `${leaseEnds.length} were freed when its heartbeat stopped, ${((Math.min(...freeings.map((f) => f.freedAt?.dueFrom ?? 0)) - killAt) / 1000).toFixed(1)} s after the kill; survivors took them ${(Math.min(...delays) / 1000).toFixed(2)}-${(Math.max(...delays) / 1000).toFixed(2)} s after that, the last done ${((lastDone - killAt) / 1000).toFixed(1)} s after the kill (lease ${LEASE_MS / 1000} s, heartbeat ${HEARTBEAT_MS / 1000} s, silent ${HEARTBEAT_STALE_MS / 1000} s counts as stopped, poll ${POLL_MS / 1000} s). ` +
        `Instances ready after ${((ready - started) / 1000).toFixed(1)} s; then kill at ${((killAt - ready) / 1000).toFixed(1)} s, writes done at ${((writesDoneAt - ready) / 1000).toFixed(1)} s, every job done at ${((doneAt - ready) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
