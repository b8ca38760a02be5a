import type { Knex } from 'knex';

/**
 * A discussion's count (comments that read as comments, placeholders left out) read from an index
 * alone (issue 19): the heading's total no longer visits every comment row of the event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.index(['event_id', 'deleted_at'], 'comments_event_live_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comments', (t) => {
    t.dropIndex([], 'comments_event_live_index');
  });
}
