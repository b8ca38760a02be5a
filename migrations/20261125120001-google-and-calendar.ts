import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // The Google account a member signs in with: linked by Google's stable `sub`, never by e-mail alone.
  await knex.schema.createTable('google_identities', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().unique().references('id').inTable('users').onDelete('CASCADE');
    t.string('sub', 255).notNullable().unique();
    t.string('email', 254).notNullable();
    t.string('created_at', 24).notNullable();
  });

  // An authorization started and not yet finished (sign-in or calendar connection): single-use,
  // found by the hash of its `state`, gone after ten minutes.
  await knex.schema.createTable('oauth_flows', (t) => {
    t.increments('id');
    t.string('state_hash', 64).notNullable().unique();
    t.string('purpose', 16).notNullable();
    t.string('code_verifier', 128).notNullable();
    t.string('nonce', 64).notNullable();
    // The web app's own nonce, handed back with the token so the tab that started the sign-in knows it.
    t.string('client_state', 128).nullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('created_at', 24).notNullable();
    t.string('expires_at', 24).notNullable();
    t.index(['expires_at']);
  });

  // A member's Google Calendar grant. Tokens are AES-256-GCM ciphertexts (see calendar/token-cipher.ts).
  await knex.schema.createTable('calendar_connections', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('refresh_token_enc').notNullable();
    t.text('access_token_enc').nullable();
    t.string('access_token_expires_at', 24).nullable();
    t.text('scopes').notNullable();
    // 'active', or 'needs_reconnect' once Google refused the grant (revoked, expired): no call is made then.
    t.string('status', 16).notNullable();
    t.string('calendar_id', 1024).nullable();
    t.string('calendar_name', 300).nullable();
    t.string('connected_at', 24).notNullable();
    t.string('last_error', 500).nullable();
  });

  // One row per (member, event) whose copy in Google must be brought in line: a durable job on the
  // job loop. `wanted_version` grows with each change, `done_version` is the last one reconciled, so
  // several changes while a row waits cost one call. Events are deleted for real: no foreign key.
  await knex.schema.createTable('calendar_sync_items', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('event_id').notNullable();
    t.string('google_event_id', 64).notNullable();
    // Where Gather's copy is in Google now (null: nowhere), and a hash of what it was sent.
    t.string('synced_calendar_id', 1024).nullable();
    t.string('synced_hash', 64).nullable();
    // The member deleted the copy in Google: it is not put back while they stay going.
    t.boolean('removed_in_google').notNullable().defaultTo(false);
    t.integer('wanted_version').notNullable().defaultTo(1);
    t.integer('done_version').notNullable().defaultTo(0);
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('next_attempt_at', 24).notNullable();
    t.string('last_error', 500).nullable();
    t.string('gave_up_at', 24).nullable();
    t.unique(['user_id', 'event_id']);
    t.index(['event_id']);
    t.index(['next_attempt_at']);
  });

  // A member's private feed: only the SHA-256 of its random token is kept.
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.boolean('include_communities').notNullable().defaultTo(false);
    t.string('created_at', 24).notNullable();
  });

  // Deleted events, kept 30 days so feeds can say STATUS:CANCELLED, with who was going.
  await knex.schema.createTable('event_tombstones', (t) => {
    t.integer('event_id').primary();
    t.integer('community_id').notNullable();
    t.string('title', 200).notNullable();
    t.text('description').nullable();
    t.string('location', 300).nullable();
    t.string('start_at', 24).notNullable();
    t.string('end_at', 24).nullable();
    t.string('time_zone', 64).notNullable();
    t.integer('sequence').notNullable();
    t.string('deleted_at', 24).notNullable();
    t.index(['community_id', 'deleted_at']);
    t.index(['deleted_at']);
  });
  await knex.schema.createTable('event_tombstone_attendees', (t) => {
    t.integer('event_id').notNullable().references('event_id').inTable('event_tombstones').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['event_id', 'user_id']);
    t.index(['user_id']);
  });

  // iCalendar SEQUENCE: grows with every change a calendar shows (title, times, zone, place, description).
  await knex.schema.alterTable('events', (t) => {
    t.integer('sequence').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('events', (t) => {
    t.dropColumn('sequence');
  });
  await knex.schema.dropTable('event_tombstone_attendees');
  await knex.schema.dropTable('event_tombstones');
  await knex.schema.dropTable('calendar_feeds');
  await knex.schema.dropTable('calendar_sync_items');
  await knex.schema.dropTable('calendar_connections');
  await knex.schema.dropTable('oauth_flows');
  await knex.schema.dropTable('google_identities');
}
