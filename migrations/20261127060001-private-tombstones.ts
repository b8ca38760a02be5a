import type { Knex } from 'knex';

/**
 * A deleted private event's cancellation goes only to those who could see the event (issue 12
 * audit): its tombstone keeps whether it was private and who created it, and for a private one
 * who else could see it (replied, or invited). The community's owner and admins are read when the
 * feed is, as for live events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_tombstones', (t) => {
    t.boolean('is_private').notNullable().defaultTo(false);
    t.integer('creator_id').nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  // The events of tombstones kept so far are gone, so whether they were private cannot be known:
  // they count as private. Their cancellation still reaches those who were going or maybe
  // (event_tombstone_attendees, who replied, so could see it) and the community's owner and admins;
  // the rest of the community sees them leave the feed instead, for at most the 30 days they are kept.
  await knex('event_tombstones').update({ is_private: true });
  // Filled only for private events: members who replied (any answer) or were invited (pending or accepted).
  await knex.schema.createTable('event_tombstone_viewers', (t) => {
    t.integer('event_id').notNullable().references('event_id').inTable('event_tombstones').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['event_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_tombstone_viewers');
  await knex.schema.alterTable('event_tombstones', (t) => {
    t.dropColumn('creator_id');
    t.dropColumn('is_private');
  });
}
