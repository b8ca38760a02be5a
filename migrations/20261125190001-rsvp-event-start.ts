import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * A reply knows when its event starts (issue 19), so "the events I am going to, soonest first"
 * is one range of an index on (user, start) bounded by the page, instead of reading every reply a
 * member ever gave and sorting them (10,000 replies for a long-time member).
 *
 * The database keeps the copy, for every write path: a new reply takes its event's start, and an
 * event moved in time moves its replies' copy in the same statement. On PostgreSQL the new reply
 * reads the event's start FOR SHARE, so it waits for a concurrent change of that start to commit
 * (and then reads the new one), and a change waits for new replies to commit (and then moves them).
 */

const SQLITE_TRIGGERS = [
  `create trigger event_rsvps_take_start after insert on event_rsvps begin
     update event_rsvps set event_start_at = (select start_at from events where id = new.event_id) where id = new.id;
   end`,
  `create trigger events_move_rsvps after update of start_at on events when old.start_at <> new.start_at begin
     update event_rsvps set event_start_at = new.start_at where event_id = new.id;
   end`,
];

const PG_STATEMENTS = [
  `create function gather_rsvp_take_start() returns trigger language plpgsql as $$
   begin
     new.event_start_at := (select start_at from events where id = new.event_id for share);
     return new;
   end $$`,
  `create trigger event_rsvps_take_start before insert on event_rsvps for each row execute function gather_rsvp_take_start()`,
  `create function gather_event_move_rsvps() returns trigger language plpgsql as $$
   begin
     update event_rsvps set event_start_at = new.start_at where event_id = new.id;
     return null;
   end $$`,
  `create trigger events_move_rsvps after update of start_at on events for each row
   when (old.start_at is distinct from new.start_at) execute function gather_event_move_rsvps()`,
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_rsvps', (t) => {
    t.string('event_start_at', 24).nullable();
  });
  await knex.raw('update event_rsvps set event_start_at = (select start_at from events where events.id = event_rsvps.event_id)');
  await knex.schema.alterTable('event_rsvps', (t) => {
    // The attending list: one member's replies by their events' start; status read from the index.
    t.index(['user_id', 'event_start_at', 'event_id', 'status'], 'event_rsvps_user_start_index');
  });
  for (const statement of isPostgres(knex) ? PG_STATEMENTS : SQLITE_TRIGGERS) {
    await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('drop trigger if exists events_move_rsvps on events');
    await knex.raw('drop trigger if exists event_rsvps_take_start on event_rsvps');
    await knex.raw('drop function if exists gather_event_move_rsvps()');
    await knex.raw('drop function if exists gather_rsvp_take_start()');
  } else {
    await knex.raw('drop trigger if exists events_move_rsvps');
    await knex.raw('drop trigger if exists event_rsvps_take_start');
  }
  await knex.schema.alterTable('event_rsvps', (t) => {
    t.dropIndex([], 'event_rsvps_user_start_index');
    t.dropColumn('event_start_at');
  });
}
