import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { dataVersion } from '../db-read';
import type { AppDeps } from '../deps';
import { recordSeen } from '../features/auth/last-seen';
import { chooseCoding } from './accept-encoding';
import { API_BROTLI_OPTIONS, COMPRESS_ABOVE_BYTES } from './api-compression';
import { sessionUserLookup } from './authenticate';
import { AppError } from './app-error';
import { credentialOf } from './credential';
import { JSON_TYPE, answerTag, jsonText, noneMatchHits, stampBasisOf, stampedTagIn } from './conditional-get';
import { logEscapedError } from '../process-guards';
import type { ReadRoute } from './read-route';
import { REQUEST_DONE, requestIdFor, requestLogFields } from './request-log';
import type { SecurityHeaderSet } from './security-headers';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface CompiledRoute {
  route: ReadRoute;
  pattern: RegExp;
  names: string[];
}

/**
 * '/events/:id' as a pattern of the path under /api, exactly as written: no other case, no
 * trailing slash, no percent-encoded parameter (those go to Express, which decodes them).
 */
function compile(route: ReadRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/%]+)';
  });
  return { route, pattern: new RegExp(`^/api${source}$`), names };
}

interface Found {
  route: ReadRoute;
  params: Record<string, string>;
  search: string;
}

function find(routes: readonly CompiledRoute[], url: string): Found | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  for (const { route, pattern, names } of routes) {
    const match = pattern.exec(path);
    if (match) {
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = match[i + 1] ?? '';
      });
      return { route, params, search: q === -1 ? '' : url.slice(q + 1) };
    }
  }
  return null;
}

/** A member's session token, read as the whole server reads credentials; anything else (API tokens, refusals) is Express's to answer. */
function sessionTokenOf(req: IncomingMessage): string | null {
  const credential = credentialOf(req);
  return credential.kind === 'session' ? credential.token : null;
}

/** Whether the request says it carries a body (a GET may): those go to Express, which reads and judges it. */
const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

export interface ReadLaneOptions {
  routes: readonly ReadRoute[];
  /** Answers every request the lane does not: the Express app. */
  fallback: RequestListener;
  securityHeaders: SecurityHeaderSet;
  /** Whether a request came over https, as Express's `req.secure` says (TRUST_PROXY). */
  isSecure(req: IncomingMessage): boolean;
  /** Told when the lane handed a request to Express because something failed in it (a bug to look at). */
  onFallback?(err: unknown): void;
}

/**
 * The hot reads ahead of Express (issue 19). Express costs a member's most frequent requests more
 * than their statements do: it swaps the prototypes of every request and response (which alone
 * halves what a node:http server answers a second here) and walks a dozen middleware layers. The
 * lane answers a GET of a read route (read-route.ts) from a member's session by itself, through
 * the same definitions and modules as the Express route: the route's validation and read, the
 * session cache and last-seen bookkeeping of authentication, the conditional GET's stamp and tag,
 * the security headers, the request log's line, and compression as the API compresses.
 *
 * Anything else goes to Express untouched, which answers as it always has: another method, path
 * or spelling of one, a developer API token (its rate limit), no or an unknown credential (the
 * 401), a body, and any error met on the way (a 400, a 404, a fault: the lane writes nothing
 * before it has its whole answer, so Express can start over and answer with its own handler).
 */
export function readLane(deps: AppDeps, options: ReadLaneOptions): RequestListener {
  const routes = options.routes.map(compile);
  const sessionUser = sessionUserLookup(deps);

  /** Answers the request and returns true, or returns false having written nothing. */
  async function answer(req: IncomingMessage, res: ServerResponse, found: Found, token: string): Promise<boolean> {
    const started = Date.now();
    const viewer = await sessionUser(token);
    if (!viewer) {
      return false;
    }
    await recordSeen(deps, viewer);
    const read = found.route.prepare(found.params, parseQuery(found.search));
    const url = req.url ?? '';
    const id = requestIdFor(req.headers['x-request-id']);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of options.isSecure(req) ? options.securityHeaders.https : options.securityHeaders.plain) {
      headers[name] = value;
    }
    headers['X-Request-Id'] = id;
    if (deps.lifecycle?.draining) {
      headers.Connection = 'close';
    }
    headers.Vary = 'Accept-Encoding';
    headers['Cache-Control'] = 'no-store';
    const send = (status: number, body?: Buffer | string) => {
      res.writeHead(status, headers);
      res.end(body);
      deps.logger?.info(requestLogFields(id, 'GET', url, status, Date.now() - started, viewer.id), REQUEST_DONE);
      return true;
    };

    const basis = found.route.stamped ? stampBasisOf(dataVersion(deps.db), viewer, url) : null;
    const ifNoneMatch = req.headers['if-none-match'];
    const stamped = basis ? stampedTagIn(ifNoneMatch, basis, deps.clock().toISOString()) : null;
    if (stamped !== null) {
      headers.ETag = `W/"${stamped}"`;
      return send(304);
    }
    const result = await read(deps, viewer);
    const text = jsonText(result.body);
    const paging = result.paging ?? {};
    if (paging.total !== undefined) {
      headers['X-Total-Count'] = paging.total;
    }
    if (paging.link !== undefined) {
      headers.Link = paging.link;
    }
    headers.ETag = answerTag(text, paging, basis && result.until !== undefined ? { basis, until: result.until ?? '' } : undefined);
    if (noneMatchHits(ifNoneMatch, headers.ETag)) {
      return send(304);
    }
    headers['Content-Type'] = JSON_TYPE;
    const length = Buffer.byteLength(text);
    const coding = length >= COMPRESS_ABOVE_BYTES ? chooseCoding(req.headers['accept-encoding'], ['br', 'gzip']) : null;
    if (coding === null) {
      // As text, Node writes the head and the body in one piece, without a copy into a Buffer first.
      headers['Content-Length'] = length;
      return send(200, text);
    }
    const body = coding === 'br' ? await brotli(text, API_BROTLI_OPTIONS) : await gzipped(text);
    headers['Content-Encoding'] = coding;
    headers['Content-Length'] = body.length;
    return send(200, body);
  }

  return (req, res) => {
    const found = req.method === 'GET' && !hasBody(req) ? find(routes, req.url ?? '') : null;
    const token = found ? sessionTokenOf(req) : null;
    if (!found || token === null) {
      options.fallback(req, res);
      return;
    }
    answer(req, res, found, token).then(
      (answered) => {
        if (!answered) {
          options.fallback(req, res);
        }
      },
      (err: unknown) => {
        if (res.headersSent) {
          throw err;
        }
        if (!(err instanceof AppError)) {
          options.onFallback?.(err);
        }
        options.fallback(req, res);
      },
    ).catch(logEscapedError('read lane'));
  };
}

/** Express's `req.secure` for a plain node:http request: TLS on the socket, or X-Forwarded-Proto from a trusted proxy. */
export function secureTest(trust: (address: string | undefined, hop: number) => boolean): (req: IncomingMessage) => boolean {
  return (req) => {
    if ((req.socket as TLSSocket).encrypted) {
      return true;
    }
    if (!trust(req.socket.remoteAddress, 0)) {
      return false;
    }
    const header = req.headers['x-forwarded-proto'];
    const first = (typeof header === 'string' ? header : '').split(',')[0]?.trim();
    return first === 'https';
  };
}
