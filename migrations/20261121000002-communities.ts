import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('communities', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.text('description').nullable();
    t.string('invite_code', 16).notNullable().unique();
    t.integer('owner_id').notNullable().references('id').inTable('users');
    t.boolean('admin_events_only').notNullable().defaultTo(false);
    t.boolean('invite_code_visible_to_all').notNullable().defaultTo(true);
    // Kept in step with community_members in the same transaction, so lists never count rows.
    t.integer('member_count').notNullable().defaultTo(0);
    t.string('created_at', 24).notNullable();
    t.index(['owner_id']);
  });

  await knex.schema.createTable('community_members', (t) => {
    t.increments('id');
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.boolean('is_admin').notNullable().defaultTo(false);
    // Each member's own choice to sync this community's events to their calendar.
    t.boolean('google_calendar_auto_sync').notNullable().defaultTo(false);
    t.string('joined_at', 24).notNullable();
    t.unique(['community_id', 'user_id']);
    t.index(['user_id', 'community_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('community_members');
  await knex.schema.dropTable('communities');
}
