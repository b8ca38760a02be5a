import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** A JSON document serialised once, with a strong ETag of its bytes. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Answers with the document, or 304 when the client already holds this version (If-None-Match).
 * Clients may keep it but must ask again before using it (`no-cache`): a new server version may change it.
 */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(cached.body);
}
