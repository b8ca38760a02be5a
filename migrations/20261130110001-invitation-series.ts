import type { Knex } from 'knex';

/**
 * An invitation to a date of a recurring event may be to that date or to every date from it on
 * (issue 30): `series` remembers which, so accepting answers for the one date or for the series.
 * A plain ALTER TABLE ... ADD COLUMN on both databases (no table rebuild on SQLite).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table event_invitations add column series boolean not null default false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table event_invitations drop column series');
}
