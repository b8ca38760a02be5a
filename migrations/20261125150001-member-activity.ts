import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // The last time the member was seen: a sign-in, or any signed-in request (written at most once
    // every 5 minutes per member). What "active this week" and the admin's activity figures count.
    t.string('last_seen_at', 24).nullable();
    // Active members in a window read this index only: a range on last_seen_at, is_active beside it.
    t.index(['last_seen_at', 'is_active']);
    t.index(['is_pro']);
  });
  // What can be recovered of the past: a session is opened at each sign-in, so the newest one of a
  // member who has no last_login_at yet is their last sign-in; their last sign-in is the last time
  // they were seen, until a request says otherwise.
  await knex.raw(`
    update users set last_login_at = (select max(s.created_at) from sessions s where s.user_id = users.id)
    where last_login_at is null and exists (select 1 from sessions s where s.user_id = users.id)
  `);
  await knex('users').whereNull('last_seen_at').whereNotNull('last_login_at').update({ last_seen_at: knex.ref('last_login_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['is_pro']);
    t.dropIndex(['last_seen_at', 'is_active']);
    t.dropColumn('last_seen_at');
  });
}
