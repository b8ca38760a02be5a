import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The floor of HTTP on this machine: a bare node:http server in a process of its own that answers
 * every request with the same JSON bytes (no routing, no authentication, no database, no logging).
 * What it reaches is what any Node endpoint answering those bytes could reach here, whatever it did.
 */
export async function startBareServer(body: string): Promise<{ base: string; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bare-http-'));
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, body);
  const code = `
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BODY_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
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
