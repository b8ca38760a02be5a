import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/integrations/mail';
import { decodeQuotedPrintable, startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('the mail adapter', () => {
  it('delivers through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, from: 'Gather <no-reply@gather.test>', dataDir: os.tmpdir() });
    await mailer.send({ to: 'reader@example.com', subject: 'Hello there', text: 'Open https://gather.test/x?token=abc' });
    const mail = await sink.waitForMailTo('reader@example.com');
    expect(mail.from).toBe('no-reply@gather.test');
    expect(mail.raw).toContain('Subject: Hello there');
    expect(decodeQuotedPrintable(mail.raw)).toContain('https://gather.test/x?token=abc');
  });

  it('writes an .eml file under data/mail and, in development, logs its links when no SMTP is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-mail-'));
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Gather <no-reply@gather.test>', dataDir, logLinks: true, log: (l) => lines.push(l) });
    await mailer.send({ to: 'self@example.com', subject: 'Reset', text: 'Go to http://x/reset', links: ['http://x/reset'] });
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: self@example.com');
    expect(eml).toContain('Subject: Reset');
    expect(lines.join('\n')).toContain('link: http://x/reset');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs no link otherwise: a reset link in a log is a password anyone reading the log can use', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-mail-'));
    const lines: string[] = [];
    const mailer = createMailer({ smtpUrl: null, from: 'Gather <no-reply@gather.test>', dataDir, log: (l) => lines.push(l) });
    await mailer.send({ to: 'self@example.com', subject: 'Reset', text: 'Go to http://x/reset', links: ['http://x/reset'] });
    expect(lines.join('\n')).toContain('wrote "Reset" for self@example.com');
    expect(lines.join('\n')).not.toContain('http://x/reset');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
