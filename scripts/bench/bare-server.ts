/**
 * The process of bare-http.ts: a node:http server on a free port (printed on stdout) that answers
 * every request with BARE_BODY_FILE's bytes, or with the text of BARE_TRACE_FILE's endpoint after
 * running its statements on BARE_DATABASE_FILE.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { prepareTrace } from './statement-loop';
import type { EndpointTrace } from './statement-loop';

function answerOf(): () => string | Buffer {
  const { BARE_BODY_FILE, BARE_TRACE_FILE, BARE_DATABASE_FILE } = process.env;
  if (BARE_BODY_FILE) {
    const body = fs.readFileSync(BARE_BODY_FILE);
    return () => body;
  }
  if (BARE_TRACE_FILE && BARE_DATABASE_FILE) {
    const trace = prepareTrace(BARE_DATABASE_FILE, JSON.parse(fs.readFileSync(BARE_TRACE_FILE, 'utf8')) as EndpointTrace);
    return () => trace.run();
  }
  throw new Error('bare-server: set BARE_BODY_FILE, or BARE_TRACE_FILE and BARE_DATABASE_FILE');
}

const answer = answerOf();
const server = http.createServer((_req, res) => {
  const body = answer();
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
