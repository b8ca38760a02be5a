/**
 * One app instance in a process of its own, for tests that run several and kill some with -9:
 * the real startServer on the configuration in the environment, with short job leases and polls
 * (TEST_JOB_LEASE_MS, TEST_JOB_POLL_MS), and push messages handed to the test's collector over
 * HTTP (TEST_PUSH_COLLECTOR_URL) in place of a browser's push service. Prints "READY <url>".
 */
import { loadConfig } from '../../server/config';
import type { PushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';

const collector = process.env.TEST_PUSH_COLLECTOR_URL ?? '';
const sender: PushSender = {
  async send(target, payload) {
    const res = await fetch(collector, { method: 'POST', body: JSON.stringify({ endpoint: target.endpoint, payload, pid: process.pid }) });
    return res.ok ? { ok: true } : { ok: false, gone: false, status: res.status, message: `collector answered ${res.status}` };
  },
};

const running = await startServer(loadConfig(), {
  pushSender: sender,
  jobTiming: { leaseMs: Number(process.env.TEST_JOB_LEASE_MS ?? 60_000), pollMs: Number(process.env.TEST_JOB_POLL_MS ?? 2000) },
});
process.stdout.write(`READY ${running.url}\n`);
const stop = () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
