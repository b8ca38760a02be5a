import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // When the member asked for their account to be deleted: from then on it signs nobody in, and
    // the purge job (account_purges) removes its personal data. The row stays, emptied, so what
    // the member wrote in shared threads keeps its place and reads "Deleted member".
    t.string('deleted_at', 24).nullable();
  });
  await knex.schema.createTable('account_purges', (t) => {
    t.increments('id');
    // No foreign key on purpose: the users row is emptied, not removed, and the job must outlive any change to it.
    t.integer('user_id').notNullable().unique();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 24).notNullable();
    t.string('last_error', 500).nullable();
    t.string('created_at', 24).notNullable();
    t.string('done_at', 24).nullable();
    t.index(['done_at', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_purges');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deleted_at');
  });
}
