import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One page of the local site: its status, headers and body. */
export interface SitePage {
  status?: number;
  type?: string;
  headers?: Record<string, string>;
  body: string | Buffer;
  /** Answer after this long (for time limits). */
  delayMs?: number;
}

export interface EventSite {
  origin: string;
  /** host:port, as OUTBOUND_ALLOWED_HOSTS names it. */
  host: string;
  url(path: string): string;
  /** Every request the site received (path), and the connections made to it. */
  requests: string[];
  connections(): number;
  close(): Promise<void>;
}

/**
 * A local web site for the event assistant's tests: pages given by path, as an events venue,
 * a ticket shop or a site behind a bot check would serve them. It listens on loopback, which the
 * app reaches only when OUTBOUND_ALLOWED_HOSTS allows it, as an install allows an intranet host.
 * `port` 0 takes any free port; the end-to-end server allows one port reserved for such a site.
 */
export async function startEventSite(pages: Record<string, SitePage>, port = 0): Promise<EventSite> {
  const requests: string[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const page = pages[path.split('?')[0] ?? '/'];
    const answer = () => {
      if (!page) {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers }).end(page.body);
    };
    if (page?.delayMs) {
      setTimeout(answer, page.delayMs).unref();
    } else {
      answer();
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${bound}`;
  return {
    origin,
    host: `127.0.0.1:${bound}`,
    url: (path) => `${origin}${path}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
