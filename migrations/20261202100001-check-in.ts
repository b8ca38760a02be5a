import type { Knex } from 'knex';

/**
 * Check-in at the door (issue 32).
 *
 * - `event_tickets`: a member's ticket for an event, one at a time. Only the token's hash is kept (the
 *   first 16 bytes of its SHA-256, base64url: contracts/checkin/ticket-code.ts), which the door's
 *   roster carries; asking for the ticket again replaces it. Whether it works is read from the
 *   member's answer when it is scanned: going with a seat.
 * - `event_check_ins`: who came, one row per person and event, keyed `m<user id>` for a member and
 *   `w<walk-in id>` for a walk-in (the door makes that id, so a walk-in sent twice is one). A walk-in
 *   has a name and no user. `checked_in_at` is when the door checked them in (a check-in made offline
 *   arrives later): the earlier of two stands. `checked_in_by` is the organiser at that door.
 *
 * Times are ISO 8601 UTC text, as everywhere else.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_tickets', (t) => {
    t.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 22).notNullable();
    t.string('issued_at', 24).notNullable();
    t.primary(['event_id', 'user_id']);
    t.unique(['event_id', 'token_hash'], { indexName: 'event_tickets_event_hash' });
    t.index(['user_id'], 'event_tickets_user');
  });
  await knex.schema.createTable('event_check_ins', (t) => {
    t.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE');
    t.string('person_key', 40).notNullable();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('walk_in_name', 80).nullable();
    t.integer('guests').notNullable().defaultTo(0);
    t.string('checked_in_at', 24).notNullable();
    t.string('door', 40).nullable();
    t.integer('checked_in_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.primary(['event_id', 'person_key']);
    t.index(['user_id'], 'event_check_ins_user');
    t.index(['checked_in_by'], 'event_check_ins_by');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_check_ins');
  await knex.schema.dropTable('event_tickets');
}
