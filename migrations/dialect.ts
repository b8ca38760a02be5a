import type { Knex } from 'knex';

/** Whether a migration runs on PostgreSQL (else SQLite): the migrations that differ by database ask this. */
export const isPostgres = (knex: Knex): boolean => (knex.client as { config: { client: string } }).config.client === 'pg';
