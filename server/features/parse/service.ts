import { utcToWallTime } from '@contracts/events/event-time';
import { EVENT_MESSAGES } from '@contracts/events/schemas';
import { PARSE_MESSAGES, PARSE_READ_MESSAGES } from '@contracts/parse/messages';
import type { ParseFailure, ParseReadFailure } from '@contracts/parse/messages';
import type { ParseEventParsed, ParseEventResponse } from '@contracts/parse/schemas';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/app-error';
import { canCreateEvents, loadCommunityAccess } from '../communities';
import type { UserRow } from '../../users/repo';
import { PAGE_TIME_LIMIT_MS, fetchPage } from './fetch-page';
import { askLanguageModel } from './llm/llm-client';
import type { Reading } from './model/draft';
import { mergeReadings } from './model/merge';
import { answerFor } from './present';
import { sharedReadPool } from './read-pool';
import type { ReadPool } from './read-pool';
import { isCalendarType } from './read-source';
import type { TextReference } from './text/read-text';

type Failure = ParseFailure | ParseReadFailure;
type Read = { readings: Reading[]; text: string } | { failure: Failure; message: string };

const STRUCTURED = new Set(['jsonld', 'microdata', 'rdfa', 'hevent', 'ics']);
const RULES_ON_TEXT = new Set(['page_text', 'text']);

/** What the member is told when a reading gave nothing in time, for a page or for pasted text. */
function readFailure(reason: ParseReadFailure, what: 'page' | 'text'): Read {
  const message = reason === 'busy' ? PARSE_READ_MESSAGES.busy : what === 'page' ? PARSE_READ_MESSAGES.pageTooSlow : PARSE_READ_MESSAGES.textTooSlow;
  return { failure: reason, message };
}

/** A page, and the calendar file it links to when its own event data gives no start (all within 10 s). */
async function readUrl(deps: AppDeps, pool: ReadPool, url: string, reference: TextReference): Promise<Read> {
  const started = Date.now();
  const page = await fetchPage(deps.outbound, url);
  if (!page.ok) {
    return { failure: page.reason, message: page.message };
  }
  const doc = await pool.run({ kind: 'document', body: page.body, mediaType: page.mediaType, url: page.url, reference });
  if (!doc.ok) {
    return readFailure(doc.reason, 'page');
  }
  if (doc.value.failed.length > 0) {
    deps.logger?.warn({ readers: doc.value.failed, host: new URL(page.url).host }, '[assistant] readers failed on a page; the others read it');
  }
  const readings = [...doc.value.readings];
  const left = PAGE_TIME_LIMIT_MS - (Date.now() - started);
  if (doc.value.calendarLink && left > 500 && !readings.some((r) => STRUCTURED.has(r.source) && r.draft.start)) {
    const calendar = await fetchPage(deps.outbound, doc.value.calendarLink, { timeoutMs: left });
    const read = calendar.ok && isCalendarType(calendar.mediaType) ? await pool.run({ kind: 'calendar', body: calendar.body }) : null;
    if (read?.ok && read.value) {
      readings.splice(readings.filter((r) => STRUCTURED.has(r.source)).length, 0, { source: 'ics', draft: read.value });
    }
  }
  // A page with a CAPTCHA and no event on it is the CAPTCHA standing in the way, not an empty page.
  if (page.loadsCaptcha && !answerFor(mergeReadings(readings), reference.zone).success) {
    return { failure: 'blocks_scraping', message: PARSE_MESSAGES.blocksScraping };
  }
  return { readings, text: doc.value.text };
}

/** Pasted text, read on a reading thread. */
async function readPasted(pool: ReadPool, text: string, reference: TextReference): Promise<Read> {
  const read = await pool.run({ kind: 'text', text, reference });
  return read.ok ? { readings: read.value, text } : readFailure(read.reason, 'text');
}

/**
 * The language model's reading, when one is configured and the rules missed the title or the
 * start: only the fields the text states (groundedIn), placed under the page's event data and
 * above the rules' reading of the text.
 */
async function withLanguageModel(deps: AppDeps, pool: ReadPool, read: { readings: Reading[]; text: string }, reference: TextReference): Promise<Reading[]> {
  const settings = deps.config.assistantLlm;
  const rules = mergeReadings(read.readings).draft;
  if (!settings || (rules.title && rules.start) || read.text.trim() === '') {
    return read.readings;
  }
  const wall = utcToWallTime(reference.instant, reference.zone);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: reference.zone }).format(reference.instant);
  const answer = await askLanguageModel(deps.outbound, settings, read.text, { today: wall.date, weekday, zone: reference.zone }, (line) => deps.logger?.warn(line));
  // Only what the text states: a model can write a plausible name, place, price or date that is not there.
  const grounded = answer ? await pool.run({ kind: 'ground', text: read.text, draft: answer, reference }) : null;
  const draft = grounded?.ok ? grounded.value : null;
  if (!draft || Object.keys(draft).length === 0) {
    return read.readings;
  }
  const at = read.readings.findIndex((r) => RULES_ON_TEXT.has(r.source));
  const readings = [...read.readings];
  readings.splice(at < 0 ? readings.length : at, 0, { source: 'llm', draft });
  return readings;
}

/**
 * POST /events/parse-from-url: what a web page or a pasted announcement says about an event, for
 * the create-event form of a community the member may create events in. Reading problems
 * (the site blocks scraping, nothing found) are answers with success false, not errors.
 */
export async function parseEvent(deps: AppDeps, actor: UserRow, input: ParseEventParsed): Promise<ParseEventResponse> {
  const community = await loadCommunityAccess(deps.db, input.community_id, actor);
  if (!canCreateEvents(community)) {
    throw forbidden(EVENT_MESSAGES.createNotAllowed);
  }
  const reference: TextReference = { instant: input.reference_time ? new Date(input.reference_time) : deps.clock(), zone: input.time_zone };
  // Reading is CPU work that some inputs make long: it runs on the pool's threads, within a budget.
  const pool = deps.readPool ?? sharedReadPool();
  const read = input.url ? await readUrl(deps, pool, input.url, reference) : await readPasted(pool, input.content ?? '', reference);
  if ('failure' in read) {
    return { success: false, message: read.message, reason: read.failure };
  }
  return answerFor(mergeReadings(await withLanguageModel(deps, pool, read, reference)), reference.zone);
}
