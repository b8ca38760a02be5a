import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { PushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';
import { captureLog } from '../support/log-capture';
import { decodeQuotedPrintable, startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

let sink: SmtpSink;
const dataDirs: string[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  for (const dir of dataDirs) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Keeps the push worker on this thread; these tests are about mail. */
const noPush: PushSender = { send: () => Promise.resolve({ ok: true }) };

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-reset-mail-'));
  dataDirs.push(dir);
  return dir;
}

const resetLinkIn = (text: string) => /http:\/\/gather\.test\/reset-password\?token=[\w-]+/.exec(text)?.[0] ?? '';

describe('the password reset e-mail', () => {
  it('is kept when the server stops before sending it, and the next server sends it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: newDataDir(), SMTP_URL: sink.url, PUBLIC_URL: 'http://gather.test' });

    // First run: the reset is asked for and its mail queued, but this server stops before sending it.
    const first = await startServer(config, { workers: false });
    const api = supertest(first.server);
    await api.post('/api/auth/register').send({ email: 'forgetful@example.com', password: 'long-enough-1' }).expect(201);
    await api.post('/api/auth/forgot-password').send({ email: 'forgetful@example.com' }).expect(200);
    expect(await first.db('mail_jobs').where({ kind: 'password_reset' }).whereNull('sent_at')).toHaveLength(1);
    await first.close();
    expect(sink.received).toEqual([]);

    // Second run on the same database: its mail worker finds the job and sends it; the link works.
    const second = await startServer(config, { pushSender: noPush });
    try {
      const mail = await sink.waitForMailTo('forgetful@example.com', 10_000, 'Reset your Gather password');
      expect(mail.raw).toContain('Subject: Reset your Gather password');
      const link = resetLinkIn(decodeQuotedPrintable(mail.raw));
      const token = new URL(link).searchParams.get('token') ?? '';
      const api2 = supertest(second.server);
      await api2.post('/api/auth/reset-password').send({ token, new_password: 'remembered-now' }).expect(200);
      await api2.post('/api/auth/login').send({ email: 'forgetful@example.com', password: 'remembered-now' }).expect(200);
    } finally {
      await second.close();
    }
  });

  it('without SMTP_URL is written under data/mail by the worker, and in development its link is logged', async () => {
    const dataDir = newDataDir();
    const config = loadConfig({ NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: 'http://gather.test' });
    const log = captureLog();
    const running = await startServer(config, { pushSender: noPush, logger: log.logger });
    try {
      const api = supertest(running.server);
      await api.post('/api/auth/register').send({ email: 'offline@example.com', password: 'long-enough-1' }).expect(201);
      await api.post('/api/auth/forgot-password').send({ email: 'offline@example.com' }).expect(200);
      await expect.poll(() => log.messages().some((line) => line.includes('link: http://gather.test/reset-password?token=')), { timeout: 5000 }).toBe(true);
      const mails = fs
        .readdirSync(path.join(dataDir, 'mail'))
        .filter((f) => f.endsWith('.eml'))
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8')));
      const resets = mails.filter((eml) => eml.includes('Subject: Reset your Gather password'));
      expect(resets).toHaveLength(1);
      const eml = resets[0] ?? '';
      expect(eml).toContain('To: offline@example.com');
      const link = resetLinkIn(eml);
      expect(log.messages().some((line) => line.endsWith(`link: ${link}`))).toBe(true);
    } finally {
      await running.close();
    }
  });

  it('does not hold up forgot-password while the mail server stalls', async () => {
    // A mail server that accepts connections and never answers.
    const sockets: net.Socket[] = [];
    const stalled = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const port = (stalled.address() as AddressInfo).port;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: newDataDir(), SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://gather.test' });
    const log = captureLog();
    const running = await startServer(config, { pushSender: noPush, logger: log.logger });
    try {
      const api = supertest(running.server);
      await api.post('/api/auth/register').send({ email: 'patient@example.com', password: 'long-enough-1' }).expect(201);
      const started = Date.now();
      await api.post('/api/auth/forgot-password').send({ email: 'patient@example.com' }).expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
      // The worker is stuck on the silent mail server meanwhile.
      await expect.poll(() => sockets.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(await running.db('mail_jobs').where({ recipient: 'patient@example.com' }).first()).toMatchObject({ attempts: 1, sent_at: null });
    } finally {
      for (const socket of sockets) {
        socket.destroy();
      }
      await running.close();
      await new Promise<void>((resolve) => stalled.close(() => resolve()));
    }
    // Cut off, the attempt failed and the mail waits for its retry.
    expect(log.messages().some((line) => line.includes('could not send') && line.includes('patient@example.com') && line.includes('attempt 1 of 7'))).toBe(true);
  });
});
