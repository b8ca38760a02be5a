import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_invitations', (t) => {
    t.increments('id');
    // Kept (event_id emptied) when the event is deleted, so the invitee is told it expired.
    t.integer('event_id').nullable().references('id').inTable('events').onDelete('SET NULL');
    t.string('event_title', 200).notNullable();
    t.string('event_start_at', 24).notNullable();
    t.integer('invited_by_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('invited_user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('invited_email', 254).nullable();
    t.text('message').nullable();
    t.string('invite_code', 32).notNullable().unique();
    // A person's answer to a shareable link is an invitation of its own, pointing at the link;
    // cancelling the link keeps the answers (and the access they gave).
    t.integer('link_id').nullable().references('id').inTable('event_invitations').onDelete('SET NULL');
    t.string('status', 16).notNullable();
    t.string('created_at', 24).notNullable();
    t.string('responded_at', 24).nullable();
    t.index(['event_id', 'invited_user_id']);
    t.index(['invited_user_id', 'created_at']);
    t.index(['invited_email', 'created_at']);
    t.index(['invited_by_id', 'created_at']);
    t.unique(['link_id', 'invited_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_invitations');
}
