import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { signUp } from '../../support/factories';
import { decodeQuotedPrintable, startSmtpSink, unreachableSmtp } from '../../support/smtp-sink';
import type { SmtpSink } from '../../support/smtp-sink';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

interface MailJob {
  id: number;
  kind: string;
  sender_id: number | null;
  text: string;
  html: string | null;
  links: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
}

let smtpPort: number;
let sink: SmtpSink | null = null;
let t: TestApp;
const mailLog: string[] = [];
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  // The app's mail server is down.
  const down = await unreachableSmtp();
  smtpPort = down.port;
  const { mailer } = down;
  t = await createTestApp({}, { mailer, mailLog: (line) => mailLog.push(line) });
});
afterAll(async () => {
  await t.close();
  await sink?.close();
});

async function mailServerDown(): Promise<void> {
  await sink?.close();
  sink = null;
}

// Every sign-up also queues a confirmation mail: these tests follow the reset mails.
const jobsTo = (recipient: string) => t.deps.db('mail_jobs').where({ recipient, kind: 'password_reset' }).orderBy('id').select<MailJob[]>('*');
const RESET_SUBJECT = 'Reset your Gather password';
const resetMails = () => (sink?.received ?? []).filter((m) => m.raw.includes(`Subject: ${RESET_SUBJECT}`));
async function jobTo(recipient: string): Promise<MailJob> {
  const jobs = await jobsTo(recipient);
  expect(jobs).toHaveLength(1);
  return jobs[0] as MailJob;
}

const forgot = (email: string) => t.request().post('/api/auth/forgot-password').send({ email }).expect(200);
const resetLinkIn = (raw: string) => /http:\/\/gather\.test\/reset-password\?token=[\w-]+/.exec(decodeQuotedPrintable(raw))?.[0] ?? '';

/** Moves the clock to `ms` after (negative: before) an ISO instant. */
function setClockTo(iso: string, ms: number): void {
  t.advanceClock(new Date(iso).getTime() + ms - t.deps.clock().getTime());
}

describe('a password reset e-mail while the mail server is unreachable', () => {
  it('answers as usual, keeps the mail, and sends it once the mail server is back; its link works', async () => {
    const { email } = await signUp(t);
    const res = await forgot(email);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    await t.drainMail();
    expect(await jobTo(email)).toMatchObject({
      kind: 'password_reset',
      sender_id: null,
      attempts: 1,
      sent_at: null,
      failed_at: null,
      last_error: expect.stringMatching(/ECONNREFUSED/) as unknown,
    });
    expect(mailLog.some((line) => line.includes('could not send') && line.includes(email) && line.includes('attempt 1 of 7'))).toBe(true);

    sink = await startSmtpSink(smtpPort);
    await t.drainMail();
    expect(resetMails()).toEqual([]); // the retry waits for its backoff

    t.advanceClock(31_000);
    await t.drainMail();
    const mail = await sink.waitForMailTo(email, 1000, RESET_SUBJECT);
    expect(mail.raw).toContain('Subject: Reset your Gather password');
    const link = resetLinkIn(mail.raw);
    expect(link).not.toBe('');
    const job = await jobTo(email);
    expect(job).toMatchObject({ attempts: 2, sent_at: expect.any(String) as unknown, failed_at: null, last_error: null });
    // Once sent, the queue keeps no usable token.
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(JSON.stringify(job)).not.toContain(token);
    expect(job).toMatchObject({ html: null, links: null });

    await t.request().post('/api/auth/reset-password').send({ token, new_password: 'back-in-business' }).expect(200);
    await t.request().post('/api/auth/login').send({ email, password: 'back-in-business' }).expect(200);

    await t.drainMail();
    expect(resetMails().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('gives up on a reset mail not sent within the token hour, rather than send a dead link', async () => {
    await mailServerDown();
    const { email } = await signUp(t);
    await forgot(email);
    await t.drainMail();
    const queued = await jobTo(email);
    expect(queued.attempts).toBe(1);
    const deadline = new Date(new Date(queued.created_at).getTime() + HOUR_MS).toISOString();
    const [reset] = await t.deps.db('password_resets').orderBy('id', 'desc').limit(1).select<{ expires_at: string }[]>('expires_at');
    expect(reset?.expires_at).toBe(deadline);

    // Retries after 30 s, 2 min, 8 min and 32 min: the fifth attempt is at about 43 minutes.
    for (const wait of [31_000, 121_000, 481_000, 1_921_000]) {
      t.advanceClock(wait);
      await t.drainMail();
    }
    const fifth = await jobTo(email);
    expect(fifth).toMatchObject({ attempts: 5, failed_at: null });
    // The next retry would be two hours away; it is due at the token's expiry instead.
    expect(fifth.next_attempt_at).toBe(deadline);

    sink = await startSmtpSink(smtpPort);
    setClockTo(deadline, -30_000);
    await t.drainMail();
    expect(await jobTo(email)).toMatchObject({ attempts: 5, failed_at: null });

    setClockTo(deadline, 1000);
    await t.drainMail();
    const given = await jobTo(email);
    expect(given).toMatchObject({ attempts: 5, sent_at: null, failed_at: expect.any(String) as unknown, html: null, links: null });
    expect(given.last_error).toMatch(new RegExp(`^Given up: not sent before its link expired at ${deadline.replace(/\./g, '\\.')} \\(last error: .*ECONNREFUSED`));
    expect(given.text).not.toContain('reset-password?token=');
    expect(mailLog.some((line) => line.includes('gave up on') && line.includes(email) && line.includes(`its link expired at ${deadline}`))).toBe(true);

    t.advanceClock(3 * HOUR_MS);
    await t.drainMail();
    expect(resetMails()).toEqual([]);
  });

  it('sends only the newest of several reset mails asked for while the mail server was down', async () => {
    await mailServerDown();
    const { email } = await signUp(t);
    for (let i = 0; i < 3; i += 1) {
      await forgot(email);
      await t.drainMail();
    }
    const jobs = await jobsTo(email);
    expect(jobs).toHaveLength(3);
    for (const older of jobs.slice(0, 2)) {
      expect(older).toMatchObject({
        sent_at: null,
        failed_at: expect.any(String) as unknown,
        last_error: 'Withdrawn: a newer password reset was asked for before the mail was sent',
        links: null,
      });
    }
    expect(jobs[2]).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });

    sink = await startSmtpSink(smtpPort);
    t.advanceClock(31_000);
    await t.drainMail();
    const mail = await sink.waitForMailTo(email, 1000, RESET_SUBJECT);
    await t.drainMail();
    expect(resetMails()).toHaveLength(1);
    const token = new URL(resetLinkIn(mail.raw)).searchParams.get('token') ?? '';
    await t.request().post('/api/auth/reset-password').send({ token, new_password: 'newest-link-works' }).expect(200);
  });

  it('does not mail an address without an account, whatever the mail server does', async () => {
    const before = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' });
    const res = await forgot('nobody-here@example.com');
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    const after = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' });
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});
