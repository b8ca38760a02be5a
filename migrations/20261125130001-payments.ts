import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A member's Stripe Customer, made once (before their first Checkout) and reused ever after, so
  // two clicks or two devices never make two customers.
  await knex.schema.createTable('billing_customers', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('stripe_customer_id', 255).notNullable().unique();
    t.string('created_at', 24).notNullable();
  });

  // What Stripe last said about each Pro subscription. Written from a fresh read of the subscription
  // (never from an event's own copy); `fetched_at` is when that read began, and an older read never
  // overwrites a newer one, so events handled in any order leave Stripe's current state.
  await knex.schema.createTable('pro_subscriptions', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('stripe_subscription_id', 255).notNullable().unique();
    t.string('stripe_customer_id', 255).notNullable();
    t.string('status', 32).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.string('cancel_at', 24).nullable();
    t.string('current_period_end', 24).nullable();
    t.string('fetched_at', 24).notNullable();
    t.string('created_at', 24).notNullable();
    t.index(['user_id']);
  });

  // The Checkout a member was sent to for Pro, reused while it is open: at most one per member.
  await knex.schema.createTable('pro_checkouts', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('checkout_session_id', 255).nullable();
    t.text('checkout_url').nullable();
    t.string('expires_at', 24).notNullable();
    t.string('created_at', 24).notNullable();
  });

  // Each donation from the moment its Checkout is made; 'paid' only from the signed webhook. A
  // member's deletion keeps the record (the money moved) without the link to them.
  await knex.schema.createTable('donations', (t) => {
    t.increments('id');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('amount_pence').notNullable();
    t.string('currency', 3).notNullable();
    t.string('status', 16).notNullable();
    t.string('checkout_session_id', 255).nullable().unique();
    t.string('payment_intent_id', 255).nullable();
    t.string('created_at', 24).notNullable();
    t.string('paid_at', 24).nullable();
    t.index(['user_id']);
    t.index(['status', 'created_at']);
  });

  // Every Stripe event that took effect, written in the effect's own transaction: a second delivery
  // of the same id finds it and changes nothing.
  await knex.schema.createTable('stripe_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    t.string('stripe_created_at', 24).notNullable();
    t.string('processed_at', 24).notNullable();
    t.index(['processed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stripe_events');
  await knex.schema.dropTable('donations');
  await knex.schema.dropTable('pro_checkouts');
  await knex.schema.dropTable('pro_subscriptions');
  await knex.schema.dropTable('billing_customers');
}
