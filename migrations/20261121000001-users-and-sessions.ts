import type { Knex } from 'knex';

// Timestamps are ISO-8601 UTC strings (24 characters, 'Z'): they sort correctly as text and read the
// same from SQLite and PostgreSQL, so one code path serves both.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('uuid', 36).notNullable().unique();
    t.string('email', 254).notNullable().unique();
    t.string('username', 40).notNullable().unique();
    t.string('full_name', 100).nullable();
    t.string('password_hash', 255).nullable();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_pro').notNullable().defaultTo(false);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('google_calendar_global_auto_sync').notNullable().defaultTo(false);
    t.string('created_at', 24).notNullable();
    t.string('last_login_at', 24).nullable();
    t.index(['created_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.string('created_at', 24).notNullable();
    t.string('expires_at', 24).notNullable();
    t.string('revoked_at', 24).nullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.string('created_at', 24).notNullable();
    t.string('expires_at', 24).notNullable();
    t.string('used_at', 24).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_resets');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
