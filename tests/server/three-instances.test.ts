import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob, saveSubscription } from '../../server/features/push/repo';
import { enqueueMail } from '../../server/jobs/mail-repo';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';

/**
 * Three instances of the app, each its own process, on one PostgreSQL: 2,500 mails and 2,500 push
 * deliveries are done, one instance is killed with -9 in the middle, and afterwards every job was
 * done, none twice except what the killed instance had in flight (sent again after its lease, with
 * the same Message-ID), and nothing is left claimed.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const LEASE_MS = 10_000;
const POLL_MS = 300;

let database: TestDatabase;
let sink: SmtpSink;
let collector: http.Server;
const pushes: { endpoint: string; payload: string }[] = [];
const children: ChildProcess[] = [];

function startInstance(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/instance-main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (out.includes('READY ')) {
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${String(code)} before it was ready`)));
  });
}

beforeAll(async () => {
  if (!pgUrl) {
    return;
  }
  database = await createTestDatabase();
  sink = await startSmtpSink();
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    // An instance killed mid-request resets its connection: that push was not delivered.
    req.on('error', () => undefined);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushes.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { endpoint: string; payload: string });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
  }
  if (!pgUrl) {
    return;
  }
  await sink.close();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
  await database.drop();
});

describe.runIf(pgUrl)('three instances on one PostgreSQL', () => {
  it('do 5,000 mail and push jobs once each, and a killed instance\'s jobs after its lease', async () => {
    const { db, config } = database;
    const nowIso = new Date().toISOString();
    for (let i = 0; i < 2500; i += 1) {
      await enqueueMail(db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: `guest${i}@example.com`, subject: `Invitation ${i}`, text: 'Come' }, nowIso });
    }
    const [first] = await db('users').insert(Array.from({ length: 50 }, (_, i) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `m${i}@example.com`, username: `m${i}`, password_hash: 'x', created_at: nowIso }))).returning<{ id: number }[]>('id');
    const userIds = Array.from({ length: 50 }, (_, i) => (first?.id ?? 0) + i);
    for (const id of userIds) {
      await saveSubscription(db, id, { endpoint: `https://push.example/${id}`, p256dh: 'k', auth: 'a' }, nowIso);
    }
    for (let job = 0; job < 50; job += 1) {
      await enqueueJob(db, userIds, JSON.stringify({ title: `Event changed ${job}` }), nowIso);
    }

    const env = {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${config.client === 'postgres' ? config.searchPath : ''}`)}`,
      // Pooled SMTP connections (nodemailer's `pool`), as a busy install would configure it.
      SMTP_URL: `${sink.url}?pool=true`,
      TEST_PUSH_COLLECTOR_URL: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`,
      TEST_JOB_LEASE_MS: String(LEASE_MS),
      TEST_JOB_POLL_MS: String(POLL_MS),
    };
    const instances = await Promise.all([startInstance(env), startInstance(env), startInstance(env)]);

    // Kill one instance mid-run, without warning: what it had claimed waits for its lease.
    await expect.poll(() => sink.received.length + pushes.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(1000);
    instances[2]?.kill('SIGKILL');

    const pending = async () => {
      const mail = await db('mail_jobs').whereNull('sent_at').count<{ n: string }[]>({ n: '*' });
      const deliveries = await db('push_deliveries').count<{ n: string }[]>({ n: '*' });
      const jobs = await db('push_jobs').count<{ n: string }[]>({ n: '*' });
      return Number(mail[0]?.n) + Number(deliveries[0]?.n) + Number(jobs[0]?.n);
    };
    await expect.poll(pending, { timeout: 120_000, interval: 250 }).toBe(0);

    // Every mail arrived; one sent twice can only be one the killed instance had in flight, and it
    // carries the same Message-ID both times, so mail clients show it once.
    const messageIds = sink.received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(new Set(messageIds).size).toBe(2500);
    expect(sink.received.length - 2500).toBeLessThanOrEqual(4);
    const pushKeys = new Set(pushes.map((p) => `${p.endpoint} ${p.payload}`));
    expect(pushKeys.size).toBe(2500);
    expect(pushes.length - 2500).toBeLessThanOrEqual(16);
  }, 240_000);
});
