import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import type { PushSender } from '../../server/integrations/push';
import { enqueueMail } from '../../server/jobs/mail-repo';
import { startServer } from '../../server/main';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

/**
 * What a load balancer and the job tables see when an instance gets SIGTERM (main.ts calls
 * close()): readiness fails at once, every request already in flight is answered, the mail in
 * flight is sent, and the mail it had claimed but not started is handed back, not left leased.
 */
let sink: SmtpSink;
let dataDir: string;
beforeAll(async () => {
  // A slow mail server: each mail takes 400 ms, so the shutdown lands mid-send.
  sink = await startSmtpSink(0, { delayMs: 400 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-shutdown-'));
});
afterAll(async () => {
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const noPush: PushSender = { send: () => Promise.resolve({ ok: true }) };

/** A plain request on its own connection: its status, or the network error's code. */
function request(base: string, method: string, pathname: string, body?: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${pathname}`, { method, agent: false, headers: { 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('shutting down (SIGTERM)', () => {
  it('answers every request in flight, fails readiness, and leaves no mail claimed', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: sink.url, PUBLIC_URL: 'http://gather.test', LOG_LEVEL: 'silent' });
    const running = await startServer(config, { pushSender: noPush });
    const base = running.url.replace('localhost', '127.0.0.1');
    expect(await request(base, 'GET', '/api/ready')).toBe(200);

    const nowIso = new Date().toISOString();
    for (let i = 0; i < 30; i += 1) {
      await enqueueMail(running.db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: `guest${i}@example.com`, subject: 'Invitation', text: 'Come' }, nowIso });
    }
    // The worker's next poll claims a batch and starts sending (four at a time, each 400 ms).
    await expect.poll(async () => (await running.db('mail_jobs').where('attempts', '>', 0)).length, { timeout: 5000 }).toBeGreaterThan(0);

    // Twenty sign-ups in flight (each hashes a password: tens of ms of CPU): once the server has
    // received them all, the signal (a busy machine may take seconds to accept twenty connections).
    let received = 0;
    running.server.on('request', () => {
      received += 1;
    });
    const inFlight = Array.from({ length: 20 }, (_, i) => request(base, 'POST', '/api/auth/register', { email: `late${i}@example.com`, password: 'long-enough-1' }));
    await expect.poll(() => received, { interval: 1, timeout: 15_000 }).toBe(20);
    const closing = running.close();
    expect(await request(base, 'GET', '/api/ready')).not.toBe(200);

    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 20 }, () => 201));
    await closing;

    const db = createDb(config.database);
    try {
      const mails = await db('mail_jobs').select<{ sent_at: string | null; attempts: number; next_attempt_at: string }[]>('sent_at', 'attempts', 'next_attempt_at');
      const sent = mails.filter((m) => m.sent_at !== null);
      const left = mails.filter((m) => m.sent_at === null);
      // The mails in flight were sent, and the mail server got each of them once.
      expect(sent.length).toBeGreaterThan(0);
      expect(sink.received).toHaveLength(sent.length);
      // The rest are due now with no attempt counted: the next instance sends them at once.
      expect(left.length).toBeGreaterThan(0);
      for (const mail of left) {
        expect(mail.attempts).toBe(0);
        expect(mail.next_attempt_at <= new Date().toISOString()).toBe(true);
      }
      const users = await db('users').where('email', 'like', 'late%').count({ n: '*' });
      expect(Number(users[0]?.n)).toBe(20);
    } finally {
      await db.destroy();
    }
  });
});
