import type { Knex } from 'knex';

/**
 * Takes back what older code gave an e-mail address nobody had proven (issue 11, finding 4), now
 * that only a proven address earns it (auth/email-verification.ts, users/proven-email.ts):
 *
 * - Site-admin rights granted through ADMIN_EMAILS to an account whose address is unproven. Before
 *   e-mail verification, registering or signing in with a listed address made the account an admin,
 *   so whoever registered it first took the rights. Only accounts whose address ADMIN_EMAILS names
 *   lose them: that list is the only way the app grants them, and an admin made any other way (by
 *   hand in the database) is left as it is. The owner of the address gets them back on confirming it
 *   (markEmailVerified grants them again).
 * - Pending invitations sent to an address and tied to the account that registered it unproven:
 *   they are addressed to the e-mail again, so its proven owner alone sees and answers them.
 *
 * ADMIN_EMAILS is read as the server reads it (config.ts), here and not through the config module so
 * that this migration keeps doing the same thing whatever that module becomes.
 */
function adminEmails(): string[] {
  return (process.env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
}

export async function up(knex: Knex): Promise<void> {
  const listed = adminEmails();
  for (let from = 0; from < listed.length; from += 500) {
    await knex('users')
      .whereNull('email_verified_at')
      .where({ is_admin: true })
      .whereIn('email', listed.slice(from, from + 500))
      .update({ is_admin: false });
  }
  await knex('event_invitations')
    .where({ status: 'pending' })
    .whereNotNull('invited_email')
    .whereIn('invited_user_id', knex('users').select('id').whereNull('email_verified_at'))
    .update({ invited_user_id: null });
}

/** Nothing to put back: the rights and ties it removed were never earned. */
export async function down(): Promise<void> {}
