import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * PostgreSQL only (issue 19). Every event of a list page asks for the viewer's own reply to it
 * (event and user known, status wanted). The hot reads are named prepared statements, and after
 * their fifth run PostgreSQL may keep a generic plan, planned without the viewer's id: it then read
 * the reply from the covering index on (user_id, status, event_id), every reply the viewer ever gave
 * per event of the page, because an average user has few. A long-time member has thousands: at
 * 100,000 events (the viewer with 10,000 replies) the community list's statement took 12.6 ms in the
 * generic plan against 3.0 ms planned for its values (`npm run bench:api:postgres`). This index
 * answers (event_id, user_id) with the status from the index alone, one entry whatever the viewer's
 * history, and the planner prefers it in both plans. SQLite plans each statement for its values and
 * names its index (`INDEXED BY event_rsvps_event_id_user_id_unique`): it needs none.
 */

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    // IF NOT EXISTS: a large site may have built it beforehand with CREATE INDEX CONCURRENTLY (a
    // migration runs in a transaction, where CONCURRENTLY cannot), so as not to hold writes meanwhile.
    await knex.raw('create index if not exists event_rsvps_event_user_status_index on event_rsvps (event_id, user_id, status)');
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('drop index if exists event_rsvps_event_user_status_index');
  }
}
