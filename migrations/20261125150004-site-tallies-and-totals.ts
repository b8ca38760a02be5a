import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * How many events each member created, how many events each community holds, and how many
 * communities each member owns, kept by the database in the same transaction as every write
 * (an event deleted with its community included). The admin dashboard's top lists then read the
 * first ten entries of an index, instead of grouping 100,000 events on every visit. The site's
 * totals of members, events and communities join the RSVP and comment totals in site_counters,
 * so the overview counts none of those tables either.
 */
const TOTALS = ['users', 'events', 'communities'];
const TALLIES = [
  { kind: 'events_by_creator', table: 'events', column: 'creator_id' },
  { kind: 'events_in_community', table: 'events', column: 'community_id' },
  { kind: 'communities_by_owner', table: 'communities', column: 'owner_id' },
] as const;

const tallied = (table: string) => TALLIES.filter((tally) => tally.table === table);

function sqliteTriggers(table: string): string[] {
  const tallies = tallied(table);
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    tallies
      .map(({ kind, column }) => `insert into site_tallies (kind, subject_id, n) values ('${kind}', ${row}.${column}, ${delta}) on conflict (kind, subject_id) do update set n = n + ${delta};`)
      .join('\n     ');
  const columns = tallies.map((tally) => tally.column).join(', ');
  const moved = tallies.map(({ column }) => `old.${column} <> new.${column}`).join(' or ');
  return [
    `create trigger ${table}_tally_insert after insert on ${table} begin
     ${add('new', 1)}
   end`,
    `create trigger ${table}_tally_delete after delete on ${table} begin
     ${add('old', -1)}
   end`,
    `create trigger ${table}_tally_update after update of ${columns} on ${table} when ${moved} begin
     ${add('old', -1)}
     ${add('new', 1)}
   end`,
  ];
}

/** PostgreSQL: a row trigger per table; each write touches one row of its own per tally, always in the same order. */
function postgresTriggers(table: string): string[] {
  const tallies = tallied(table);
  const fn = `gather_tally_${table}`;
  const add = (row: 'new' | 'old', delta: 1 | -1) =>
    tallies
      .map(({ kind, column }) => `insert into site_tallies (kind, subject_id, n) values ('${kind}', ${row}.${column}, ${delta}) on conflict (kind, subject_id) do update set n = site_tallies.n + ${delta};`)
      .join('\n      ');
  const moved = tallies.map(({ column }) => `old.${column} <> new.${column}`).join(' or ');
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
      ${add('new', 1)}
      elsif tg_op = 'DELETE' then
      ${add('old', -1)}
      elsif ${moved} then
      ${add('old', -1)}
      ${add('new', 1)}
      end if;
      return null;
    end $$`,
    `create trigger ${table}_tally after insert or update of ${tallies.map((tally) => tally.column).join(', ')} or delete on ${table} for each row execute function ${fn}()`,
  ];
}

function sqliteTotalTriggers(table: string): string[] {
  return [
    `create trigger ${table}_count_insert after insert on ${table} begin update site_counters set value = value + 1 where name = '${table}'; end`,
    `create trigger ${table}_count_delete after delete on ${table} begin update site_counters set value = value - 1 where name = '${table}'; end`,
  ];
}

/** PostgreSQL: once per statement, from its transition table (a community deleted with 500 events updates the total once). */
const POSTGRES_TOTAL_FUNCTION = `
  create function gather_count_rows() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      update site_counters set value = value + (select count(*) from new_rows) where name = tg_argv[0];
    else
      update site_counters set value = value - (select count(*) from old_rows) where name = tg_argv[0];
    end if;
    return null;
  end $$`;

const postgresTotalTriggers = (table: string) => [
  `create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows for each statement execute function gather_count_rows('${table}')`,
  `create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows for each statement execute function gather_count_rows('${table}')`,
];

export async function up(knex: Knex): Promise<void> {
  for (const table of TOTALS) {
    await knex.raw(`insert into site_counters (name, value) select '${table}', count(*) from ${table}`);
    const statements = isPostgres(knex) ? postgresTotalTriggers(table) : sqliteTotalTriggers(table);
    if (isPostgres(knex) && table === TOTALS[0]) {
      statements.unshift(POSTGRES_TOTAL_FUNCTION);
    }
    for (const statement of statements) {
      await knex.raw(statement);
    }
  }
  await knex.schema.createTable('site_tallies', (t) => {
    t.string('kind', 24).notNullable();
    t.integer('subject_id').notNullable();
    t.integer('n').notNullable();
    t.primary(['kind', 'subject_id']);
  });
  // Most first, ties by the oldest subject: the order the top lists read, with no sort.
  await knex.raw('create index site_tallies_ranking_index on site_tallies (kind, n desc, subject_id)');
  for (const { kind, table, column } of TALLIES) {
    await knex.raw(`insert into site_tallies (kind, subject_id, n) select '${kind}', ${column}, count(*) from ${table} group by ${column}`);
  }
  for (const table of ['events', 'communities']) {
    for (const statement of isPostgres(knex) ? postgresTriggers(table) : sqliteTriggers(table)) {
      await knex.raw(statement);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TOTALS) {
    for (const op of ['insert', 'delete']) {
      await knex.raw(isPostgres(knex) ? `drop trigger if exists ${table}_count_${op} on ${table}` : `drop trigger if exists ${table}_count_${op}`);
    }
  }
  if (isPostgres(knex)) {
    await knex.raw('drop function if exists gather_count_rows()');
  }
  await knex('site_counters').whereIn('name', TOTALS).delete();
  for (const table of ['events', 'communities']) {
    if (isPostgres(knex)) {
      await knex.raw(`drop trigger if exists ${table}_tally on ${table}`);
      await knex.raw(`drop function if exists gather_tally_${table}()`);
    } else {
      for (const op of ['insert', 'update', 'delete']) {
        await knex.raw(`drop trigger if exists ${table}_tally_${op}`);
      }
    }
  }
  await knex.schema.dropTable('site_tallies');
}
