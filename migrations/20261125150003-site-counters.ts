import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * Site-wide totals of the two big tables (RSVPs by status, live comments), kept by the database
 * itself in the same transaction as every write, cascades included. The admin dashboard reads four
 * rows instead of counting a million: an exact count is a full scan whatever the index.
 *
 * Triggers, not application code, so no write path (an event deleted with its RSVPs and comments,
 * a comment soft-deleted, an upsert that changes a status) can forget one. A comment counts while
 * it reads as a comment: a deleted one kept as a placeholder for its replies does not.
 */
const COUNTERS = ['comments', 'rsvps:going', 'rsvps:maybe', 'rsvps:not_going'];

/** SQLite writes one row at a time: a row trigger per change. */
const SQLITE_TRIGGERS = [
  `create trigger event_rsvps_count_insert after insert on event_rsvps begin
     update site_counters set value = value + 1 where name = 'rsvps:' || new.status;
   end`,
  `create trigger event_rsvps_count_delete after delete on event_rsvps begin
     update site_counters set value = value - 1 where name = 'rsvps:' || old.status;
   end`,
  `create trigger event_rsvps_count_update after update of status on event_rsvps when old.status <> new.status begin
     update site_counters set value = value - 1 where name = 'rsvps:' || old.status;
     update site_counters set value = value + 1 where name = 'rsvps:' || new.status;
   end`,
  `create trigger comments_count_insert after insert on comments when new.deleted_at is null begin
     update site_counters set value = value + 1 where name = 'comments';
   end`,
  `create trigger comments_count_delete after delete on comments when old.deleted_at is null begin
     update site_counters set value = value - 1 where name = 'comments';
   end`,
  `create trigger comments_count_update after update of deleted_at on comments
     when (old.deleted_at is null) <> (new.deleted_at is null) begin
     update site_counters set value = value + (case when new.deleted_at is null then 1 else -1 end) where name = 'comments';
   end`,
];

/**
 * PostgreSQL: one statement-level trigger per write, from its transition tables, so an event deleted
 * with 500 RSVPs updates each counter once, not 500 times, and holds its lock until commit only once.
 * A statement updates its counters in name order; the app's writes change one event's RSVPs, then its
 * comments, per transaction, so two of them (two events deleted at once) take the counters in the same
 * order and never wait on each other in a cycle.
 */
const pgCounterFunction = (fn: string, deltas: { insert: string; update: string; delete: string }) => {
  // Each branch names only the transition tables its operation has (an INSERT has no old rows).
  const apply = (changes: string) => `
      for change in
        select name, sum(delta) as delta from (${changes}) changes group by name having sum(delta) <> 0 order by name
      loop
        update site_counters set value = value + change.delta where name = change.name;
      end loop;`;
  return `
  create function ${fn}() returns trigger language plpgsql as $$
  declare
    change record;
  begin
    if tg_op = 'INSERT' then ${apply(deltas.insert)}
    elsif tg_op = 'UPDATE' then ${apply(deltas.update)}
    else ${apply(deltas.delete)}
    end if;
    return null;
  end $$`;
};

const PG_FUNCTIONS = [
  pgCounterFunction('gather_count_rsvps', {
    insert: `select 'rsvps:' || status as name, 1 as delta from new_rows`,
    update: `select 'rsvps:' || status as name, 1 as delta from new_rows union all select 'rsvps:' || status, -1 from old_rows`,
    delete: `select 'rsvps:' || status as name, -1 as delta from old_rows`,
  }),
  pgCounterFunction('gather_count_comments', {
    insert: `select 'comments' as name, 1 as delta from new_rows where deleted_at is null`,
    update: `select 'comments' as name, 1 as delta from new_rows where deleted_at is null
             union all select 'comments', -1 from old_rows where deleted_at is null`,
    delete: `select 'comments' as name, -1 as delta from old_rows where deleted_at is null`,
  }),
];

const pgTriggers = (table: string, fn: string) => [
  `create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`,
  `create trigger ${table}_count_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
  `create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`,
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_counters', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('value').notNullable().defaultTo(0);
  });
  await knex('site_counters').insert(COUNTERS.map((name) => ({ name, value: 0 })));
  // What exists already is counted once, here; from now on the triggers keep the counts.
  await knex.raw(`
    update site_counters set value = (select count(*) from event_rsvps r where 'rsvps:' || r.status = site_counters.name)
    where name like 'rsvps:%'
  `);
  await knex.raw(`update site_counters set value = (select count(*) from comments where deleted_at is null) where name = 'comments'`);
  if (isPostgres(knex)) {
    for (const statement of [...PG_FUNCTIONS, ...pgTriggers('event_rsvps', 'gather_count_rsvps'), ...pgTriggers('comments', 'gather_count_comments')]) {
      await knex.raw(statement);
    }
    return;
  }
  for (const statement of SQLITE_TRIGGERS) {
    await knex.raw(statement);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['event_rsvps', 'comments']) {
    for (const op of ['insert', 'update', 'delete']) {
      await knex.raw(isPostgres(knex) ? `drop trigger if exists ${table}_count_${op} on ${table}` : `drop trigger if exists ${table}_count_${op}`);
    }
  }
  if (isPostgres(knex)) {
    await knex.raw('drop function if exists gather_count_rsvps()');
    await knex.raw('drop function if exists gather_count_comments()');
  }
  await knex.schema.dropTable('site_counters');
}
