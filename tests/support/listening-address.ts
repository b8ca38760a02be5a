import type { ChildProcess } from 'node:child_process';

/**
 * The address a server started as a child process (`npm run serve`'s entry) listens on, read from its
 * "listening on http://..." log line, as 127.0.0.1. Everything the child writes to stdout and stderr
 * is handed to `onOutput` too. Rejects, with what it wrote, when it exits before listening.
 */
export function listeningAddress(server: ChildProcess, onOutput: (text: string) => void): Promise<string> {
  let written = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    written += text;
    onOutput(text);
  };
  server.stderr?.on('data', take);
  return new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      take(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(written);
      if (match?.[1]) {
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', () => reject(new Error(`the server exited before listening: ${written}`)));
  });
}
