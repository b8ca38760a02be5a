import type { RepeatRule } from '@contracts/events/recurrence';
import type { When } from '../model/draft';
import { addDays, daysBetween } from '../model/iso-when';
import { firstRuleDate, ruleFitsEvent, ruleFromWords } from '../model/repeat-rule';
import { MONTH_PATTERN, WEEKDAY_PATTERN } from './calendar-words';
import { findRepeatPhrases } from './repeat-words';
import type { RepeatPhrase } from './repeat-words';

/** The event's times as the text reader chose them, and where their date is in the text. */
export interface ChosenTimes {
  start: When;
  end?: When;
  anchor: number;
  anchorEnd: number;
}

export interface TextRepeat {
  rule: RepeatRule;
  /** The start and end, moved to the rule's first date when the date was read from the phrase itself. */
  start: When;
  end?: When;
}

/** A mention that names a day, not only a time ("7:30pm" is read as today's: it names none). */
const NAMES_A_DAY = new RegExp(`\\b(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN}|today|tonight|tomorrow|tmrw)\\b|\\d(?:st|nd|rd|th)\\b|\\d{1,2}/\\d{1,2}|\\d{4}-\\d{2}`, 'i');

const BLANK_LINE = /\n[ \t]*\n/g;

/** The paragraph (text between blank lines) around a position. */
function paragraphAround(text: string, at: number): [number, number] {
  let from = 0;
  let to = text.length;
  BLANK_LINE.lastIndex = 0;
  for (let m = BLANK_LINE.exec(text); m; m = BLANK_LINE.exec(text)) {
    if (m.index + m[0].length <= at) {
      from = m.index + m[0].length;
    } else if (m.index >= at) {
      to = m.index;
      break;
    }
  }
  return [from, to];
}

const distance = (phrase: RepeatPhrase, at: number) => (at < phrase.index ? phrase.index - at : at > phrase.end ? at - phrase.end : 0);

const shifted = (when: When | undefined, days: number): When | undefined => (when ? { ...when, date: addDays(when.date, days) } : undefined);

/**
 * How the announced event repeats: a phrase of the grammar in the paragraph of the event's date
 * (a newsletter's "the uniform rail is out every Friday" is another paragraph's), whose rule gives
 * the event's date. When the date was read from the phrase itself ("the last Friday of every month"
 * read as the next Friday), the start moves to the rule's first date. Null when nothing fits.
 */
export function readRepeat(text: string, times: ChosenTimes, today: string): TextRepeat | null {
  const [from, to] = paragraphAround(text, times.anchor);
  const phrases = findRepeatPhrases(text.slice(from, to)).map((p) => ({ ...p, index: p.index + from, end: p.end + from, baseEnd: p.baseEnd + from, endingIndex: p.endingIndex + from }));
  const phrase = phrases.sort((a, b) => distance(a, times.anchor) - distance(b, times.anchor))[0];
  if (!phrase) {
    return null;
  }
  // The date was read from the phrase itself, or from a time alone: the rule says which day it is.
  const inPhrase = (times.anchor >= phrase.index && times.anchor < phrase.end) || !NAMES_A_DAY.test(text.slice(times.anchor, times.anchorEnd));
  // "every Saturday through 5 September": the date read is the series' last, its first is the rule's next.
  const inEnding = phrase.ending.type === 'until' && times.anchor >= phrase.endingIndex && times.anchor < phrase.end;
  // "every Tuesday until 30 June" read as a range: 30 June ends the series, not the evening.
  const seriesEnd = inEnding || (phrase.ending.type === 'until' && times.end && times.end.date !== times.start.date && times.anchor >= phrase.index && times.anchor < phrase.baseEnd && times.anchorEnd <= phrase.end);
  const end = seriesEnd ? undefined : times.end;
  const rule = ruleFromWords(phrase.base, phrase.ending, inEnding ? today : times.start.date);
  if (!rule) {
    return null;
  }
  if (!inEnding && ruleFitsEvent(rule, times.start, end)) {
    return { rule, start: times.start, end };
  }
  const first = inPhrase ? firstRuleDate(rule, inEnding ? today : times.start.date) : null;
  if (!first) {
    return null;
  }
  const days = daysBetween(times.start.date, first);
  const start = shifted(times.start, days) as When;
  const moved = ruleFromWords(phrase.base, phrase.ending, start.date);
  const movedEnd = shifted(end, days);
  return moved && ruleFitsEvent(moved, start, movedEnd) ? { rule: moved, start, end: movedEnd } : null;
}
