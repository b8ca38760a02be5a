import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * The admin dashboard's top lists (events per creator, events per community: site_tallies, kept by
 * triggers since 20261125150004) count what members organised: a single event once, and a
 * recurring event once, however many dates are made ahead for it (issue 30). So the rows of
 * `events` count only while they are no date of a series (series_id null), and each row of
 * `event_series` counts once; a date whose series is deleted (series_id set null) counts from then.
 */
const KINDS = [
  { kind: 'events_by_creator', column: 'creator_id' },
  { kind: 'events_in_community', column: 'community_id' },
] as const;

/** The tallies' statements for `row` (new or old) and `delta`: one upsert per kind, always in the same order. */
const tallyOf = (row: 'new' | 'old', delta: 1 | -1, table = 'site_tallies') =>
  KINDS.map(({ kind, column }) => `insert into site_tallies (kind, subject_id, n) values ('${kind}', ${row}.${column}, ${delta}) on conflict (kind, subject_id) do update set n = ${table}.n + ${delta};`).join('\n      ');

const moved = "(old.creator_id <> new.creator_id or old.community_id <> new.community_id)";

const SQLITE_UP = [
  'drop trigger if exists events_tally_insert',
  'drop trigger if exists events_tally_delete',
  'drop trigger if exists events_tally_update',
  `create trigger events_tally_insert after insert on events when new.series_id is null begin
      ${tallyOf('new', 1)}
    end`,
  `create trigger events_tally_delete after delete on events when old.series_id is null begin
      ${tallyOf('old', -1)}
    end`,
  // Two triggers for an update: the row stops counting where it was, and starts where it is now.
  `create trigger events_tally_update after update of creator_id, community_id, series_id on events
    when old.series_id is null and (new.series_id is not null or ${moved}) begin
      ${tallyOf('old', -1)}
    end`,
  `create trigger events_tally_update_new after update of creator_id, community_id, series_id on events
    when new.series_id is null and (old.series_id is not null or ${moved}) begin
      ${tallyOf('new', 1)}
    end`,
  `create trigger event_series_tally_insert after insert on event_series begin
      ${tallyOf('new', 1)}
    end`,
  `create trigger event_series_tally_delete after delete on event_series begin
      ${tallyOf('old', -1)}
    end`,
  `create trigger event_series_tally_update after update of creator_id, community_id on event_series when ${moved} begin
      ${tallyOf('old', -1)}
      ${tallyOf('new', 1)}
    end`,
];

const POSTGRES_UP = [
  'drop trigger if exists events_tally on events',
  `create or replace function gather_tally_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if new.series_id is null then
          ${tallyOf('new', 1)}
        end if;
      elsif tg_op = 'DELETE' then
        if old.series_id is null then
          ${tallyOf('old', -1)}
        end if;
      else
        if old.series_id is null and (new.series_id is not null or ${moved}) then
          ${tallyOf('old', -1)}
        end if;
        if new.series_id is null and (old.series_id is not null or ${moved}) then
          ${tallyOf('new', 1)}
        end if;
      end if;
      return null;
    end $$`,
  'create trigger events_tally after insert or update of creator_id, community_id, series_id or delete on events for each row execute function gather_tally_events()',
  `create function gather_tally_event_series() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${tallyOf('new', 1)}
      elsif tg_op = 'DELETE' then
        ${tallyOf('old', -1)}
      elsif ${moved} then
        ${tallyOf('old', -1)}
        ${tallyOf('new', 1)}
      end if;
      return null;
    end $$`,
  'create trigger event_series_tally after insert or update of creator_id, community_id or delete on event_series for each row execute function gather_tally_event_series()',
];

/** Counts the two tallies again from the rows, as the triggers now keep them. */
async function recount(knex: Knex, events: string): Promise<void> {
  await knex('site_tallies').whereIn('kind', KINDS.map((k) => k.kind)).delete();
  for (const { kind, column } of KINDS) {
    await knex.raw(`insert into site_tallies (kind, subject_id, n) select '${kind}', ${column}, count(*) from (${events}) organised group by ${column}`);
  }
}

export async function up(knex: Knex): Promise<void> {
  for (const statement of isPostgres(knex) ? POSTGRES_UP : SQLITE_UP) {
    await knex.raw(statement);
  }
  await recount(knex, 'select creator_id, community_id from events where series_id is null union all select creator_id, community_id from event_series');
}

/** Back to counting every row of `events` (20261125150004's triggers). */
export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('drop trigger if exists event_series_tally on event_series');
    await knex.raw('drop function if exists gather_tally_event_series()');
    await knex.raw('drop trigger if exists events_tally on events');
    await knex.raw(`create or replace function gather_tally_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
      ${tallyOf('new', 1)}
      elsif tg_op = 'DELETE' then
      ${tallyOf('old', -1)}
      elsif ${moved} then
      ${tallyOf('old', -1)}
      ${tallyOf('new', 1)}
      end if;
      return null;
    end $$`);
    await knex.raw('create trigger events_tally after insert or update of creator_id, community_id or delete on events for each row execute function gather_tally_events()');
  } else {
    for (const name of ['events_tally_insert', 'events_tally_delete', 'events_tally_update', 'events_tally_update_new', 'event_series_tally_insert', 'event_series_tally_delete', 'event_series_tally_update']) {
      await knex.raw(`drop trigger if exists ${name}`);
    }
    await knex.raw(`create trigger events_tally_insert after insert on events begin ${tallyOf('new', 1)} end`);
    await knex.raw(`create trigger events_tally_delete after delete on events begin ${tallyOf('old', -1)} end`);
    await knex.raw(`create trigger events_tally_update after update of creator_id, community_id on events when ${moved} begin ${tallyOf('old', -1)} ${tallyOf('new', 1)} end`);
  }
  await recount(knex, 'select creator_id, community_id from events');
}
