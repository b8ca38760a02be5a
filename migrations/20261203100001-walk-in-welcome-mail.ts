import type { Knex } from 'knex';

/**
 * Whether a walk-in given an e-mail address was sent the community's invite link:
 * `event_check_ins.welcome_mail` is 'sent' or 'not_sent' (the e-mail limits refused it, or the
 * organiser may not see the invite code), null when no address was given and for members. The
 * door shows it beside the walk-in, so an organiser knows to share the link in person; the address
 * itself is never kept here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_check_ins', (t) => {
    t.string('welcome_mail', 8).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_check_ins', (t) => {
    t.dropColumn('welcome_mail');
  });
}
