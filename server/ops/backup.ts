import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A backup file name that sorts by time: gather-2026-11-25T03-50-00Z.sqlite. */
export function backupName(now: Date): string {
  return `gather-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.sqlite`;
}

/**
 * Copies a live SQLite database into `target` with SQLite's online backup: consistent even while
 * the server writes (WAL), without stopping it. The copy holds every secret the database does, so
 * it is created 0600 in a 0700 folder.
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  if (fs.existsSync(target)) {
    throw new Error(`${target} already exists`);
  }
  fs.closeSync(fs.openSync(target, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
}

/** Why a file cannot be restored (not SQLite, damaged, or not this app's database), or null. */
export function restoreProblem(file: string): string | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') {
      return `${file} is damaged (integrity check: ${String(check)})`;
    }
    const migrations = db.prepare("select count(*) as n from sqlite_master where type = 'table' and name in ('knex_migrations', 'users')").get() as { n: number };
    return migrations.n === 2 ? null : `${file} is not a Gather database`;
  } catch (err) {
    return `${file} cannot be read as SQLite: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup in place of the database at `target` (the server must be stopped). The current
 * database is first kept beside it as `<name>.before-restore`, and the old WAL files are removed
 * so SQLite does not replay them over the restored copy. Migrations run on the next start.
 */
export function restoreSqlite(backup: string, target: string): string {
  const problem = restoreProblem(backup);
  if (problem) {
    throw new Error(problem);
  }
  const kept = `${target}.before-restore`;
  if (fs.existsSync(target)) {
    fs.copyFileSync(target, kept);
    fs.chmodSync(kept, 0o600);
  }
  for (const suffix of ['-wal', '-shm']) {
    fs.rmSync(`${target}${suffix}`, { force: true });
  }
  fs.copyFileSync(backup, target);
  fs.chmodSync(target, 0o600);
  return kept;
}
