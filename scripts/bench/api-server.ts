import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before answering`);
    }
    try {
      if ((await fetch(`${base}/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/**
 * The app as production runs it (`node --import tsx server/serve.ts`, NODE_ENV=production) in a
 * process of its own on `dataDir`'s SQLite file, so the load generator never shares its event loop;
 * it logs a line per request at info as production does (to nowhere). With `cpuProfileDir` it writes a V8 CPU profile there when it stops;
 * `env` adds to its environment (DATABASE_URL for PostgreSQL); `checkout` runs another checkout's
 * server (a worktree of main, say) to compare with this one's in the same run.
 */
export async function startServerProcess(dataDir: string, options: { cpuProfileDir?: string; env?: Record<string, string>; checkout?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const flags = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', path.join('server', 'serve.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...(options.checkout ? { cwd: options.checkout } : {}),
  });
  // A benchmark that stops early (an error, Ctrl-C) takes its server with it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  await waitForHealth(base, child);
  return {
    base,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) {
        return;
      }
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      process.off('exit', orphanGuard);
    },
  };
}
