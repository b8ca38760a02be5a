import type { IncomingMessage } from 'node:http';
import { parse as parseContentType } from 'content-type';
import express from 'express';
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error';

/** The deepest JSON a request may nest: every contract needs 3 at most; a few levels spare for errors to name. */
export const MAX_JSON_DEPTH = 16;
export const MAX_JSON_BYTES = 100 * 1024;

declare module 'http' {
  interface IncomingMessage {
    /** The request body as received (after Content-Encoding), for hashing; set by the JSON parser. */
    rawBody?: Buffer;
  }
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * How deep the JSON text nests, scanning bytes once and stopping past `limit`. Brackets inside
 * strings do not count. Malformed text is left for JSON.parse to refuse.
 */
export function jsonDepthExceeds(body: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) {
        i += 1;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) {
        return true;
      }
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/** An error body-parser passes on with its status and type (see bodyReadError). */
class BodyRefused extends Error {
  readonly status = 400;
  readonly expose = true;
  constructor(readonly type: string, message: string) {
    super(message);
  }
}

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  code?: unknown;
}

const bodyError = (code: string, status: number, message: string) =>
  new AppError(code, status, `body: ${message}`, [{ field: 'body', message }]);

/**
 * What went wrong reading a body, as the API answers it. Every failure of reading is the client's
 * (a body that is not the JSON, size, depth or encoding it claims), except a server fault (5xx).
 */
export function bodyReadError(err: unknown): unknown {
  const e = (err ?? {}) as BodyParserError;
  switch (e.type) {
    case 'entity.parse.failed':
      return bodyError('invalid_json', 400, 'The request body is not valid JSON');
    case 'entity.too.large':
      return bodyError('body_too_large', 413, 'The request body is too large');
    case 'entity.too.deep':
      // The limit differs by reader (our JSON or a webhook's); the refusal names the one that applied.
      return bodyError('body_too_deep', 400, err instanceof Error && err.message !== '' ? err.message : `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return bodyError('unsupported_encoding', 415, 'Unsupported body encoding');
    default:
  }
  if (typeof e.status === 'number' && e.status >= 500) {
    return err;
  }
  // A gzip, deflate or br body that does not decode carries only zlib's code (Z_DATA_ERROR, ERR__ERROR_...).
  const decoding = typeof e.code === 'string' && (e.code.startsWith('Z_') || e.code.startsWith('ERR_'));
  return decoding
    ? bodyError('invalid_body_encoding', 400, 'The request body does not match its Content-Encoding')
    : bodyError('unreadable_body', typeof e.status === 'number' ? e.status : 400, 'The request body could not be read');
}

/**
 * The charset a JSON body claims, read with the very parser body-parser decodes by (first `charset`
 * wins, case folded), so what is checked here is what would be decoded; undefined when none is named.
 */
function claimedCharset(req: Request): string | undefined {
  const header = req.headers['content-type'];
  return header === undefined ? undefined : parseContentType(header).parameters.charset?.toLowerCase();
}

/**
 * JSON is UTF-8 (RFC 8259). body-parser would also decode UTF-16, UTF-32 and UTF-7, after the depth
 * scan has looked at the undecoded bytes: in UTF-16 a '∀' is the bytes 00 22, a quote to the scanner,
 * and UTF-7 writes '[' as '+AFs-', so a body thousands of levels deep would pass the scan. Those are
 * refused before anything is read.
 */
function charsetRefusal(req: Request): AppError | null {
  if (req.is('application/json') !== 'application/json') {
    return null;
  }
  const charset = claimedCharset(req);
  if (charset === undefined || charset === 'utf-8') {
    return null;
  }
  return bodyError('unsupported_charset', 415, 'JSON bodies must be sent as UTF-8');
}

/**
 * The JSON body parser of every /api route: UTF-8 only (415), bounded in size (413) and in nesting
 * depth (400, before JSON.parse builds anything), keeping the decoded bytes for the idempotency hash. Deeply
 * nested JSON is refused here once for every route, so nothing later (validation, hashing,
 * logging) ever walks a structure deep enough to exhaust the stack. Every failure to read the
 * body becomes the API's 4xx here, so none reaches the error handler as an unknown error.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({
    limit: MAX_JSON_BYTES,
    verify(req: IncomingMessage, _res, body: Buffer) {
      if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
        throw new BodyRefused('entity.too.deep', `The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      }
      req.rawBody = body;
    },
  });
  return (req, res, next) => {
    const refused = charsetRefusal(req);
    if (refused) {
      next(refused);
      return;
    }
    parse(req, res, (err?: unknown) => {
      next(err === undefined ? undefined : bodyReadError(err));
    });
  };
}

/** Webhook bodies are another service's JSON: allowed deeper and larger than our own contracts. */
export const MAX_RAW_JSON_DEPTH = 64;
export const MAX_RAW_BYTES = 1024 * 1024;

/**
 * The body as bytes, unparsed, for a route that must verify a signature over exactly what was sent
 * (Stripe's webhook). Bounded in size and nesting like jsonBody, and every failure to read it is the
 * same 4xx as there; the parsing is left to whoever verifies it.
 */
export function rawBody(): RequestHandler {
  const read = express.raw({
    type: () => true,
    limit: MAX_RAW_BYTES,
    verify(_req, _res, body: Buffer) {
      if (jsonDepthExceeds(body, MAX_RAW_JSON_DEPTH)) {
        throw new BodyRefused('entity.too.deep', `The request body nests deeper than ${MAX_RAW_JSON_DEPTH} levels`);
      }
    },
  });
  return (req, res, next) => {
    read(req, res, (err?: unknown) => {
      if (err === undefined && !Buffer.isBuffer(req.body)) {
        req.body = Buffer.alloc(0);
      }
      next(err === undefined ? undefined : bodyReadError(err));
    });
  };
}
