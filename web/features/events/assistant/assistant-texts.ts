import { PARSE_MESSAGES, PARSE_TEXT_MAX, PARSE_TEXT_WARN_ABOVE } from '../../../../server/contracts/messages/parse';
import type { ParseEventResponse } from '../../../../server/contracts/parse';

export type AssistantTab = 'url' | 'text';

/** What to say before any call (spec section 5), or null when the entry may be sent. */
export function entryProblem(tab: AssistantTab, url: string, content: string): string | null {
  if (tab === 'url') {
    return url.trim() === '' ? PARSE_MESSAGES.urlRequired : null;
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

/** A read that found an event but no title cannot fill the form (spec section 5). */
export function hasTitle(answer: ParseEventResponse): boolean {
  return Boolean(answer.title?.trim());
}

/** After a refusal, the dialog waits this long on the message before it shows the Text tab (spec section 4). */
export const SWITCH_TO_TEXT_AFTER_MS = 1000;

export { PARSE_MESSAGES };
