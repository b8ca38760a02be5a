import { createHmac, hash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { SerializedJson } from './cached-json';

/**
 * ETag and If-None-Match for the API's JSON answers to GET (issue 19): a client that still holds
 * an answer asks again with its ETag and, when nothing changed, gets a 304 with no body.
 *
 * - The ETag is weak (W/"..."), and starts with a hash of the JSON text (and of a page's
 *   X-Total-Count and Link, which say how long the list is and where it goes on): the same answer whatever
 *   encoding carries it, so it survives compression (which must not touch a strong one), and it
 *   changes with any change a client could see (the answer holds the viewer's own reply and rights,
 *   so two people asking the same URL get different tags). A request naming a tag whose hash is the
 *   answer's gets a 304, with the answer's current tag.
 * - The JSON is written once, as text, straight to the response: no second copy into a Buffer and
 *   no second hash, as res.json followed by Express's own ETag would make.
 * - An origin server answers a conditional request whatever the request's Cache-Control says:
 *   browsers add `Cache-Control: no-cache` to any fetch() carrying If-None-Match, and Express's own
 *   freshness check would answer those 200.
 *
 * A hash of the answer costs the answer: its statements run before the tag can be compared. So the
 * hot reads also stamp their tag (`unchangedSince`, `validUntil`): a MAC, under a key of this
 * process, of the database's data version read before the answer's statements, the viewer (their
 * whole user row), the URL, and until when the answer holds without a write (an upcoming list
 * changes when its first event starts). A revalidation whose stamp is the MAC of the version read
 * now, by the same viewer for the same URL, before that instant, is answered 304 without running
 * anything: no write was committed to the database since the answer was read, so the same code
 * would read the same answer. The data version (db-read.ts `dataVersion`) changes with every
 * commit of any connection, whatever table or code path wrote: no write path can be forgotten.
 * Anything else falls back on the hash. On PostgreSQL there is no data version: the hash alone.
 * The answers themselves are sent by send-answer.ts.
 */

/** What a stamp is a MAC of, besides the instant: read before the answer's statements. */
export interface StampBasis {
  version: string;
  viewer: string;
  url: string;
}

export interface Stamping {
  basis: StampBasis;
  /** The last instant (ISO text, compared as the statements compare start times) the answer holds; '' for ever. */
  until?: string;
}

const stampings = new WeakMap<Response, Stamping>();

/** The stamping of an answer being read (after `unchangedSince`), if any. */
export const stampingOf = (res: Response): Stamping | undefined => stampings.get(res);

/** The key of this process's stamps: a tag stamped by another process or an earlier start is never taken for one of ours. */
const STAMP_KEY = randomBytes(32);

/** Separates a tag's hash, instant and stamp: in neither base64url nor ISO 8601 text. */
const PART = '~';

const stampOf = (basis: StampBasis, until: string) =>
  createHmac('sha256', STAMP_KEY).update(`${basis.version}\n${basis.viewer}\n${basis.url}\n${until}`).digest('base64url').slice(0, 22);

/** The viewer a stamp is for: their whole user row as the request holds it (id, proven e-mail, rights...), hashed once per row object. */
const viewerKeys = new WeakMap<object, string>();
function viewerKeyOf(user: object): string {
  let key = viewerKeys.get(user);
  if (key === undefined) {
    key = hash('sha1', JSON.stringify(user), 'base64url');
    viewerKeys.set(user, key);
  }
  return key;
}

/** The tags an If-None-Match header names, without their W/ and quotes. */
function candidatesOf(header: string): string[] {
  return header.split(',').map((candidate) => candidate.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
}

/**
 * What a hot read's tag is stamped with: the database's data version read before its statements,
 * the viewer and the URL; null when nothing can be stamped (PostgreSQL, or no signed-in viewer).
 */
export function stampBasisOf(version: string | null, viewer: object | undefined, url: string): StampBasis | null {
  return version === null || !viewer ? null : { version, viewer: viewerKeyOf(viewer), url };
}

/**
 * The tag (without W/ and quotes) of an If-None-Match header that this process stamped for
 * `basis`, whose instant `nowIso` has not passed; null when there is none.
 */
export function stampedTagIn(header: string | undefined, basis: StampBasis, nowIso: string): string | null {
  if (!header) {
    return null;
  }
  for (const tag of candidatesOf(header)) {
    const [contentHash, until, stamp, extra] = tag.split(PART);
    if (contentHash && until !== undefined && stamp && extra === undefined && (until === '' || nowIso <= until) && stamp === stampOf(basis, until)) {
      return tag;
    }
  }
  return null;
}

/**
 * The fast revalidation of a hot read, after authentication and validation and before any
 * statement: answers 304 and returns true when the request names a tag this process stamped for
 * this viewer and URL at the database's current `version`, and `nowIso` is not past the tag's
 * instant. Otherwise it keeps `version` to stamp the answer with (see `validUntil`) and returns
 * false. A null version (PostgreSQL) or a request without a signed-in viewer stamps nothing.
 */
export function unchangedSince(req: Request, res: Response, version: string | null, nowIso: string): boolean {
  const basis = req.method === 'GET' ? stampBasisOf(version, req.user, req.originalUrl) : null;
  if (!basis) {
    return false;
  }
  stampings.set(res, { basis });
  const tag = stampedTagIn(req.headers['if-none-match'], basis, nowIso);
  if (tag === null) {
    return false;
  }
  res.setHeader('ETag', `W/"${tag}"`);
  res.status(304).end();
  return true;
}

/**
 * Stamps the answer about to be sent (after `unchangedSince`): it holds, without a write, until
 * `until` (ISO text; the last instant the answer is still the same) or for ever (null).
 */
export function validUntil(res: Response, until: string | null): void {
  const stamping = stampings.get(res);
  if (stamping) {
    stamping.until = until ?? '';
  }
}

/** Whether an If-None-Match header names this (weak) tag, or is `*`: tags compare by their hash of the answer. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) {
    return false;
  }
  const [opaque] = etag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1').split(PART);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || candidatesOf(tag)[0]?.split(PART)[0] === opaque;
  });
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The answer's JSON text: a function of its own so a CPU profile tells serialisation from the rest. */
export function jsonText(body: unknown): string {
  return body instanceof SerializedJson ? body.text : (JSON.stringify(body) ?? '');
}

/** A page's paging headers, which say how long its list is and where it goes on. */
export interface Paging {
  total?: string | undefined;
  link?: string | undefined;
}

/**
 * The answer's tag: a hash of its JSON text and of a page's paging headers when it has them (a
 * page of the same items can belong to a longer list: another total, a next page), stamped when
 * the answer was read for a stamp and knows until when it holds.
 */
export function answerTag(text: string, paging: Paging, stamping: Stamping | undefined): string {
  const tagged = paging.total === undefined && paging.link === undefined ? text : `${text}\n${paging.total ?? ''}\n${paging.link ?? ''}`;
  const contentHash = hash('sha1', tagged, 'base64url');
  return stamping?.until === undefined
    ? `W/"${contentHash}"`
    : `W/"${contentHash}${PART}${stamping.until}${PART}${stampOf(stamping.basis, stamping.until)}"`;
}
