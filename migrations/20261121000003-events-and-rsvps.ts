import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('events', (t) => {
    t.increments('id');
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('creator_id').notNullable().references('id').inTable('users');
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    // UTC instants as ISO text, plus the event's own IANA zone for showing its local time.
    t.string('start_at', 24).notNullable();
    t.string('end_at', 24).nullable();
    t.string('time_zone', 64).notNullable();
    t.string('location', 300).nullable();
    t.string('price_range', 100).nullable();
    t.boolean('is_private').notNullable().defaultTo(false);
    t.string('event_link', 2048).nullable();
    t.string('ticket_link', 2048).nullable();
    t.string('whatsapp_link', 2048).nullable();
    t.string('created_at', 24).notNullable();
    t.string('updated_at', 24).notNullable();
    t.index(['community_id', 'start_at']);
    t.index(['creator_id', 'start_at']);
  });

  await knex.schema.createTable('event_rsvps', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 16).notNullable();
    t.string('created_at', 24).notNullable();
    t.string('updated_at', 24).notNullable();
    t.unique(['event_id', 'user_id']);
    // Counting replies per event by status, and listing a user's events, both read an index only.
    t.index(['event_id', 'status']);
    t.index(['user_id', 'status', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_rsvps');
  await knex.schema.dropTable('events');
}
