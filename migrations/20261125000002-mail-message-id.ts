import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_jobs', (t) => {
    // The left part of the mail's Message-ID, drawn when it is queued: a mail sent again after a crash mid-send carries
    // the same one, so mail clients show it once. Rows queued before this column use one derived from
    // their id and creation time (jobs/mail-worker.ts).
    t.string('message_key', 64).nullable();
    // The daily limit of invitation e-mails to one address, across senders.
    t.index(['recipient', 'kind', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_jobs', (t) => {
    t.dropIndex(['recipient', 'kind', 'created_at']);
    t.dropColumn('message_key');
  });
}
