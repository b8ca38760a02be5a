import type { Knex } from 'knex';

/**
 * Which instance holds a job's claim (issue 28): a claim names its instance, and each instance
 * records a heartbeat every few seconds, so when one stops beating (killed, its machine gone)
 * another frees its claims at once instead of waiting out their lease (2 minutes for mail).
 * No foreign key: an instance's row goes when it is found stopped, and its last claims with it.
 */

/** Every job table that is claimed with a lease (server/jobs/job-tables.ts lists the same). */
const CLAIMED = ['mail_jobs', 'push_deliveries', 'calendar_sync_items', 'account_purges'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_instances', (t) => {
    t.string('id', 36).primary();
    t.string('started_at', 24).notNullable();
    t.string('heartbeat_at', 24).notNullable();
    t.index(['heartbeat_at']);
  });
  for (const table of CLAIMED) {
    await knex.schema.alterTable(table, (t) => {
      t.string('claimed_by', 36).nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of CLAIMED) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('claimed_by');
    });
  }
  await knex.schema.dropTable('job_instances');
}
