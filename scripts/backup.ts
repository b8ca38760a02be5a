/**
 * `npm run backup`: an online copy of the SQLite database into DATA_DIR/backups (or the folder
 * given as the first argument), while the server keeps running. On PostgreSQL it prints the
 * pg_dump command instead: PostgreSQL's own tools do this best.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupName, backupSqlite } from '../server/ops/backup';

const { database, dataDir } = loadConfig();
if (database.client === 'postgres') {
  console.log('The database is PostgreSQL: back it up with its own tools, for example');
  console.log('  pg_dump --format=custom --file=gather-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"');
  console.log('and restore into an empty database with');
  console.log('  pg_restore --no-owner --dbname="$DATABASE_URL" gather-<time>.dump');
} else {
  const folder = process.argv[2] ?? path.join(dataDir, 'backups');
  const target = path.join(folder, backupName(new Date()));
  backupSqlite(database.filename, target).then(
    () => console.log(`Backed up ${database.filename} to ${target}`),
    (err: unknown) => {
      console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
