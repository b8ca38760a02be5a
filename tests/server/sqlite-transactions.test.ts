import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';

/**
 * On SQLite the push worker's thread (and `npm run backup`) writes through a connection of its own.
 * A transaction that has read, when that other connection commits before its first write, must still
 * write (waiting for the lock), not fail with SQLITE_BUSY_SNAPSHOT: that failure skips busy_timeout
 * and was a 500 for the member.
 */
describe('SQLite transactions beside another writing connection', () => {
  let db: Db | undefined;
  let dir: string | undefined;

  afterEach(async () => {
    await db?.destroy();
    if (dir) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('read, then write, while another process commits in between', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-sqlite-'));
    const filename = path.join(dir, 'gather.sqlite');
    db = createDb({ client: 'sqlite', filename });
    await db.schema.createTable('ticks', (table) => table.text('by'));

    await db.transaction(async (trx) => {
      await trx('ticks').count({ n: '*' });
      // Another process commits a row now; it waits for the lock (busy_timeout), as the push
      // thread's connection does. This transaction gives it up to a second before writing.
      const other = spawn(process.execPath, [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('busy_timeout = 5000'); db.prepare("insert into ticks (by) values ('other')").run();`,
        filename,
      ]);
      const exited = new Promise<number | null>((resolve) => other.once('exit', resolve));
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
      await trx('ticks').insert({ by: 'transaction' });
      // The other process finishes once this transaction commits (or finished before it wrote).
      void exited.then((code) => expect(code).toBe(0));
    });

    await expect.poll(async () => (await db!('ticks').orderBy('by')).map((row: { by: string }) => row.by), { timeout: 10_000 }).toEqual(['other', 'transaction']);
  });
});
