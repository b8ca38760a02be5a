/**
 * One app instance in a process of its own, for tests that run several and kill some with -9:
 * the real startServer on the configuration in the environment, with short job leases and polls
 * (TEST_JOB_LEASE_MS, TEST_JOB_POLL_MS), and push messages handed to the test's collector over
 * HTTP (TEST_PUSH_COLLECTOR_URL, see push-collector.ts) in place of a browser's push service, with
 * the Topic the real sender would send. Prints "READY <url>". With TEST_REPORT_CLAIMS=1 it also
 * prints "CLAIMED <table> <claim's now> <limit> <answered at, ms> <id>:<attempt>,..." as each claim
 * of mail or push deliveries comes back (empty ones too), so a test knows what an instance it kills
 * held, and when the others took it over; and "FREED <table> <due from> <answered at, ms> <id>,..."
 * as its heartbeat frees the rows another instance held when it stopped beating.
 */
import { loadConfig } from '../../server/config';
import { topicOf } from '../../server/integrations/push';
import type { PushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';

const collector = process.env.TEST_PUSH_COLLECTOR_URL ?? '';
const sender: PushSender = {
  async send(target, payload) {
    // The worker hands its claimed delivery row over as the target.
    const deliveryId = (target as { id?: number }).id ?? null;
    const body = JSON.stringify({ endpoint: target.endpoint, payload, topic: topicOf(payload).topic ?? null, deliveryId, pid: process.pid });
    const res = await fetch(collector, { method: 'POST', body });
    return res.ok ? { ok: true } : { ok: false, gone: false, status: res.status, message: `collector answered ${res.status}` };
  },
};

const running = await startServer(loadConfig(), {
  pushSender: sender,
  jobTiming: { leaseMs: Number(process.env.TEST_JOB_LEASE_MS ?? 60_000), pollMs: Number(process.env.TEST_JOB_POLL_MS ?? 2000) },
});
if (process.env.TEST_REPORT_CLAIMS === '1') {
  // A claim is one `update <table> set attempts = attempts + 1 ... where due <= <now> ... limit <n> returning ...`
  // (server/queue/claim.ts): its last two bindings are the claim's "now" and its limit.
  // PostgreSQL quotes names with ", SQLite with `.
  const claim = /^update ["`](mail_jobs|push_deliveries)["`] set ["`]attempts["`] = attempts \+ 1/;
  // Freeing the claims of an instance that stopped beating (server/queue/instance-repo.ts): its first binding is the time they became due.
  // (Placeholders are ? on SQLite, $n on PostgreSQL.)
  const freeing = /^update ["`](mail_jobs|push_deliveries)["`] set ["`](?:next_attempt_at|run_after)["`] = (?:\?|\$1), ["`]claimed_by["`] = (?:\?|\$2) where ["`]claimed_by["`] in/;
  running.db.on('query-response', (rows: unknown, query: { sql?: string; bindings?: unknown[] }) => {
    const freed = freeing.exec(query.sql ?? '')?.[1];
    if (freed && Array.isArray(rows) && rows.length > 0) {
      const ids = (rows as { id: number }[]).map((r) => r.id).join(',');
      process.stdout.write(`FREED ${freed} ${String(query.bindings?.[0])} ${Date.now()} ${ids}\n`);
    }
    const table = claim.exec(query.sql ?? '')?.[1];
    if (table && Array.isArray(rows)) {
      const [now, limit] = (query.bindings ?? []).slice(-2);
      const taken = (rows as { id: number; attempts: number }[]).map((r) => `${r.id}:${r.attempts}`).join(',');
      // Written at once (stdout is a pipe: synchronous on Linux), so a kill -9 right after loses nothing.
      process.stdout.write(`CLAIMED ${table} ${String(now)} ${String(limit)} ${Date.now()} ${taken}\n`);
    }
  });
}
process.stdout.write(`READY ${running.url}\n`);
const stop = () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
