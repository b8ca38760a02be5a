import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // When the member proved they receive mail at `email` (a mailed link, or Google saying so).
    // Accounts made before this column start unproven: invitations addressed to their e-mail and
    // ADMIN_EMAILS rights wait until they follow a verification link.
    t.string('email_verified_at', 24).nullable();
  });
  await knex.schema.createTable('email_verifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The address the link proves: changing the e-mail leaves older links proving nothing.
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('created_at', 24).notNullable();
    t.string('expires_at', 24).notNullable();
    t.string('used_at', 24).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verifications');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at');
  });
}
