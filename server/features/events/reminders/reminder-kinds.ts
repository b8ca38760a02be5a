/**
 * The reminders a member going gets before an event: a day before and an hour before, each switched
 * on or off in their settings. A reminder goes once, at its time (the worker looks every 20 s); when
 * the server was down at that time it still goes within its grace, never after it, and never once
 * the event has started.
 */
export const REMINDERS = [
  { kind: 'day_before', aheadMs: 24 * 3_600_000, graceMs: 2 * 3_600_000, setting: 'remind_day_before' },
  { kind: 'hour_before', aheadMs: 3_600_000, graceMs: 15 * 60_000, setting: 'remind_hour_before' },
] as const;

export type Reminder = (typeof REMINDERS)[number];
export type ReminderKind = Reminder['kind'];
