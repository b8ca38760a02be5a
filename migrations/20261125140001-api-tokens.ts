import type { Knex } from 'knex';

/**
 * Developer API tokens (issue 14). Only the SHA-256 of a token is kept; `token_prefix` is the part
 * the list shows. A deleted token keeps its row (hidden everywhere) so a client still using it is
 * told it was deleted, rather than that it never existed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('token_prefix', 16).notNullable();
    // 'read_only' or 'read_write'.
    t.string('access', 10).notNullable();
    t.string('created_at', 24).notNullable();
    t.string('last_used_at', 24).nullable();
    t.string('expires_at', 24).nullable();
    t.string('deactivated_at', 24).nullable();
    t.string('deleted_at', 24).nullable();
    t.index(['user_id', 'deleted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
