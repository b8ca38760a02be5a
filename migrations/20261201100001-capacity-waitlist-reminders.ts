import type { Knex } from 'knex';

/**
 * Seats, a waitlist and reminders (issue 31).
 *
 * - `events.capacity` (null: no limit) and `guests_allowed`, with the same on `event_series` so each
 *   date of a recurring event is made with them (each date has its own seats).
 * - `event_rsvps.status` may be `waitlisted`: the member answered going to a full event. Everything that
 *   reads going (feeds, Google, reminders, push about changes) so counts confirmed seats only.
 *   `waitlist_seq` orders the waitlist: one more than the last waiting, drawn under the event's lock,
 *   so arrival order is exact even for answers in the same millisecond. `guests` counts with the seat.
 * - Reminders are not a row per member: the reminder worker finds events whose reminder is due and
 *   sends to who is going then. `event_reminders_sent` records each reminder sent, keyed by the start
 *   it was for, so it goes once, and a moved event is reminded again for its new start.
 * - `site_counters` gains `rsvps:waitlisted`: the triggers of 20261125150003 count by status and
 *   update only a counter that exists (no answer is waitlisted before this migration: it starts at 0).
 * - `users.remind_*`: the member's choice of reminders (both on by default), and e-mail besides push.
 *
 * Plain ALTER TABLE ... ADD COLUMN on both databases: knex would rebuild SQLite's tables, dropping
 * the triggers kept on `events` and `event_rsvps` (20261125190001, 20261130110002).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table events add column capacity integer null');
  await knex.raw('alter table events add column guests_allowed integer not null default 0');
  await knex.raw('alter table event_series add column capacity integer null');
  await knex.raw('alter table event_series add column guests_allowed integer not null default 0');
  await knex.raw('alter table event_rsvps add column guests integer not null default 0');
  await knex.raw('alter table event_rsvps add column waitlist_seq integer null');
  // The seats taken (the sum of 1 + guests over the answers going), read from the index alone on
  // every answer to an event with a capacity: 5,000 going cost about 2 ms read from the table on
  // PostgreSQL (npm run bench:capacity). It replaces the index on (event_id, status), its prefix.
  await knex.raw('create index event_rsvps_event_status_guests on event_rsvps (event_id, status, guests)');
  await knex.raw('drop index event_rsvps_event_id_status_index');
  await knex('site_counters').insert({ name: 'rsvps:waitlisted', value: 0 });
  // The waitlist in its order, and the next to promote, read by index.
  await knex.raw('create index event_rsvps_waitlist on event_rsvps (event_id, waitlist_seq) where waitlist_seq is not null');
  // The reminder worker's scan: events by start.
  await knex.raw('create index events_start_at on events (start_at)');
  await knex.raw('alter table users add column remind_day_before boolean not null default true');
  await knex.raw('alter table users add column remind_hour_before boolean not null default true');
  await knex.raw('alter table users add column remind_by_email boolean not null default false');
  await knex.schema.createTable('event_reminders_sent', (t) => {
    t.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.string('start_at', 24).notNullable();
    t.string('sent_at', 24).notNullable();
    t.primary(['event_id', 'kind', 'start_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_reminders_sent');
  await knex.raw('drop index events_start_at');
  await knex.raw('drop index event_rsvps_waitlist');
  await knex.raw('create index event_rsvps_event_id_status_index on event_rsvps (event_id, status)');
  await knex.raw('drop index event_rsvps_event_status_guests');
  await knex('site_counters').where({ name: 'rsvps:waitlisted' }).delete();
  for (const [table, column] of [
    ['users', 'remind_by_email'],
    ['users', 'remind_hour_before'],
    ['users', 'remind_day_before'],
    ['event_rsvps', 'waitlist_seq'],
    ['event_rsvps', 'guests'],
    ['event_series', 'guests_allowed'],
    ['event_series', 'capacity'],
    ['events', 'guests_allowed'],
    ['events', 'capacity'],
  ] as const) {
    await knex.raw(`alter table ${table} drop column ${column}`);
  }
}
