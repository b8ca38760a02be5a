import { PARSE_FAILURE_MESSAGES, PARSE_MESSAGES, PARSE_TEXT_MAX, PARSE_TEXT_WARN_ABOVE } from '@contracts/parse/messages';
import type { ParseFailure } from '@contracts/parse/messages';
import type { ParseEventResponse } from '@contracts/parse/schemas';
import { ApiError } from '../../../lib/api-client';

export type AssistantTab = 'url' | 'text';

/**
 * Whether an entry can be a web address, read as the server reads it ("venue.example/quiz" is
 * https://venue.example/quiz): a host name, no spaces. The server checks the rest.
 */
function canBeAddress(url: string): boolean {
  const value = url.trim();
  try {
    const address = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^/]+\.[a-z]{2,}:\d/i.test(value) ? value : `https://${value}`);
    return address.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** What to say before any call (spec section 5), or null when the entry may be sent. */
export function entryProblem(tab: AssistantTab, url: string, content: string): string | null {
  if (tab === 'url') {
    return canBeAddress(url) ? null : PARSE_MESSAGES.urlRequired;
  }
  if (content.trim() === '') {
    return PARSE_MESSAGES.contentRequired;
  }
  return content.length > PARSE_TEXT_MAX ? PARSE_MESSAGES.contentTooLong : null;
}

/** "1,234 / 15,000", red above 14,000 (spec section 5). */
export function counterOf(content: string): { text: string; warn: boolean } {
  return {
    text: `${content.length.toLocaleString('en-US')} / ${PARSE_TEXT_MAX.toLocaleString('en-US')}`,
    warn: content.length > PARSE_TEXT_WARN_ABOVE,
  };
}

/** The site refused to be read by a program (spec section 4): the member is sent to the Text tab. */
export function blocksScraping(answer: ParseEventResponse): boolean {
  return answer.reason === 'blocks_scraping' || /blocks scraping/i.test(answer.message);
}

/**
 * Why a read gave no event, in plain words that fit the tab it was asked from (issue 28): pasted
 * text that holds no event is asked for the announcement itself, not sent to the Text tab it is
 * already on; a page that could not be read says what to do next, not how the network failed.
 */
export function refusalText(tab: AssistantTab, answer: ParseEventResponse): string {
  if (tab === 'text' && answer.reason === 'nothing_found') {
    return PARSE_MESSAGES.nothingFoundInText;
  }
  // A reading that ran out of time or found every thread taken (too_slow, busy) keeps the server's words.
  if (tab === 'url' && answer.reason && Object.hasOwn(PARSE_FAILURE_MESSAGES, answer.reason)) {
    return PARSE_FAILURE_MESSAGES[answer.reason as ParseFailure];
  }
  return answer.message || (tab === 'url' ? PARSE_MESSAGES.failedFromUrl : PARSE_MESSAGES.failed);
}

/**
 * A refused request in the member's words: the field's own message without the field's key ("url:
 * Please enter a valid URL" is "Please enter a valid URL"), else the spec's fallback (section 8).
 */
export function errorText(tab: AssistantTab, error: unknown): string {
  const fallback = tab === 'url' ? PARSE_MESSAGES.failedFromUrl : PARSE_MESSAGES.failed;
  if (!(error instanceof ApiError) || error.status >= 500 || !error.detail) {
    return fallback;
  }
  return error.fieldErrors?.[0]?.message ?? error.detail.replace(/^[\w.[\]]+:\s+/, '');
}

/** A read that found an event but no title cannot fill the form (spec section 5). */
export function hasTitle(answer: ParseEventResponse): boolean {
  return Boolean(answer.title?.trim());
}

/** After a refusal, the dialog waits this long on the message before it shows the Text tab (spec section 4). */
export const SWITCH_TO_TEXT_AFTER_MS = 1000;

export { PARSE_MESSAGES };
