/**
 * `npm run restore -- <backup file>`: puts a backup made by `npm run backup` in place of the SQLite
 * database. Stop the server first. The database it replaces is kept as `<file>.before-restore`.
 */
import { loadConfig } from '../server/config';
import { restoreSqlite } from '../server/ops/backup';

const { database } = loadConfig();
const backup = process.argv[2];
if (database.client === 'postgres') {
  console.error('The database is PostgreSQL: restore with pg_restore (see `npm run backup`).');
  process.exit(1);
} else if (!backup) {
  console.error('Usage: npm run restore -- <backup file>   (stop the server first)');
  process.exit(1);
} else {
  try {
    const kept = restoreSqlite(backup, database.filename);
    console.log(`Restored ${backup} to ${database.filename}; the previous database is kept as ${kept}. Start the server again.`);
  } catch (err) {
    console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
