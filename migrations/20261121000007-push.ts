import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Small server facts that must survive restarts (the generated VAPID key pair).
  await knex.schema.createTable('app_settings', (t) => {
    t.string('key', 100).primary();
    t.text('value').notNullable();
  });

  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('endpoint', 2048).notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.string('created_at', 24).notNullable();
    t.index(['user_id']);
  });

  // A notification to send to some users: written in the request, expanded and sent by the worker.
  await knex.schema.createTable('push_jobs', (t) => {
    t.increments('id');
    t.text('user_ids').notNullable();
    t.text('payload').notNullable();
    t.string('created_at', 24).notNullable();
  });

  // One notification to one browser subscription; kept until delivered or given up.
  await knex.schema.createTable('push_deliveries', (t) => {
    t.increments('id');
    t.integer('subscription_id').notNullable().references('id').inTable('push_subscriptions').onDelete('CASCADE');
    t.text('payload').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('run_after', 24).notNullable();
    t.string('last_error', 500).nullable();
    t.string('failed_at', 24).nullable();
    t.index(['failed_at', 'run_after']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_deliveries');
  await knex.schema.dropTable('push_jobs');
  await knex.schema.dropTable('push_subscriptions');
  await knex.schema.dropTable('app_settings');
}
