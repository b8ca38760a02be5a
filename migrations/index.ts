import type { Knex } from 'knex';
import * as m001 from './20261121000001-users-and-sessions';
import * as m002 from './20261121000002-communities';
import * as m003 from './20261121000003-events-and-rsvps';
import * as m004 from './20261121000004-comments';
import * as m005 from './20261121000005-event-invitations';
import * as m006 from './20261121000006-idempotency-keys';
import * as m007 from './20261121000007-push';
import * as m008 from './20261121000008-mail-jobs';
import * as m202 from './20261125000002-mail-message-id';
import * as m203 from './20261125000003-email-verification';
import * as m1501 from './20261125150001-member-activity';
import * as m1502 from './20261125150002-admin-stats-indexes';
import * as m1503 from './20261125150003-site-counters';
import * as m1801 from './20261125180001-account-deletion';
import * as m1401 from './20261125140001-api-tokens';
import * as m1301 from './20261125130001-payments';
import * as m1201 from './20261125120001-google-and-calendar';
import * as m1504 from './20261125150004-site-tallies-and-totals';
import * as m1505 from './20261125150005-member-directory';
import * as m1901 from './20261125190001-rsvp-event-start';
import * as m1902 from './20261125190002-comment-count-index';
import * as m2701 from './20261127060001-private-tombstones';
import * as m2702 from './20261127060002-unproven-email-rights';
import * as m2719 from './20261127190001-invitation-event-email-index';
import * as m2809 from './20261128090001-rsvp-event-user-status-index';
import * as m2812 from './20261128120001-job-claimants';
import * as m2910 from './20261129100001-idempotency-secrets-withheld';
import * as m3010 from './20261130100001-event-series';
import * as m3011 from './20261130110001-invitation-series';
import * as m3012 from './20261130110002-tallies-count-series-once';
import * as m0110 from './20261201100001-capacity-waitlist-reminders';
import * as m0210 from './20261202100001-check-in';
import * as m0310 from './20261203100001-walk-in-welcome-mail';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration, in order. Listed explicitly so they load the same under tsx, Vitest and a bundler. */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['20261121000001-users-and-sessions', m001],
  ['20261121000002-communities', m002],
  ['20261121000003-events-and-rsvps', m003],
  ['20261121000004-comments', m004],
  ['20261121000005-event-invitations', m005],
  ['20261121000006-idempotency-keys', m006],
  ['20261121000007-push', m007],
  ['20261121000008-mail-jobs', m008],
  ['20261125000002-mail-message-id', m202],
  ['20261125000003-email-verification', m203],
  ['20261125150001-member-activity', m1501],
  ['20261125150002-admin-stats-indexes', m1502],
  ['20261125150003-site-counters', m1503],
  ['20261125180001-account-deletion', m1801],
  ['20261125140001-api-tokens', m1401],
  ['20261125130001-payments', m1301],
  ['20261125120001-google-and-calendar', m1201],
  ['20261125150004-site-tallies-and-totals', m1504],
  ['20261125150005-member-directory', m1505],
  ['20261125190001-rsvp-event-start', m1901],
  ['20261125190002-comment-count-index', m1902],
  ['20261127060001-private-tombstones', m2701],
  ['20261127060002-unproven-email-rights', m2702],
  ['20261127190001-invitation-event-email-index', m2719],
  ['20261128090001-rsvp-event-user-status-index', m2809],
  ['20261128120001-job-claimants', m2812],
  ['20261129100001-idempotency-secrets-withheld', m2910],
  ['20261130100001-event-series', m3010],
  ['20261130110001-invitation-series', m3011],
  ['20261130110002-tallies-count-series-once', m3012],
  ['20261201100001-capacity-waitlist-reminders', m0110],
  ['20261202100001-check-in', m0210],
  ['20261203100001-walk-in-welcome-mail', m0310],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(migrations.map(([name]) => name)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) {
      throw new Error(`Unknown migration ${name}`);
    }
    return Promise.resolve(found[1]);
  },
};
