import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowFirstSequencer } from './tests/support/slow-first-sequencer.ts';

/**
 * The projects, run by one `vitest run` so its workers take the longest files first from all of
 * them at once (two passes one after another each ended on a long file with a worker idle):
 *   api           the API tests (tests/api/<area>/), the server's unit tests (tests/server/) and the
 *                 tests that start real servers (tests/process/), on SQLite;
 *   api-postgres  the same API tests, and the server and process tests that take the test database,
 *                 on the PostgreSQL named by TEST_DATABASE_URL (only when it is set);
 *   *-isolated    the files of those two that replace a module, each in a process of its own;
 *   web           the web app and service worker on happy-dom.
 */
const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
/**
 * `npm run test:quick` (TEST_QUICK=1): the node projects leave out the fuzz suite, the tests that
 * start real servers, and a few slow by design (QUICK_SLOW). (Vitest's --exclude does not reach the projects' own file lists.)
 */
const quick = process.env.TEST_QUICK === '1';

const API_FILES = 'tests/api/**/*.test.ts';
/** The server's modules, tested one by one. */
const SERVER_DIR = 'tests/server';
/** Tests that start real servers or processes: crashes, faults, restarts, shutdown, several instances. */
const PROCESS_DIR = 'tests/process';

/** The test files under `dirs` (at any depth) whose text matches `pattern`. */
function testFilesMatching(dirs: string[], pattern: RegExp): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`)
      .filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))),
  );
}

/**
 * The server tests that take their database from TEST_DATABASE_URL (through the test database or
 * test app). The others start servers on SQLite files of their own: a PostgreSQL run of them would
 * test nothing new.
 */
const SERVER_ON_TEST_DATABASE = testFilesMatching([SERVER_DIR, PROCESS_DIR], /createTestDatabase|createTestApp|TEST_DATABASE_URL/);

/** Tests of PostgreSQL alone (several instances on one PostgreSQL, its plans): with a PostgreSQL they run there only. */
const POSTGRES_ONLY = [`${PROCESS_DIR}/fault-run.test.ts`, `${PROCESS_DIR}/three-instances.test.ts`, 'tests/api/events/event-plans-postgres.test.ts'];

/**
 * The node test files that replace a module (`vi.mock`): each runs in a process of its own. The
 * others share their worker's modules from one file to the next (`isolate: false`): each builds its
 * own app, database and servers, and importing the server again for each of 200 files took a
 * seventh of the whole run (298 s of 2,134 s of worker time, 27 November 2026).
 */
const MOCKING = testFilesMatching(['tests/api', SERVER_DIR, PROCESS_DIR], /\bvi\.mock\(/);

const nodeProject = (
  name: string,
  { include, exclude = [], env, isolate }: { include: string[]; exclude?: string[]; env: Record<string, string>; isolate: boolean },
): TestProjectInlineConfiguration => ({
  resolve: { tsconfigPaths: true },
  test: {
    name,
    include,
    exclude: [...exclude, ...QUICK_EXCLUDED],
    isolate,
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env,
  },
});

const sqlite = { TEST_DATABASE_URL: '' };
const onSqlite = [API_FILES, `${SERVER_DIR}/**/*.test.ts`, `${PROCESS_DIR}/**/*.test.ts`];
/**
 * Left out of the quick run, besides the fuzz suite and the process tests: the files that spend
 * their time waiting or working at scale by design (a read pool's 5 s budget, the assistant's time
 * budgets and linearity, 3,000 mails claimed by three workers): 38 s of the loop's 200 s.
 */
const QUICK_SLOW = [
  `${SERVER_DIR}/parse/read-pool.test.ts`,
  `${SERVER_DIR}/parse/reader-linearity.test.ts`,
  `${SERVER_DIR}/job-claims.test.ts`,
  'tests/api/parse/parse-from-url-budget.test.ts',
];
const QUICK_EXCLUDED = quick ? ['tests/api/fuzz/**', `${PROCESS_DIR}/**`, ...QUICK_SLOW] : [];
const onPostgres = postgresUrl ? [API_FILES, ...SERVER_ON_TEST_DATABASE] : [];
const mockingOnPostgres = MOCKING.filter((file) => file.startsWith('tests/api/') || onPostgres.includes(file));

const WEB_FILES = ['tests/web/**/*.test.{ts,tsx}', 'tests/service-worker/**/*.test.ts'];
/**
 * The web test files that change what the other files would share: a module (`vi.mock`), the
 * process's time zone (`process.env.TZ`, which the viewer's zone is read from and kept a minute), or
 * a property of window or navigator the setup does not put back. Each runs in an environment of its own.
 */
const WEB_ISOLATED = testFilesMatching(['tests/web', 'tests/service-worker'], /\bvi\.mock\(|process\.env\.TZ|Object\.defineProperty\((window|navigator|globalThis)\b/);

/**
 * The web app and service worker on happy-dom. The other files share their worker's environment
 * and modules from one file to the next (`isolate: false`), as the node files do: a new
 * environment, the setup and React, Ionic and the app imported again for each of 71 files were
 * most of the quick loop's time (163 of its 400 worker-seconds, 29 November 2026).
 * tests/web/setup.ts puts back after each test what a test may leave: the DOM, storage, the
 * address, mocks, the outbox and IndexedDB.
 */
const webProject = (name: string, { include, exclude = [], isolate }: { include: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration => ({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name,
    include,
    exclude,
    isolate,
    environment: 'happy-dom',
    setupFiles: ['tests/web/setup.ts'],
    testTimeout: 20_000,
    // Fake timers leave setImmediate real: fake-indexeddb schedules every step of a request with
    // it, and a step still queued when a test calls vi.useRealTimers() is dropped, which leaves
    // that request open for good. The likely cause of six tests of communities-invite (the first
    // the one with fake timers) timing out in resetLocalDb() on a clean clone on 27 November;
    // not reproduced alone.
    fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      nodeProject('api', { include: onSqlite, exclude: [...(postgresUrl ? POSTGRES_ONLY : []), ...MOCKING], env: sqlite, isolate: false }),
      ...(MOCKING.length > 0 ? [nodeProject('api-isolated', { include: MOCKING, env: sqlite, isolate: true })] : []),
      ...(postgresUrl
        ? [
            nodeProject('api-postgres', { include: onPostgres, exclude: MOCKING, env: { TEST_DATABASE_URL: postgresUrl }, isolate: false }),
            ...(mockingOnPostgres.length > 0 ? [nodeProject('api-postgres-isolated', { include: mockingOnPostgres, env: { TEST_DATABASE_URL: postgresUrl }, isolate: true })] : []),
          ]
        : []),
      webProject('web', { include: WEB_FILES, exclude: WEB_ISOLATED, isolate: false }),
      ...(WEB_ISOLATED.length > 0 ? [webProject('web-isolated', { include: WEB_ISOLATED, isolate: true })] : []),
    ],
  },
});
