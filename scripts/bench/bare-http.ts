import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EndpointTrace } from './statement-loop';

export interface BareServer {
  base: string;
  stop(): void;
}

/** A bare node:http server (bare-server.ts) in a process of its own, told what to answer through `env`. */
async function spawnBareServer(env: Record<string, string>, dir: string): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const guard = () => child.kill('SIGKILL');
  process.once('exit', guard);
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (status) => reject(new Error(`the bare server exited with ${status}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGTERM');
      process.off('exit', guard);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The floor of HTTP on this machine: a bare node:http server that answers every request with the
 * same JSON bytes (no routing, no authentication, no database, no logging). What it reaches is what
 * any Node endpoint answering those bytes could reach here, whatever it did.
 */
export async function startBareServer(body: string): Promise<BareServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bare-http-'));
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, body);
  return spawnBareServer({ BARE_BODY_FILE: file }, dir);
}

/**
 * The ceiling of an endpoint on this machine, measured rather than estimated: a bare node:http
 * server that runs, for every request, the endpoint's statements and JSON.stringify of its answer
 * exactly as the limit loop does (statement-loop.ts), and sends that text. Nothing else: no routing,
 * authentication, validation, mapping of rows, tags or logging. No Node endpoint doing this work can
 * answer faster here; it includes what the loop alone does not meet (HTTP, and statements run
 * between requests rather than back to back, with colder caches).
 */
export async function startStatementServer(databaseFile: string, trace: EndpointTrace): Promise<BareServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-statement-http-'));
  const file = path.join(dir, 'trace.json');
  fs.writeFileSync(file, JSON.stringify(trace));
  return spawnBareServer({ BARE_TRACE_FILE: file, BARE_DATABASE_FILE: databaseFile }, dir);
}
