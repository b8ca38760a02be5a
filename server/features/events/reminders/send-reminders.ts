import type { AppDeps } from '../../../deps';
import { enqueueMails } from '../../../queue/mail-repo';
import { notifyReminder } from '../../push';
import { REMINDERS } from './reminder-kinds';
import type { Reminder } from './reminder-kinds';
import { reminderMail } from './reminder-mail';
import * as repo from './reminder-repo';
import { reminderWhen } from './reminder-text';
import type { EventFacts } from '../../push';

/** What sending reminders needs: the database, the clock, the workers to wake, the public address for links. */
export type ReminderDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;

/** Events handled per statement that finds them. */
const BATCH = 50;

/**
 * Sends one event's reminder in one transaction: recorded as sent for the event's start, and
 * queued for everyone going then who wants it (one push job, and e-mails), or not at all. A second
 * instance doing the same finds it recorded and sends nothing.
 */
async function remind(deps: ReminderDeps, reminder: Reminder, event: EventFacts, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  return deps.db.transaction(async (trx) => {
    if (!(await repo.markSent(trx, reminder, event, nowIso))) {
      return 0;
    }
    const recipients = await repo.recipientsOf(trx, reminder, event.id);
    const when = reminderWhen(event, now);
    await notifyReminder(deps, trx, event, when, recipients.map((one) => one.id));
    const link = `${deps.config.publicUrl}/events/${event.id}`;
    const settings = `${deps.config.publicUrl}/settings`;
    const mails = recipients.filter((one) => one.by_email).map((one) => ({ kind: 'reminder' as const, senderId: null, invitationId: null, mail: reminderMail(one.email, event, when, link, settings), nowIso }));
    await enqueueMails(trx, mails);
    if (mails.length > 0) {
      deps.jobs.kickMail();
    }
    return recipients.length;
  });
}

/** Sends every reminder due now; answers how many members were reminded. */
export async function sendDueReminders(deps: ReminderDeps, stopping: () => boolean = () => false): Promise<number> {
  let reminded = 0;
  for (const reminder of REMINDERS) {
    while (!stopping()) {
      const now = deps.clock();
      const due = await repo.dueEvents(deps.db, reminder, now.toISOString(), BATCH);
      for (const event of due) {
        reminded += await remind(deps, reminder, event, now);
      }
      if (due.length < BATCH) {
        break;
      }
    }
  }
  return reminded;
}
