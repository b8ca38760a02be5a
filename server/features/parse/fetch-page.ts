import { PARSE_FAILURE_MESSAGES, PARSE_MESSAGES } from '@contracts/parse/messages';
import type { ParseFailure } from '@contracts/parse/messages';
import { OutboundError } from '../../integrations/outbound';
import type { Outbound, OutboundRefusal } from '../../integrations/outbound';
import { decodeBody, loadsCaptcha, looksLikeBotWall } from './page-text';
import { READABLE_TYPES } from './read-source';

/** Fetched: the document's text, media type and final address; or why not, in words for the member. */
export type FetchedPage =
  | { ok: true; body: string; mediaType: string; url: string; loadsCaptcha: boolean }
  | { ok: false; reason: ParseFailure; message: string };

/** Per issue 16: 10 s for the whole fetch, 2 MB at most, 5 redirects. */
export const PAGE_TIME_LIMIT_MS = 10_000;
export const PAGE_SIZE_LIMIT = 2 * 1024 * 1024;

const REFUSALS: Record<OutboundRefusal, ParseFailure> = {
  bad_url: 'unreachable',
  unsupported_scheme: 'not_public',
  credentials_in_url: 'not_public',
  blocked_address: 'not_public',
  blocked_port: 'not_public',
  not_found: 'unreachable',
  too_many_redirects: 'too_many_redirects',
  timeout: 'timeout',
  too_large: 'too_large',
  unsupported_content_type: 'not_a_page',
  connection_failed: 'unreachable',
};

const failure = (reason: ParseFailure, message: string): FetchedPage => ({ ok: false, reason, message });

/**
 * A web page or calendar file, fetched through the outbound gate (public addresses only, checked
 * on every redirect). A 401, 403 or 429, or a bot check, means the site blocks scraping: the
 * member is asked to paste the text instead. A page that only loads a CAPTCHA is read, and
 * counts as a bot check when no event is found on it (readUrl).
 */
export async function fetchPage(outbound: Outbound, url: string, limits: { timeoutMs?: number } = {}): Promise<FetchedPage> {
  try {
    const res = await outbound.request(url, {
      timeoutMs: limits.timeoutMs ?? PAGE_TIME_LIMIT_MS,
      maxBytes: PAGE_SIZE_LIMIT,
      maxRedirects: 5,
      acceptContentType: (type) => READABLE_TYPES.has(type),
      headers: { accept: 'text/html,application/xhtml+xml,text/calendar;q=0.9,*/*;q=0.1', 'accept-language': 'en;q=0.9,*;q=0.5' },
    });
    const text = decodeBody(res.body, typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : undefined);
    if (res.status === 401 || res.status === 403 || res.status === 429 || looksLikeBotWall(res.status, res.headers, text)) {
      return failure('blocks_scraping', PARSE_MESSAGES.blocksScraping);
    }
    if (res.status < 200 || res.status >= 300) {
      return failure('site_error', `${PARSE_MESSAGES.siteError} (HTTP ${res.status}).`);
    }
    return { ok: true, body: text, mediaType: res.mediaType, url: res.url, loadsCaptcha: loadsCaptcha(text) };
  } catch (err) {
    if (err instanceof OutboundError) {
      // The member reads plain words for what went wrong, never the network's (the log keeps those).
      const reason = REFUSALS[err.reason];
      return failure(reason, PARSE_FAILURE_MESSAGES[reason]);
    }
    throw err;
  }
}
