import type { Clock } from '../clock';
import type { Db } from '../db';
import type { Mailer, OutgoingMail } from '../integrations/mail';
import { backoffMs, inLanes, startJobLoop } from './job-loop';
import { failuresTo, msSince } from './job-outcome';
import type { JobOutcome, JobOutcomeLog } from './job-outcome';
import type { JobLoop } from './job-loop';
import * as repo from './mail-repo';

/** Attempts before giving up: retries spread over about four and three-quarter hours (see backoffMs). */
export const MAIL_MAX_ATTEMPTS = 7;
/**
 * How long one attempt holds its job: longer than any send can take (the SMTP timeouts bound it, see
 * integrations/mail.ts), short enough that a mail claimed by a process that died is sent soon after.
 */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
const BATCH = 50;

export type MailWorker = JobLoop;

interface MailWorkerOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** Mails in flight at once: a slow SMTP server holds up one lane, not the whole queue. */
  concurrency?: number;
  pollMs?: number;
  /** Failures of the loop itself, and of each mail when `logJob` is not given. */
  log?: (line: string) => void;
  /** One line per attempt at a mail: sent, retried or given up (queue/job-outcome.ts). */
  logJob?: JobOutcomeLog;
  /** How long a claim holds a mail (MAIL_LEASE_MS; shorter in tests that kill instances). */
  leaseMs?: number;
  /** The instance its claims name (queue/instance-heartbeat.ts): freed soon after it stops beating. Null: leases alone. */
  claimant?: string | null;
}

function outgoing(job: repo.MailJobRow): OutgoingMail {
  return {
    to: job.recipient,
    subject: job.subject,
    text: job.text,
    ...(job.html === null ? {} : { html: job.html }),
    ...(job.links === null ? {} : { links: JSON.parse(job.links) as string[] }),
    messageKey: repo.messageKeyOf(job),
  };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Sends queued mail from the mail_jobs table through the mailer (SMTP, or .eml files without
 * SMTP_URL). A failed send is retried with backoff and given up after MAIL_MAX_ATTEMPTS, or once
 * a mail with a lifetime (a password reset link) could only deliver a dead link; each step is
 * logged. The queue lives in the database, so a restart loses nothing and a slow SMTP server
 * delays no request.
 */
export function startMailWorker({ db, mailer, clock, concurrency = 4, pollMs = 2000, log = console.error, logJob = failuresTo(log), leaseMs = MAIL_LEASE_MS, claimant = null }: MailWorkerOptions): MailWorker {
  const describe = (job: repo.MailJobRow) => `mail job ${job.id} ("${job.subject}" to ${job.recipient})`;
  const outcome = (job: repo.MailJobRow, started: number, result: JobOutcome['outcome'], error?: string): JobOutcome => ({
    kind: 'mail',
    id: job.id,
    attempt: job.attempts,
    outcome: result,
    ms: msSince(started),
    ...(error === undefined ? {} : { error }),
  });

  /** One attempt at a claimed mail: `job.attempts` is the number of this attempt. */
  async function send(job: repo.MailJobRow): Promise<void> {
    const started = performance.now();
    // A batch is claimed at once and sent a few at a time, so on a slow day the last of it can wait
    // past its lease: each mail takes its lease again as it starts, and one another instance has
    // reclaimed meanwhile is left to that instance (otherwise both would send it).
    if (!(await repo.renewMailLease(db, job, new Date(clock().getTime() + leaseMs).toISOString(), claimant))) {
      return;
    }
    const deadline = repo.sendBy(job);
    if (deadline !== null && clock().toISOString() >= deadline) {
      // Sending now would deliver a dead link (a password reset token lives one hour).
      const lastError = job.last_error === null ? '' : ` (last error: ${job.last_error})`;
      const reason = `Given up: not sent before its link expired at ${deadline}${lastError}`;
      if (await repo.expireMail(db, job, clock().toISOString(), reason)) {
        logJob(outcome(job, started, 'failed', reason), `[mail] gave up on ${describe(job)} after ${job.attempts - 1} attempts: its link expired at ${deadline}${lastError}`);
      }
      return;
    }
    if (job.attempts > MAIL_MAX_ATTEMPTS) {
      // A process stopped during the last attempt, so it never recorded the outcome.
      await repo.failMail(db, job, clock().toISOString(), job.last_error ?? 'Interrupted during the last attempt', MAIL_MAX_ATTEMPTS);
      logJob(outcome(job, started, 'failed', job.last_error ?? 'interrupted'), `[mail] gave up on ${describe(job)} after ${MAIL_MAX_ATTEMPTS} attempts: ${job.last_error ?? 'interrupted'}`);
      return;
    }
    try {
      await mailer.send(outgoing(job));
    } catch (err) {
      const message = errorText(err);
      if (job.attempts >= MAIL_MAX_ATTEMPTS) {
        await repo.failMail(db, job, clock().toISOString(), message);
        logJob(outcome(job, started, 'failed', message), `[mail] gave up on ${describe(job)} after ${MAIL_MAX_ATTEMPTS} attempts: ${message}`);
      } else {
        const backoffAt = new Date(clock().getTime() + backoffMs(job.attempts)).toISOString();
        // A retry is not put off past the mail's deadline: there it is given up, not left waiting.
        const retryAt = deadline !== null && deadline < backoffAt ? deadline : backoffAt;
        await repo.recordFailure(db, job, message, retryAt);
        logJob(outcome(job, started, 'retry', message), `[mail] could not send ${describe(job)} (attempt ${job.attempts} of ${MAIL_MAX_ATTEMPTS}, next at ${retryAt}): ${message}`);
      }
      return;
    }
    await repo.markSent(db, job, clock().toISOString());
    logJob(outcome(job, started, 'done'), `[mail] sent mail job ${job.id} (${job.kind}, attempt ${job.attempts})`);
  }

  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const now = clock();
      const claimed = await repo.claimMail(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), BATCH, claimant);
      if (claimed.length === 0) {
        return;
      }
      const unstarted = await inLanes(claimed, concurrency, send, stopping);
      await repo.releaseMail(db, unstarted, clock().toISOString());
    }
  }

  return startJobLoop({ name: 'mail', pass, pollMs, log });
}
