import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { claimDue, claimedBy, releaseClaims, renewLease, UNCLAIMED } from './claim';
import { MAIL_JOBS } from './job-tables';
import type { OutgoingMail } from '../integrations/mail';

/**
 * What a mail is for. The mail a member sends to an address they typed (an event's 'invitation', a
 * walk-in's 'walk_in_welcome') counts toward the e-mail limits of features/invitations/email-limits.ts.
 */
export type MailKind = 'invitation' | 'walk_in_welcome' | 'password_reset' | 'email_verification' | 'payment_failed' | 'seat_opened' | 'reminder';

/** How long a password reset token works (features/auth); its mail is given up if it has not left by then. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Kinds whose mail is useless after a while: the worker gives up on one not sent that long after
 * it was queued. A password reset mail carries a token queued with it that works for one hour; a
 * reminder is late after an hour (the one an hour before would arrive with the event started).
 */
const MAIL_LIFETIME_MS: Partial<Record<MailKind, number>> = { password_reset: RESET_TOKEN_TTL_MS, reminder: 60 * 60 * 1000 };

/**
 * Kinds whose body carries a live secret (the reset link with its raw token): the body is blanked
 * once the mail is sent or given up, so the table keeps no usable token past its sending.
 */
const SECRET_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['password_reset', 'email_verification']);
const BLANKED_BODY = { text: '(removed once the mail was sent or given up: it carried a single-use link)', html: null, links: null };
const blankedIfSecret = (kind: MailKind) => (SECRET_KINDS.has(kind) ? BLANKED_BODY : {});

export interface MailJobRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  links: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** Null for mail queued before Message-IDs were kept (see messageKeyOf). */
  message_key: string | null;
}

/** The left part of the job's Message-ID: drawn when queued, or derived from the row for older rows. */
export const messageKeyOf = (job: Pick<MailJobRow, 'id' | 'created_at' | 'message_key'>): string =>
  job.message_key ?? `mail-job-${job.id}.${new Date(job.created_at).getTime()}`;

/** When a mail of a kind with a lifetime stops being worth sending (ISO), or null. */
export function sendBy(job: Pick<MailJobRow, 'kind' | 'created_at'>): string | null {
  const lifetime = MAIL_LIFETIME_MS[job.kind];
  return lifetime === undefined ? null : new Date(new Date(job.created_at).getTime() + lifetime).toISOString();
}

interface NewMailJob {
  kind: MailKind;
  senderId: number | null;
  invitationId: number | null;
  mail: OutgoingMail;
  nowIso: string;
}

/** Queues a mail in the caller's transaction `db`; it is due at once. */
export async function enqueueMail(db: Db, job: NewMailJob): Promise<void> {
  await enqueueMails(db, [job]);
}

/** Rows per insert: SQLite allows 500 terms in the compound SELECT knex writes for many rows. */
const CHUNK = 200;

/** Queues many mails in a few statements (reminders to everyone going). */
export async function enqueueMails(db: Db, jobs: readonly NewMailJob[]): Promise<void> {
  const rows = jobs.map((job) => ({
    kind: job.kind,
    sender_id: job.senderId,
    invitation_id: job.invitationId,
    recipient: job.mail.to,
    subject: job.mail.subject,
    text: job.mail.text,
    html: job.mail.html ?? null,
    links: job.mail.links ? JSON.stringify(job.mail.links) : null,
    attempts: 0,
    next_attempt_at: job.nowIso,
    created_at: job.nowIso,
    message_key: randomUUID(),
  }));
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db('mail_jobs').insert(rows.slice(at, at + CHUNK));
  }
}

/** Mails of these kinds a user queued since then, whatever became of them (sent, waiting, withdrawn). */
export async function countQueuedSince(db: Db, senderId: number, kinds: readonly MailKind[], sinceIso: string): Promise<number> {
  const row = await db('mail_jobs')
    .where({ sender_id: senderId })
    .whereIn('kind', kinds)
    .where('created_at', '>=', sinceIso)
    .count<{ n: number | string }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** Mails of these kinds queued to an address since then, from any sender. */
export async function countQueuedToSince(db: Db, recipient: string, kinds: readonly MailKind[], sinceIso: string): Promise<number> {
  const row = await db('mail_jobs')
    .where({ recipient })
    .whereIn('kind', kinds)
    .where('created_at', '>=', sinceIso)
    .count<{ n: number | string }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** Stops the unsent mail about an invitation (it was cancelled); the row stays, so it still counts. */
export async function withdrawUnsentForInvitation(db: Db, invitationId: number, nowIso: string): Promise<void> {
  await db('mail_jobs')
    .where({ invitation_id: invitationId })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ failed_at: nowIso, last_error: 'Withdrawn: the invitation was cancelled before the mail was sent' });
}

