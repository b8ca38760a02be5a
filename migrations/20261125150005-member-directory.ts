import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * The admin's member list. `search_text` holds a member's e-mail, username and full name in lower
 * case, one per line (a search, which never holds a line break, cannot match across two of them),
 * so a search reads one column instead of folding three per row. PostgreSQL computes it as a stored
 * generated column and, where the pg_trgm extension can be created, indexes it for substring search;
 * SQLite (which cannot add a stored generated column) keeps it with triggers and reads it from a
 * (created_at, id, search_text) index. A page far down the list finds its ids on the index before
 * reading any row.
 */

const SQLITE_SEARCH_TEXT = "lower(email || char(10) || username || char(10) || coalesce(full_name, ''))";

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.schema.alterTable('users', (t) => {
      t.index(['created_at', 'id']);
    });
    await knex.raw("alter table users add column search_text text generated always as (lower(email || chr(10) || username || chr(10) || coalesce(full_name, ''))) stored");
    try {
      // A savepoint: without the extension (or the right to create it) the search still works, by reading the table.
      await knex.transaction(async (trx) => {
        await trx.raw('create extension if not exists pg_trgm');
        await trx.raw('create index users_search_text_trgm_index on users using gin (search_text gin_trgm_ops)');
      });
    } catch {
      // Left without the index; the migration goes on.
    }
    return;
  }
  await knex.raw('alter table users add column search_text text');
  // SQLite: newest first, with the text a search reads, so a search scans this index alone (no row lookups).
  await knex.schema.alterTable('users', (t) => {
    t.index(['created_at', 'id', 'search_text']);
  });
  await knex.raw(`update users set search_text = ${SQLITE_SEARCH_TEXT}`);
  await knex.raw(`create trigger users_search_text_insert after insert on users begin
    update users set search_text = ${SQLITE_SEARCH_TEXT} where id = new.id;
  end`);
  await knex.raw(`create trigger users_search_text_update after update of email, username, full_name on users begin
    update users set search_text = ${SQLITE_SEARCH_TEXT} where id = new.id;
  end`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('drop index if exists users_search_text_trgm_index');
    await knex.schema.alterTable('users', (t) => {
      t.dropIndex(['created_at', 'id']);
    });
  } else {
    await knex.raw('drop trigger if exists users_search_text_insert');
    await knex.raw('drop trigger if exists users_search_text_update');
    await knex.schema.alterTable('users', (t) => {
      t.dropIndex(['created_at', 'id', 'search_text']);
    });
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('search_text');
  });
}
