import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { PushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

let sink: SmtpSink;
let dataDir: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-mail-restart-'));
});
afterAll(async () => {
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Keeps the push worker on this thread; this test is about mail. */
const noPush: PushSender = { send: () => Promise.resolve({ ok: true }) };

describe('the mail queue', () => {
  it('keeps an invitation e-mail queued by a server that stopped, and the next server sends it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: sink.url, PUBLIC_URL: 'http://gather.test' });

    // First run: the invitation is made and its mail queued, but this server stops before sending it.
    const first = await startServer(config, { workers: false });
    const api = supertest(first.server);
    await api.post('/api/auth/register').send({ email: 'host@example.com', password: 'long-enough-1' }).expect(201);
    const login = await api.post('/api/auth/login').send({ email: 'host@example.com', password: 'long-enough-1' }).expect(200);
    const auth = { Authorization: `Bearer ${(login.body as { access_token: string }).access_token}` };
    const c = await api.post('/api/communities/').set(auth).send({ name: 'Band' }).expect(201);
    const e = await api.post('/api/events/').set(auth).send({ community_id: (c.body as { id: number }).id, title: 'Gig', start_datetime: '2031-01-01T20:00:00Z' }).expect(201);
    const inv = await api.post('/api/event-invites/').set(auth).send({ event_id: (e.body as { id: number }).id, invited_email: 'fan@example.com' }).expect(201);
    expect(await first.db('mail_jobs').where({ kind: 'invitation' }).whereNull('sent_at')).toHaveLength(1);
    await first.close();
    expect(sink.received).toEqual([]);

    // Second run on the same database: its mail worker finds the job and sends it.
    const second = await startServer(config, { pushSender: noPush });
    try {
      const mail = await sink.waitForMailTo('fan@example.com', 10_000);
      expect(mail.raw).toContain('Subject: Invitation: Gig');
      expect(mail.raw).toContain(`http://gather.test/join-event/${(inv.body as { invite_code: string }).invite_code}`);
      await expect.poll(async () => (await second.db('mail_jobs').where({ kind: 'invitation' }).whereNotNull('sent_at')).length).toBe(1);
    } finally {
      await second.close();
    }
  });
});
