import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('author_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('parent_id').nullable().references('id').inTable('comments').onDelete('CASCADE');
    t.text('content').notNullable();
    // Kept in step with comment_likes in the same transaction, so a discussion never counts rows.
    t.integer('likes_count').notNullable().defaultTo(0);
    t.string('client_id', 36).nullable();
    t.string('created_at', 24).notNullable();
    // A deleted comment that has replies keeps its place (content emptied) so the thread stays readable.
    t.string('deleted_at', 24).nullable();
    t.index(['event_id', 'parent_id', 'created_at']);
    t.index(['parent_id']);
    t.unique(['author_id', 'client_id']);
  });

  await knex.schema.createTable('comment_likes', (t) => {
    t.integer('comment_id').notNullable().references('id').inTable('comments').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 24).notNullable();
    t.primary(['comment_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comment_likes');
  await knex.schema.dropTable('comments');
}
