import { startJobLoop } from '../../../queue/job-loop';
import type { JobLoop } from '../../../queue/job-loop';
import { sendDueReminders } from './send-reminders';
import type { ReminderDeps } from './send-reminders';

/** Every 20 s, so a reminder goes within a minute of its time. */
export function startReminderWorker(deps: ReminderDeps, { pollMs = 20_000, log = console.error }: { pollMs?: number; log?: (line: string) => void } = {}): JobLoop {
  return startJobLoop({ name: 'reminders', pass: async (stopping) => void (await sendDueReminders(deps, stopping)), pollMs, log });
}
