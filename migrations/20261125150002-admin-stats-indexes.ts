import type { Knex } from 'knex';

// The admin dashboard counts events and communities created since a day (this week, 7/30/90-day
// series): a range on created_at. users.created_at has had its index since the first migration.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.index(['created_at']);
  });
  await knex.schema.alterTable('communities', (t) => {
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('communities', (t) => {
    t.dropIndex(['created_at']);
  });
  await knex.schema.alterTable('events', (t) => {
    t.dropIndex(['created_at']);
  });
}
