import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // One e-mail to send, written in the request's transaction and sent by the mail worker. The row
  // stays after sending (sent_at) or giving up (failed_at): the invitation e-mail limit counts the
  // rows a sender queued in the last hour, and old rows are purged after a week.
  await knex.schema.createTable('mail_jobs', (t) => {
    t.increments('id');
    t.string('kind', 40).notNullable();
    // Who caused the mail, when a person did; their queued and sent mail goes with their account.
    t.integer('sender_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    // The invitation the mail is about: cancelling it before the mail leaves withdraws the mail.
    t.integer('invitation_id').nullable().references('id').inTable('event_invitations').onDelete('SET NULL');
    t.string('recipient', 254).notNullable();
    t.string('subject', 500).notNullable();
    t.text('text').notNullable();
    t.text('html').nullable();
    // JSON array of the links the mail carries (logged when mail is written to files).
    t.text('links').nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 24).notNullable();
    t.string('last_error', 500).nullable();
    t.string('created_at', 24).notNullable();
    t.string('sent_at', 24).nullable();
    t.string('failed_at', 24).nullable();
    t.index(['sent_at', 'failed_at', 'next_attempt_at']);
    t.index(['sender_id', 'kind', 'created_at']);
    t.index(['invitation_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_jobs');
}