/**
 * Stops the unsent password reset mails to an address: a newer reset was just asked for, and its
 * mail is the one to send. (The older tokens still work until they expire or one is used.)
 */
export async function withdrawUnsentPasswordResets(db: Db, recipient: string, nowIso: string): Promise<void> {
  await db('mail_jobs')
    .where({ kind: 'password_reset', recipient })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ failed_at: nowIso, last_error: 'Withdrawn: a newer password reset was asked for before the mail was sent', ...BLANKED_BODY });
}

/** Stops the unsent invitation mail of an event that is being deleted: it would invite to nothing. */
export async function withdrawUnsentForEvent(db: Db, eventId: number, nowIso: string): Promise<void> {
  await db('mail_jobs')
    .whereIn('invitation_id', db('event_invitations').select('id').where({ event_id: eventId }))
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({ failed_at: nowIso, last_error: 'Withdrawn: the event was deleted before the mail was sent' });
}

/**
 * Claims due mail for one attempt each (see queue/claim.ts): the rows come back with the attempt
 * this is, leased until `leaseUntilIso`; should this process stop mid-send, each is due again when
 * its lease ends and is sent again with the same Message-ID.
 */
export async function claimMail(db: Db, nowIso: string, leaseUntilIso: string, limit: number, claimant: string | null = null): Promise<MailJobRow[]> {
  const rows = await claimDue<MailJobRow>(db, MAIL_JOBS, { nowIso, leaseUntilIso, limit, claimant });
  return rows.sort((a, b) => a.id - b.id);
}

/** Keeps the claim of one mail from now to `leaseUntilIso`: false when another worker has reclaimed it meanwhile. */
export const renewMailLease = (db: Db, job: Pick<MailJobRow, 'id' | 'attempts'>, leaseUntilIso: string, claimant: string | null = null) =>
  renewLease(db, MAIL_JOBS, job, leaseUntilIso, claimant);

/** Hands back claimed mail a stopping worker did not start (see queue/claim.ts releaseClaims). */
export const releaseMail = (db: Db, jobs: readonly Pick<MailJobRow, 'id' | 'attempts'>[], nowIso: string) => releaseClaims(db, MAIL_JOBS, jobs, nowIso);

export async function markSent(db: Db, job: Pick<MailJobRow, 'id' | 'kind'>, nowIso: string): Promise<void> {
  await db('mail_jobs')
    .where({ id: job.id })
    .update({ sent_at: nowIso, last_error: null, ...blankedIfSecret(job.kind), ...UNCLAIMED });
}

/** Notes why an attempt failed and when to retry, unless the mail was withdrawn or reclaimed meanwhile. */
export async function recordFailure(db: Db, job: Pick<MailJobRow, 'id' | 'attempts'>, error: string, retryAtIso: string): Promise<void> {
  await db('mail_jobs').where(claimedBy(job)).whereNull('failed_at').update({ last_error: error.slice(0, 500), next_attempt_at: retryAtIso, ...UNCLAIMED });
}

/**
 * Gives up on a claimed job. `attemptsMade` is how many sends were really tried, when the claim
 * that finds the job hopeless tries none (its attempts count would otherwise include that claim).
 */
export async function failMail(
  db: Db,
  job: Pick<MailJobRow, 'id' | 'kind' | 'attempts'>,
  nowIso: string,
  error: string,
  attemptsMade = job.attempts,
): Promise<void> {
  await db('mail_jobs')
    .where(claimedBy(job))
    .whereNull('sent_at')
    .update({ failed_at: nowIso, last_error: error.slice(0, 500), attempts: attemptsMade, ...blankedIfSecret(job.kind), ...UNCLAIMED });
}

/**
 * Gives up on a claimed job that is past its lifetime (sendBy), unless another worker reclaimed or
 * finished it meanwhile. True when this call gave it up.
 */
export async function expireMail(db: Db, job: MailJobRow, nowIso: string, error: string): Promise<boolean> {
  const updated = await db('mail_jobs')
    .where(claimedBy(job))
    .whereNull('sent_at')
    .whereNull('failed_at')
    // The claim that found it expired sent nothing: the count stays the sends really tried.
    .update({ failed_at: nowIso, last_error: error.slice(0, 500), attempts: job.attempts - 1, ...blankedIfSecret(job.kind), ...UNCLAIMED });
  return updated === 1;
}

/** Forgets mail sent or given up before `beforeIso` (the hourly limit only looks back an hour). */
export async function purgeFinishedBefore(db: Db, beforeIso: string): Promise<void> {
  await db('mail_jobs')
    .where((finished) => {
      void finished.where('sent_at', '<', beforeIso).orWhere('failed_at', '<', beforeIso);
    })
    .delete();
}
