import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Responses smaller than this go as they are: below it, compressing saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** The API's brotli options (quality 4), for the compression middleware and the read lane alike. */
export const API_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A strong ETag names one exact representation; the gzip or brotli version of a JSON document is
 * another one, so when the body goes compressed its strong ETag is turned weak (as nginx does).
 * If-None-Match still matches it (Express compares ETags weakly), so 304s keep working.
 * Registered before compression: it wraps writeHead first, so it runs after compression chose.
 */
const weakenETagWhenCompressed: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = ((...args: Parameters<typeof writeHead>) => {
    const etag = res.getHeader('ETag');
    if (typeof etag === 'string' && !etag.startsWith('W/') && res.getHeader('Content-Encoding')) {
      res.setHeader('ETag', `W/${etag}`);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
  next();
};

/**
 * Brotli or gzip (whichever the client prefers; `Vary: Accept-Encoding` on every answer) for
 * API responses over 1 KB. Brotli at quality 4: close to gzip's speed, smaller. A 304 or 204 has
 * no body and is left alone, and a handler streaming its answer can call `res.flush()`.
 *
 * A request that accepts no encoding (no Accept-Encoding: API clients, load generators) would go
 * uncompressed whatever happens; it skips the compression machinery (which wraps the response's
 * write, end and writeHead and negotiates on every request), keeping only its Vary header.
 */
export function apiCompression(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_ABOVE_BYTES, brotli: API_BROTLI_OPTIONS });
  return (req, res, next) => {
    // On every answer, a 304 included (which RFC 9110 says carries the Vary its 200 would have):
    // the compression middleware adds it only to a body it could compress.
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['accept-encoding'] === undefined) {
      next();
      return;
    }
    weakenETagWhenCompressed(req, res, () => {
      compress(req, res, next);
    });
  };
}
