import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key', 200).notNullable();
    // SHA-256 of method, path and body: the same key with another request is refused.
    t.string('request_hash', 64).notNullable();
    t.integer('status').nullable();
    t.text('response_body').nullable();
    t.string('created_at', 24).notNullable();
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
