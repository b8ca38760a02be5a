import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { enqueueJob, saveSubscription } from '../../server/features/push/repo';
import type { PushSender } from '../../server/integrations/push';
import { enqueueMail } from '../../server/queue/mail-repo';
import { startServer } from '../../server/main';
import type { RunningServer } from '../../server/main';
import { captureLog } from '../support/log-capture';
import type { CapturedLog } from '../support/log-capture';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';

/**
 * What an operator's log shipper reads about background work: one JSON line per attempt at a job,
 * `job: { kind, id, attempt, outcome, ms }`, for mail, push deliveries, account purges and calendar syncs alike.
 */
let sink: SmtpSink;
let dataDir: string;
let log: CapturedLog;
let running: RunningServer;

// The push service answers by endpoint: delivered, gone (the browser unsubscribed), or down.
const sender: PushSender = {
  send: (target) =>
    Promise.resolve(
      target.endpoint.endsWith('/ok')
        ? { ok: true }
        : target.endpoint.endsWith('/gone')
          ? { ok: false, gone: true, status: 410, message: 'Gone' }
          : { ok: false, gone: false, status: 503, message: 'push service answered 503' },
    ),
};

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-job-log-'));
  log = captureLog();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: sink.url, PUBLIC_URL: 'http://gather.test' });
  running = await startServer(config, { pushSender: sender, logger: log.logger, jobTiming: { leaseMs: 60_000, pollMs: 50 } });
});
afterAll(async () => {
  await running.close();
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type JobLine = { level: number; msg: string; job: { kind: string; id: number; attempt: number; outcome: string; ms: number; error?: string } };
const jobLines = () => log.entries.filter((e): e is JobLine => typeof e.job === 'object' && e.job !== null);

describe('the job log', () => {
  it('writes one line per attempt at a mail, a push delivery, an account purge and a calendar sync, with its outcome and time', async () => {
    const { db } = running;
    const nowIso = new Date().toISOString();
    const [a, b, c] = await db('users')
      .insert(['a', 'b', 'c'].map((n, i) => ({ uuid: `00000000-0000-4000-8000-00000000000${i}`, email: `${n}@example.com`, username: n, password_hash: 'x', created_at: nowIso })))
      .returning<{ id: number }[]>('id');
    const ids = [a?.id ?? 0, b?.id ?? 0, c?.id ?? 0];
    await saveSubscription(db, ids[0] ?? 0, { endpoint: 'https://push.example/ok', p256dh: 'k', auth: 'a' }, nowIso);
    await saveSubscription(db, ids[1] ?? 0, { endpoint: 'https://push.example/gone', p256dh: 'k', auth: 'a' }, nowIso);
    await saveSubscription(db, ids[2] ?? 0, { endpoint: 'https://push.example/down', p256dh: 'k', auth: 'a' }, nowIso);
    await enqueueJob(db, ids, JSON.stringify({ title: 'Moved' }), nowIso);
    await enqueueMail(db, { kind: 'invitation', senderId: null, invitationId: null, mail: { to: 'guest@example.com', subject: 'Invitation', text: 'Come' }, nowIso });
    await db('account_purges').insert({ user_id: ids[2], next_attempt_at: nowIso, created_at: nowIso });
    // A member's calendar copy to bring in line (Google is not set up here: nothing to call, done at once).
    const [community] = await db('communities').insert({ name: 'Logs', invite_code: 'JOBLOGS001', owner_id: ids[0], member_count: 1, created_at: nowIso }).returning<{ id: number }[]>('id');
    const [event] = await db('events')
      .insert({ community_id: community?.id, creator_id: ids[0], title: 'Logged', start_at: '2031-06-01T18:00:00.000Z', time_zone: 'Europe/London', created_at: nowIso, updated_at: nowIso })
      .returning<{ id: number }[]>('id');
    await db('calendar_sync_items').insert({ user_id: ids[0], event_id: event?.id, google_event_id: 'gatherlogged', wanted_version: 1, done_version: 0, next_attempt_at: nowIso });

    await expect.poll(() => jobLines().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
    const lines = jobLines();
    const byKind = (kind: string) => lines.filter((l) => l.job.kind === kind);
    expect(byKind('mail').map((l) => l.job)).toEqual([{ kind: 'mail', id: expect.any(Number) as number, attempt: 1, outcome: 'done', ms: expect.any(Number) as number }]);
    expect(byKind('purge').map((l) => l.job)).toEqual([{ kind: 'purge', id: expect.any(Number) as number, attempt: 1, outcome: 'done', ms: expect.any(Number) as number }]);
    expect(byKind('calendar').map((l) => l.job)).toEqual([{ kind: 'calendar', id: expect.any(Number) as number, attempt: 1, outcome: 'done', ms: expect.any(Number) as number }]);
    expect(
      byKind('push')
        .map((l) => [l.job.outcome, l.job.attempt, l.job.error, l.level])
        .sort(),
    ).toEqual([
      ['done', 1, undefined, 30],
      ['gone', 1, undefined, 40],
      ['retry', 1, 'push service answered 503', 40],
    ]);
    for (const line of lines) {
      expect(line.job.ms).toBeGreaterThanOrEqual(0);
      expect(line.msg).toMatch(/^\[(mail|push|account|calendar)\] /);
    }
  });
});
