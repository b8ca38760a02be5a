/**
 * Startup budget: time from spawning the server (as `npm run serve` does) to the first 200 from
 * /api/health, on a fresh SQLite database each run. Prints every run, the median and the budget.
 * Usage: npm run bench:startup [-- runs]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BUDGET_MS = 2000;
const runs = Number(process.argv[2] ?? 5);

async function once(port: number): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 20_000) {
        throw new Error('the server did not answer /api/health within 20 s');
      }
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const ms = await once(39_000 + i);
  times.push(ms);
  console.log(`run ${i + 1}: ${ms.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
console.log(`startup to first /api/health 200: median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms over ${runs} runs`);
console.log(`budget ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'PASS' : 'OVER'}`);
