import type { Knex } from 'knex';

/**
 * Whether the viewer is invited to an event is asked for every event of a page (issue 19): to their
 * account, or to their proven e-mail. The account half had an index on (event_id, invited_user_id);
 * the e-mail half read every invitation of the event (an event with 500 invitations read 500 rows
 * per page item). With this index each half is one seek.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_invitations', (t) => {
    t.index(['event_id', 'invited_email'], 'event_invitations_event_id_invited_email_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_invitations', (t) => {
    t.dropIndex([], 'event_invitations_event_id_invited_email_index');
  });
}
