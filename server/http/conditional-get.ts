import { hash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

/**
 * ETag and If-None-Match for the API's JSON answers to GET (issue 19): a client that still holds
 * an answer asks again with its ETag and, when nothing changed, gets a 304 with no body.
 *
 * - The ETag is weak (W/"..."), a hash of the JSON text: the same answer whatever encoding carries
 *   it, so it survives compression (which must not touch a strong one), and it changes with any
 *   change a client could see (the answer holds the viewer's own reply and rights, so two people
 *   asking the same URL get different tags).
 * - The JSON is written once, as text, straight to the response: no second copy into a Buffer and
 *   no second hash, as res.json followed by Express's own ETag would make.
 * - An origin server answers a conditional request whatever the request's Cache-Control says:
 *   browsers add `Cache-Control: no-cache` to any fetch() carrying If-None-Match, and Express's own
 *   freshness check would answer those 200.
 */
export function conditionalGet(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET') {
      res.json = (body: unknown) => sendJson(req, res, body);
    }
    next();
  };
}

/** Whether an If-None-Match header names this (weak) tag, or is `*`. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The answer's JSON text: a function of its own so a CPU profile tells serialisation from the rest. */
function jsonText(body: unknown): string {
  return JSON.stringify(body) ?? '';
}

function sendJson(req: Request, res: Response, body: unknown): Response {
  const text = jsonText(body);
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  if (ok) {
    const etag = `W/"${hash('sha1', text, 'base64url')}"`;
    res.setHeader('ETag', etag);
    if (noneMatchHits(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return res;
    }
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
  return res;
}
