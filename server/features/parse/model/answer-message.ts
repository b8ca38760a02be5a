import { PARSE_DATE_CHECKS, PARSE_MESSAGES } from '@contracts/parse/messages';
import type { EventDraft } from './draft';
import type { MergedDraft } from './merge';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The message of an answer that found an event: that details were found (and that the source says
 * it is cancelled), and what to check about the date: "the text says Saturday, but 14 June 2026 is
 * a Sunday" (the date as written is kept, issue 28), or that the date has passed.
 */
export function answerMessage(draft: EventDraft): string {
  const found = draft.cancelled ? PARSE_MESSAGES.foundCancelled : PARSE_MESSAGES.found;
  const check = draft.dateCheck;
  if (!check || !draft.start) {
    return found;
  }
  const day = new Date(`${draft.start.date}T00:00:00Z`);
  const date = LONG_DATE.format(day);
  const note =
    check.kind === 'weekday'
      ? PARSE_DATE_CHECKS.weekday(WEEKDAYS[check.weekday] ?? '', date, WEEKDAYS[day.getUTCDay()] ?? '')
      : PARSE_DATE_CHECKS.past(date);
  return `${found} ${note}`;
}

/**
 * "Nothing found", in the words of the tab it answers: a read of pasted text (its text is the
 * description) is told to paste the announcement itself, not to paste it in the Text tab.
 */
export function nothingFoundMessage(merged: MergedDraft): string {
  return merged.sources.description === 'text' ? PARSE_MESSAGES.nothingFoundInText : PARSE_MESSAGES.nothingFound;
}
