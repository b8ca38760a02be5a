import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { chooseCoding } from './accept-encoding';
import { JSON_TYPE, answerTag, jsonText, noneMatchHits, stampingOf, validUntil } from './conditional-get';
import type { Paging } from './conditional-get';
import type { Answer } from './route-handler';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this go as they are: below it, compressing saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Brotli at quality 4: close to gzip's speed, smaller. */
export const API_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Writes a whole body, compressed with brotli or gzip when the client takes one and it is worth it
 * (`Vary: Accept-Encoding` is on every API answer: answer-headers in pipeline.ts), with its length.
 * Every API answer ends here, so every one is compressed the same way.
 */
async function writeBody(req: Request, res: Response, body: string, contentType: string): Promise<void> {
  res.setHeader('Content-Type', contentType);
  // The answer as text, whatever encoding carries it: what an Idempotency-Key's replay is stored as.
  (res.locals as AnswerLocals).answerText = body;
  const length = Buffer.byteLength(body);
  const coding = length >= COMPRESS_ABOVE_BYTES && req.method !== 'HEAD' ? chooseCoding(req.headers['accept-encoding'], ['br', 'gzip']) : null;
  if (coding === null) {
    // As text, Node writes the head and the body in one piece, without a copy into a Buffer first.
    res.setHeader('Content-Length', length);
    res.end(body);
    return;
  }
  const compressed = coding === 'br' ? await brotli(body, API_BROTLI_OPTIONS) : await gzipped(body);
  res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', compressed.length);
  res.end(compressed);
}

/** What writeBody leaves on the response for the steps that wrap its end (idempotency.ts). */
export interface AnswerLocals {
  answerText?: string;
}

const isGet = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

const headerText = (value: number | string | string[] | undefined) => (value === undefined ? undefined : String(value));

/**
 * A JSON answer. A successful answer to a GET carries a weak ETag (conditional-get.ts: a hash of
 * the JSON text and paging headers, stamped when the read was stamped) and answers 304 to a request
 * that names it, whatever Cache-Control the request carries: one rule for every GET of the API.
 */
export async function sendJson(req: Request, res: Response, status: number, body: unknown, paging: Paging = {}): Promise<void> {
  res.status(status);
  if (paging.total !== undefined) {
    res.setHeader('X-Total-Count', paging.total);
  }
  if (paging.link !== undefined) {
    res.setHeader('Link', paging.link);
  }
  const text = jsonText(body);
  if (isGet(req) && status >= 200 && status < 300) {
    const etag = answerTag(text, { total: headerText(res.getHeader('X-Total-Count')), link: headerText(res.getHeader('Link')) }, stampingOf(res));
    res.setHeader('ETag', etag);
    if (noneMatchHits(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
  }
  await writeBody(req, res, text, JSON_TYPE);
}

/** An answer kept as text (an Idempotency-Key's replay): sent as it was, JSON when it has a body. */
export async function sendStored(req: Request, res: Response, status: number, text: string | null): Promise<void> {
  res.status(status);
  if (text) {
    await writeBody(req, res, text, JSON_TYPE);
  } else {
    res.end();
  }
}

/** Sends what a handler answered. */
export async function sendAnswer(req: Request, res: Response, answer: Answer): Promise<void> {
  switch (answer.kind) {
    case 'json':
      for (const [name, value] of Object.entries(answer.headers ?? {})) {
        res.setHeader(name, value);
      }
      if (answer.until !== undefined) {
        validUntil(res, answer.until);
      }
      return sendJson(req, res, answer.status, answer.body, answer.paging);
    case 'text':
      res.status(answer.status);
      for (const [name, value] of Object.entries(answer.headers ?? {})) {
        res.setHeader(name, value);
      }
      // A text answer to a GET is tagged as JSON is, unless it carries a tag of its own (a feed's).
      if (res.getHeader('ETag') === undefined && isGet(req) && answer.status < 300) {
        const etag = answerTag(answer.body, {}, undefined);
        res.setHeader('ETag', etag);
        if (noneMatchHits(req.headers['if-none-match'], etag)) {
          res.status(304).end();
          return undefined;
        }
      }
      return writeBody(req, res, answer.body, answer.contentType);
    case 'not_modified':
      for (const [name, value] of Object.entries(answer.headers)) {
        res.setHeader(name, value);
      }
      res.status(304).end();
      return undefined;
    case 'redirect':
      res.redirect(302, answer.location);
      return undefined;
    case 'empty':
      res.status(answer.status).end();
      return undefined;
  }
}
