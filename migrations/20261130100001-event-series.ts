import type { Knex } from 'knex';

/**
 * Recurring events. A series holds a repeat rule (RRULE text, and the same rule as the app's JSON)
 * in the event's zone, and the fields its dates are made with. Each date is a row of `events`
 * (series_id, occurrence_key: its original local start date in the zone), so every feature of a
 * single event (page, replies, discussion, invitations, lists, feeds, push) works per date. Rows are
 * made up to `materialised_until` (about 26 weeks ahead, extended as time passes): a bounded window,
 * never a row per date into the far future.
 *
 * A date changed alone (`detached`) keeps its own fields when the whole series changes. A date
 * deleted alone is remembered in `event_series_exceptions` so it is not made again. A reply for every
 * date ("Going every Tuesday") is a row of `series_rsvps`, copied onto each date as it is made.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_series', (t) => {
    t.increments('id');
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('creator_id').notNullable().references('id').inTable('users');
    // The rule as the app reads it (contracts/events/recurrence.ts) and as RFC 5545 writes it.
    t.text('rule').notNullable();
    t.string('rrule', 500).notNullable();
    t.string('time_zone', 64).notNullable();
    // The first date's start (UTC) and every date's length in ms (null: no end).
    t.string('first_start_at', 24).notNullable();
    t.bigInteger('duration_ms').nullable();
    t.string('materialised_until', 24).notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.string('location', 300).nullable();
    t.string('price_range', 100).nullable();
    t.boolean('is_private').notNullable().defaultTo(false);
    t.string('event_link', 2048).nullable();
    t.string('ticket_link', 2048).nullable();
    t.string('whatsapp_link', 2048).nullable();
    t.string('created_at', 24).notNullable();
    t.string('updated_at', 24).notNullable();
    t.index(['community_id']);
    t.index(['materialised_until']);
  });
  // Plain ALTER TABLE ... ADD COLUMN on both databases: knex would rebuild SQLite's table for a
  // foreign key, dropping the triggers that keep replies' copy of the start (20261125190001).
  await knex.raw('alter table events add column series_id integer null references event_series (id) on delete set null');
  await knex.raw('alter table events add column occurrence_key varchar(20) null');
  await knex.raw('alter table events add column detached boolean not null default false');
  await knex.raw('create unique index events_series_occurrence_unique on events (series_id, occurrence_key)');
  await knex.schema.createTable('event_series_exceptions', (t) => {
    t.integer('series_id').notNullable().references('id').inTable('event_series').onDelete('CASCADE');
    t.string('occurrence_key', 20).notNullable();
    t.string('created_at', 24).notNullable();
    t.primary(['series_id', 'occurrence_key']);
  });
  await knex.schema.createTable('series_rsvps', (t) => {
    t.increments('id');
    t.integer('series_id').notNullable().references('id').inTable('event_series').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 16).notNullable();
    t.string('created_at', 24).notNullable();
    t.string('updated_at', 24).notNullable();
    t.unique(['series_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('series_rsvps');
  await knex.schema.dropTable('event_series_exceptions');
  await knex.raw('drop index events_series_occurrence_unique');
  for (const column of ['detached', 'occurrence_key', 'series_id']) {
    await knex.raw(`alter table events drop column ${column}`);
  }
  await knex.schema.dropTable('event_series');
}
