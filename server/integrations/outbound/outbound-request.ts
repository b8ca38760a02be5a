import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { OutboundError, asOutboundError } from './outbound-error';

export interface OutboundRequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole call, every redirect included (default 10 s). */
  timeoutMs?: number;
  /** The most bytes of the (decompressed) body read; more fails with too_large (default 2 MiB). */
  maxBytes?: number;
  /** Redirects followed, each one checked like the first request (default 5). */
  maxRedirects?: number;
  /** Which media types a successful answer may have ('text/html'...); any when left out. */
  acceptContentType?: (mediaType: string) => boolean;
  /** Hosts this call may reach although they are not public (operator configuration, never user input). */
  alsoAllow?: readonly string[];
}

export interface OutboundResponse {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The media type without parameters, lower case ('' when none was sent). */
  mediaType: string;
  body: Buffer;
  redirects: number;
}

export interface Agents {
  http: http.Agent;
  https: https.Agent;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Checks an address before anything is sent to it: http(s) only, no user name or password in it. */
export function checkedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutboundError('bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('unsupported_scheme');
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutboundError('credentials_in_url');
  }
  return url;
}

function decoded(res: IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    return res.pipe(zlib.createGunzip());
  }
  if (encoding === 'deflate') {
    return res.pipe(zlib.createInflate());
  }
  if (encoding === 'br') {
    return res.pipe(zlib.createBrotliDecompress());
  }
  return res;
}

/** Reads a body up to maxBytes (after decompression, so a small zip bomb is stopped too). */
async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new OutboundError('too_large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(res);
  try {
    for await (const chunk of stream) {
      const piece = chunk as Buffer;
      size += piece.length;
      if (size > maxBytes) {
        throw new OutboundError('too_large');
      }
      chunks.push(piece);
    }
  } catch (err) {
    res.destroy();
    stream.destroy();
    throw err instanceof OutboundError ? err : asOutboundError(err);
  }
  return Buffer.concat(chunks);
}

function send(url: URL, options: OutboundRequestOptions, agents: Agents, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: url.protocol === 'https:' ? agents.https : agents.http,
      signal,
    });
    req.once('response', resolve);
    req.once('error', (err) => reject(signal.aborted ? new OutboundError('timeout') : asOutboundError(err)));
    req.end(options.body);
  });
}

/**
 * One HTTP request through guarded agents: follows at most `maxRedirects` redirects, checking each
 * new address like the first (scheme, credentials, and the agents' address checks at connect
 * time); the whole call is bounded in time and in body size. Any status is answered; only a
 * successful answer is held to `acceptContentType`.
 */
export async function requestThrough(agents: Agents, address: string, options: OutboundRequestOptions = {}): Promise<OutboundResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = checkedUrl(address);
  let current = options;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const res = await send(url, current, agents, controller.signal);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location) {
        res.resume();
        if (redirects >= maxRedirects) {
          throw new OutboundError('too_many_redirects');
        }
        const next = checkedUrl(location, url);
        // A 303 (and, as browsers do, a 301 or 302 after a POST) turns into a GET; credentials never follow to another origin.
        const toGet = res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && current.method === 'POST');
        const headers = next.origin === url.origin ? current.headers : withoutCredentials(current.headers);
        current = { ...current, headers, ...(toGet ? { method: 'GET', body: undefined } : {}) };
        url = next;
        continue;
      }
      const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300 && options.acceptContentType && !options.acceptContentType(mediaType)) {
        res.destroy();
        throw new OutboundError('unsupported_content_type');
      }
      const body = await readBody(res, options.maxBytes ?? DEFAULT_MAX_BYTES);
      return { url: url.href, status, headers: res.headers, mediaType, body, redirects };
    }
  } catch (err) {
    throw controller.signal.aborted ? new OutboundError('timeout') : asOutboundError(err);
  } finally {
    clearTimeout(timer);
  }
}

function withoutCredentials(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) {
    return headers;
  }
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !['authorization', 'cookie', 'proxy-authorization'].includes(name.toLowerCase())));
}
