import type { JobTable } from './claim';

/**
 * The job tables whose rows are claimed with a lease (queue/claim.ts), each defined here once: the
 * features' repos claim from their own (mail is the queue's own, queue/mail-repo.ts), and the claims
 * an instance found stopped leaves behind are freed in every one (instance-heartbeat.ts). A new
 * claimed table joins here; a test checks the list against the tables that have a `claimed_by` column.
 */

/** mail_jobs: a mail is to do until sent or given up; next_attempt_at says when. */
export const MAIL_JOBS: JobTable = {
  table: 'mail_jobs',
  dueColumn: 'next_attempt_at',
  pending: (rows) => {
    void rows.whereNull('sent_at').whereNull('failed_at');
  },
  columns: ['id', 'kind', 'recipient', 'subject', 'text', 'html', 'links', 'attempts', 'last_error', 'created_at', 'message_key'],
};

/** push_deliveries (features/push): a delivery is to do until sent (deleted) or given up. */
export const PUSH_DELIVERIES: JobTable = {
  table: 'push_deliveries',
  dueColumn: 'run_after',
  pending: (rows) => {
    void rows.whereNull('failed_at');
  },
  columns: ['id', 'subscription_id', 'payload', 'attempts'],
};

/** calendar_sync_items (features/calendar): to do while a change is not reconciled and it was not given up. */
export const SYNC_ITEMS: JobTable = {
  table: 'calendar_sync_items',
  dueColumn: 'next_attempt_at',
  pending: (rows) => {
    void rows.whereRaw('wanted_version > done_version').whereNull('gave_up_at');
  },
  columns: ['id', 'user_id', 'event_id', 'google_event_id', 'synced_calendar_id', 'synced_hash', 'removed_in_google', 'wanted_version', 'attempts', 'last_error'],
};

/** account_purges (features/account): a purge is to do until done. */
export const PURGE_JOBS: JobTable = {
  table: 'account_purges',
  dueColumn: 'next_attempt_at',
  pending: (rows) => void rows.whereNull('done_at'),
  columns: ['id', 'user_id', 'attempts'],
};

export const CLAIMED_JOB_TABLES: readonly JobTable[] = [MAIL_JOBS, PUSH_DELIVERIES, SYNC_ITEMS, PURGE_JOBS];
