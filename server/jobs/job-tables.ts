import { PURGE_JOBS } from '../features/account/purge-repo';
import { SYNC_ITEMS } from '../features/calendar/sync-repo';
import { PUSH_DELIVERIES } from '../features/push/repo';
import type { JobTable } from './claim';
import { MAIL_JOBS } from './mail-repo';

/**
 * Every job table whose rows are claimed with a lease (jobs/claim.ts): the claims an instance found
 * stopped leaves behind are freed in each (instance-heartbeat.ts). A new claimed table joins here;
 * a test checks the list against the tables that have a `claimed_by` column.
 */
export const CLAIMED_JOB_TABLES: readonly JobTable[] = [MAIL_JOBS, PUSH_DELIVERIES, SYNC_ITEMS, PURGE_JOBS];
