/**
 * `npm test`: every test the project has, in one command.
 *   1. builds the PWA (the end-to-end tests drive the built app; SKIP_BUILD=1 skips this),
 *   2. Vitest, in one run: API, server and process tests on SQLite, the API tests (and the server
 *      and process tests that use the test database) again on PostgreSQL when TEST_DATABASE_URL is
 *      set, web component tests (the projects are in vitest.config.ts),
 *   3. Playwright end-to-end tests in Chromium.
 * `npm run test:quick` (--quick): the inner loop, in under 3 minutes on 2 cores, two things at once:
 *   1. the type check (the app, and the service worker), incremental,
 *   2. Vitest, in one run: the API and server tests on SQLite without the fuzz suite
 *      (tests/api/fuzz/) and the tests that start real servers (tests/process/), and the web and
 *      service worker tests. No build, no PostgreSQL, no browser.
 * Prints each runner's time, and ends with one line "N passed, N failed" summing every runner.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  crashed: boolean;
  /** Wall-clock seconds the runner took. */
  seconds?: number;
}

const RESULTS = 'test-results';
fs.mkdirSync(RESULTS, { recursive: true });

interface RunResult {
  status: number;
  seconds: number;
}

/** Runs a command to its end, its output on this terminal, and says how long it took. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): RunResult {
  const line = `$ ${[command, ...args].join(' ')}`;
  console.log(`\n${line}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - started) / 1000;
  console.log(`(${seconds.toFixed(0)} s: ${line})`);
  return { status: result.status ?? 1, seconds };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(name: string, outputFile: string, extraArgs: string[], env: NodeJS.ProcessEnv = {}): Tally {
  fs.rmSync(outputFile, { force: true });
  const { status, seconds } = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...extraArgs], env);
  const report = readJson(outputFile) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | null;
  if (!report) {
    return { name, passed: 0, failed: 0, skipped: 0, crashed: true, seconds };
  }
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    crashed: status !== 0 && report.numFailedTests === 0,
    seconds,
  };
}

function playwright(): Tally {
  const name = 'e2e (Chromium)';
  const outputFile = `${RESULTS}/e2e.json`;
  fs.rmSync(outputFile, { force: true });
  const { status, seconds } = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile });
  const report = readJson(outputFile) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;
  if (!report) {
    return { name, passed: 0, failed: 0, skipped: 0, crashed: true, seconds };
  }
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { name, passed: expected, failed: unexpected + flaky, skipped, crashed: status !== 0 && unexpected + flaky === 0, seconds };
}

const quick = process.argv.includes('--quick');

/** The Vitest projects of the quick run; TEST_QUICK=1 has vitest.config.ts leave out the fuzz suite and tests/process/. */
const QUICK_VITEST = ['--project', 'api', '--project', 'api-isolated', '--project', 'web', '--project', 'web-isolated'];

/**
 * The type check of the app and the service worker, started beside whatever runs next: it is
 * incremental (its state in node_modules/.cache/tsc/), so the loop's next run checks only what
 * changed, and beside Vitest it takes the CPU Vitest's two workers leave idle between files.
 * Its output is printed when it is awaited.
 */
function startTypeCheck(): Promise<Tally | null> {
  const projects = ['tsconfig.json', 'tsconfig.sw.json'];
  const checks = projects
    .map((project) => `npx tsc --noEmit --incremental --tsBuildInfoFile node_modules/.cache/tsc/${project.replace('.json', '.tsbuildinfo')} -p ${project}`)
    .join(' && ');
  // The shell times itself: this process's clock is not read while Vitest runs (spawnSync).
  const command = `started=$(date +%s); ${checks}; status=$?; echo "($(( $(date +%s) - started )) s: the type check)"; exit $status`;
  const started = performance.now();
  const child = spawn('sh', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const done = (status: number | null) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n$ ${checks}\n${output}`);
      // A failed type check counts as one failure; a clean one adds no line to the tests' tally.
      resolve(status === 0 ? null : { name: 'typecheck (app, service worker)', passed: 0, failed: 1, skipped: 0, crashed: false, seconds });
    };
    child.on('error', () => done(null));
    child.on('close', done);
  });
}

/** `npm run test:quick`: the type check beside the quick Vitest run. */
async function quickRun(): Promise<Tally[]> {
  const typeCheck = startTypeCheck();
  const tests = vitest('vitest (API and server on SQLite, web)', `${RESULTS}/vitest-quick.json`, ['--maxWorkers=2', ...QUICK_VITEST], { TEST_DATABASE_URL: '', TEST_QUICK: '1' });
  const typed = await typeCheck;
  return typed ? [typed, tests] : [tests];
}

/** `npm test`: the build, every Vitest project, the browser tests. */
function fullRun(): Tally[] {
  const tallies: Tally[] = [];
  if (process.env.SKIP_BUILD !== '1') {
    const { status, seconds } = run('npm', ['run', 'build']);
    if (status !== 0) {
      tallies.push({ name: 'build', passed: 0, failed: 1, skipped: 0, crashed: true, seconds });
    }
  }
  // One Vitest run for every project (vitest.config.ts), two files at a time on the two cores (Vitest's
  // default there is one): the longest files, started first from every project, run beside the short
  // ones. Two runs one after the other (SQLite, then PostgreSQL) each ended on a long file with a core
  // idle (27 November 2026). Most PostgreSQL tests wait on PostgreSQL's own process, not these workers.
  console.log(
    process.env.TEST_DATABASE_URL
      ? `The API tests run on SQLite and on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@')})`
      : 'TEST_DATABASE_URL is not set: the API tests run on SQLite only',
  );
  tallies.push(vitest('vitest (API, server, web)', `${RESULTS}/vitest.json`, ['--maxWorkers=2']));
  // After Vitest, not beside it: run beside the PostgreSQL tests (tried on 25 November 2026), the browser
  // tests saved nothing and slowed those 2.5 times, PostgreSQL itself taking the cores.
  if (process.env.SKIP_E2E !== '1') {
    tallies.push(playwright());
  }
  return tallies;
}

const tallies = quick ? await quickRun() : fullRun();

console.log('\nSummary');
for (const t of tallies) {
  console.log(`  ${t.name.padEnd(40)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${t.crashed ? '  (runner failed)' : ''}${t.seconds === undefined ? '' : `  (${t.seconds.toFixed(0)} s)`}`);
}
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed + (t.crashed ? 1 : 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
