import type { DateCheck, When } from '../model/draft';
import { addDays, weekdayOf } from '../model/iso-when';
import type { Clock, Mention } from './date-mentions';
import { endOf, indexMentions } from './mention-index';
import type { MentionIndex } from './mention-index';
import { zoneNamedIn } from './zone-words';

/** The text around the mentions: the original for context words, and the member's zone for zone words. */
export interface TimeContext {
  /** The text as the date parser read it (same positions as the original). */
  text: string;
  /** The text as written: its time-of-day words ("coffee morning") were blanked for the date parser. */
  original?: string;
  today: string;
  memberZone: string;
  /** Whether clock times without am/pm follow English habits ("7:30" in the evening) or are 24-hour. */
  english: boolean;
  /**
   * Whether "today", "tomorrow" and "this Friday" count. In a message they are the writer's; on
   * a web page, whose writing date is unknown, they are navigation ("Today · Next 7 days").
   */
  relativeDates: boolean;
}

const RELATIVE = /\b(?:today|tonight|tomorrow|tmrw|tmw|yesterday|this|next|coming)\b/i;
/** A time labelled as the event's or its doors' ("Doors open: 19:30", "Start time: 7pm"), looked for anywhere when none is near the date. */
const TIME_LABEL = /\b(?:doors?(?: open)?|starts?|start time|begins?|time|kick-?off)\s*(?:at|from)?\s*:?\s*$/;

/** How far the rules look back or on from a mention for its line: a longer line is read as its nearest part. */
const LINE_REACH = 300;
const lineStartOf = (text: string, index: number) => {
  const from = Math.max(0, index - LINE_REACH);
  return from + text.slice(from, index).lastIndexOf('\n') + 1;
};
const lineEndOf = (text: string, index: number) => {
  const at = text.slice(index, index + LINE_REACH).indexOf('\n');
  return at < 0 ? Math.min(text.length, index + LINE_REACH) : index + at;
};
const clauseBefore = (text: string, index: number, width: number) => {
  const from = Math.max(0, index - width);
  const stretch = text.slice(from, index);
  const cut = Math.max(stretch.lastIndexOf('\n'), stretch.lastIndexOf('. '), stretch.lastIndexOf('!'), stretch.lastIndexOf('?'), stretch.lastIndexOf('•'));
  return (cut >= 0 ? stretch.slice(cut + 1) : stretch).toLowerCase();
};

/** Words before a date that make it something other than the event: a deadline, a past or cancelled one, the next one. */
const NOT_THE_EVENT =
  /\b(?:by|before|deadline|closes?|closing|ends?|end on|no|not|last|previous|planned for|originally|was|were|rsvp\w*|register\w*|book\w*|sign[- ]?ups?|applications?|apply|drop(?:ped)?[- ]?off|returning|opens?|from)\b[^.!?\n]{0,28}$/;
/** Words before a date that make it the event's new date. */
const NEW_DATE = /\b(?:postponed|moved|rescheduled|changed|now)\s+(?:to|until|till|on|for)\b[^.!?\n]{0,20}$|\bnew date\b[^.!?\n]{0,20}$/;
/** Words before a time that make it something before the event: doors, arrival, registration. */
const BEFORE_THE_EVENT = /\b(?:doors?|arriv\w*|registration|check[- ]?in|pick[- ]?up|sign[- ]?(?:up|in)|tea|seated|intake|served|drop[- ]?off)\b[^.;,!?\n]{0,20}$/;
/** Words around a time that make it the start. */
const START_WORDS_BEFORE = /\b(?:show|start|starts|starting|begins?|kicks? off|kick-?off)\b\s*(?:at|from|time)?[:\s]*$/;
const START_WORDS_AFTER = /^\s*(?:start|kick-?off)\b/;
/** Words before a time that make it the end. */
const END_WORDS = /\b(?:till|until|to|wraps?(?:ping)? up|finish(?:es|ing)?|ends?|over)\b\s*(?:by|at|around|about)?\s*$/;
const OPEN_END = /^[^.\n]{0,40}?\b(?:till|until|to)\s+(?:late|close|the fire dies|closing)\b|^[^.\n]{0,25}\bonwards\b/i;

function dateScore(m: Mention, ctx: TimeContext, hasTime: boolean): number {
  const before = clauseBefore(ctx.text, m.index, 40);
  let score = (m.explicit ? 3 : 0) + (hasTime ? 2 : 0) + (m.endDate || m.endTime ? 1 : 0);
  if (NEW_DATE.test(before)) {
    score += 6;
  } else if (NOT_THE_EVENT.test(before)) {
    score -= 8;
  }
  return m.weekdayMismatch ? score - 4 : score;
}

/** A mention that can give this date its time: a time alone, or one with a weekday this date falls on ("21st December, Sunday at 5:30 PM"). */
const timeOnly = (m: Mention, date: Mention) =>
  m.time !== null && (m.date === null || m.date === date.date || (m.weekdayOnly !== null && date.date !== null && weekdayOf(date.date) === m.weekdayOnly));

/** The times that could be this date's: on its line, or in the few lines after it (up to the next date). */
function timesFor(date: Mention, index: MentionIndex, text: string): Mention[] {
  const after: Mention[] = [];
  for (let i = index.firstFrom(endOf(date)); i < index.sorted.length; i += 1) {
    const m = index.sorted[i];
    if (!m || m.index >= endOf(date) + 220 || (m.index > date.index && m.explicit && !m.past)) {
      break;
    }
    if (m !== date && timeOnly(m, date)) {
      after.push(m);
    }
  }
  const before: Mention[] = [];
  for (let i = index.firstFrom(lineStartOf(text, date.index)); i < index.sorted.length; i += 1) {
    const m = index.sorted[i];
    if (!m || m.index >= date.index) {
      break;
    }
    if (timeOnly(m, date)) {
      before.push(m);
    }
  }
  const bare = bareHourAfter(date, text);
  return [...(bare ? [bare] : []), ...after, ...before];
}

/**
 * "tmrw 8", "this Sun 4-7": an hour written as a bare number right after a date, which chrono
 * does not take for a time on its own. Not a count, a size or an age ("5K", "12 & under", "40+").
 */
function bareHourAfter(date: Mention, text: string): Mention | null {
  const match = /^\s*,?\s*(?:at|from)?\s*(\d{1,2})(?:\s*-\s*(\d{1,2}))?(?![\d:./]|\s*(?:st|nd|rd|th|%|k\b|km|miles?|mins?|minutes?|hours?|hrs?|people|places|years?|yrs?|\+|&|and under|or))/i.exec(
    text.slice(endOf(date), endOf(date) + 60),
  );
  const hour = Number(match?.[1]);
  if (!match || hour < 1 || hour > 12) {
    return null;
  }
  const clock = (h: number) => ({ hour: h, minute: 0, meridiemGiven: false, twentyFourHour: false });
  const end = match[2] ? Number(match[2]) : null;
  return {
    index: endOf(date) + match.index,
    text: match[0],
    date: null,
    explicit: false,
    past: false,
    weekdayMismatch: false,
    weekdayWritten: null,
    weekdayOnly: null,
    time: clock(hour),
    endDate: null,
    endTime: end !== null && end >= 1 && end <= 12 ? clock(end) : null,
    offsetMinutes: null,
  };
}

/** The words just before a time, back to the previous date or time (so "DOORS 7PM / SHOW 8PM" labels 8PM "show"). */
function labelOf(m: Mention, index: MentionIndex, text: string): string {
  return clauseBefore(text, m.index, Math.min(30, m.index - index.previousEnd(m.index)));
}

/** "6.30pm for 7pm", "18:30 for a 19:00 start": the time after "for" is the start. */
function arrivalFollowedByStart(m: Mention, index: MentionIndex, text: string): Mention | null {
  const rest = /^\s*for\s+(?:an?\s+)?/i.exec(text.slice(endOf(m), endOf(m) + 12));
  return rest ? index.timeAt(endOf(m) + rest[0].length) : null;
}

/** The event's time among candidates: not doors or arrival, a stated start first, "7 for 7.30" as 7.30. */
function pickTime(candidates: Mention[], index: MentionIndex, text: string): Mention | null {
  const usable = candidates.filter((m) => {
    const label = labelOf(m, index, text);
    return !arrivalFollowedByStart(m, index, text) && !BEFORE_THE_EVENT.test(label) && !END_WORDS.test(label);
  });
  const stated = usable.find((m) => START_WORDS_BEFORE.test(labelOf(m, index, text)) || START_WORDS_AFTER.test(text.slice(endOf(m), endOf(m) + 10)));
  return stated ?? usable[0] ?? null;
}

/** Words that put a bare hour in the morning ("coffee morning at 10", "breakfast ... at 9"), greetings aside ("Good morning all!"). */
const isMorningLine = (line: string) =>
  /\b(?:morning|breakfast|brunch|sunrise)\b/i.test(line.replace(/\b(?:good\s+)?morning(?:\s+(?:all|everyone|folks|team|everybody))?\s*[!,.]|\bgood\s+morning\b/gi, ''));

/** Minutes after midnight, reading an hour without am/pm as people do: 1 to 11 in the afternoon or evening unless the line says morning. */
function minutesOf(clock: Clock, ctx: TimeContext, line: string): number {
  if (clock.meridiemGiven || clock.twentyFourHour || !ctx.english || clock.hour >= 12) {
    return clock.hour * 60 + clock.minute;
  }
  return (isMorningLine(line) ? clock.hour : clock.hour + 12) * 60 + clock.minute;
}

/** A range's start without am/pm takes the end's half of the day when that keeps it first ("8-11 am", "5.30-7pm"). */
function rangeMinutes(start: Clock, end: Clock, ctx: TimeContext, line: string): [number, number] {
  let from = minutesOf(start, ctx, line);
  let to = minutesOf(end, ctx, line);
  if (!start.meridiemGiven && !start.twentyFourHour && end.meridiemGiven && start.hour < 12) {
    const sameHalf = (end.hour >= 12 ? start.hour + 12 : start.hour) * 60 + start.minute;
    from = sameHalf <= to ? sameHalf : sameHalf - 12 * 60;
  }
  if (!end.meridiemGiven && !end.twentyFourHour && to < from && to + 12 * 60 > from && end.hour < 12) {
    to += 12 * 60;
  }
  return [from, to];
}

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function withZone(when: When, zoneText: string, ctx: TimeContext, offset: number | null): When {
  const named = zoneNamedIn(zoneText, ctx.memberZone);
  if (named) {
    return { ...when, ...named };
  }
  return offset !== null ? { ...when, offsetMinutes: offset } : when;
}

/** An end stated after the start among the times alone: "till 10", "wrap up by 8:30" (none for "till late" or "onwards"). */
function statedEnd(times: MentionIndex, startEnd: number, text: string): Mention | null {
  if (OPEN_END.test(text.slice(startEnd, startEnd + 60))) {
    return null;
  }
  for (let i = times.firstFrom(startEnd); i < times.sorted.length; i += 1) {
    const m = times.sorted[i];
    if (!m || m.index - startEnd >= 400) {
      break;
    }
    const label = labelOf(m, times, text);
    if (END_WORDS.test(label) && !/\b(?:intake|last)\b/.test(label)) {
      return m;
    }
  }
  return null;
}

export interface EventTimes {
  start: When;
  end?: When;
  /** Where the chosen date is in the text: titles and places are looked for around it. */
  anchor: number;
  /** Where the chosen date's mention ends. */
  anchorEnd: number;
  /** Why the member should check the date: the weekday written does not fall on it, or it has passed. */
  check?: DateCheck;
}

/**
 * The event's start and end among everything a text mentions: the best date (a written day and
 * month, with a time, not a deadline or a past date; a new date after "postponed to"), its time
 * (on its line or just after, not doors or arrival), its end (a range, "till", "wrap up by") and
 * a zone named next to the time. A time alone is today's.
 */
export function findEventTimes(mentions: Mention[], ctx: TimeContext): EventTimes | null {
  const index = indexMentions(mentions);
  const timesAlone = indexMentions(mentions.filter((m) => m.time && m.date === null));
  const wanted = (m: Mention) => m.date !== null && (ctx.relativeDates || (m.explicit && !RELATIVE.test(m.text)));
  const upcoming = index.sorted.filter((m) => wanted(m) && !m.past);
  // A text whose every date has passed (an old announcement pasted later) still states them: the
  // date is kept, never swapped for today or a weekday, and the answer says it has passed.
  const dates = upcoming.length > 0 ? upcoming : index.sorted.filter((m) => wanted(m) && m.explicit);
  // Times alone labelled as the event's ("Time: 7pm"), in text order: a date without a time of its own takes the next one.
  const labelled = indexMentions(timesAlone.sorted.filter((o) => TIME_LABEL.test(labelOf(o, index, ctx.text))));
  const labelledLater = (m: Mention) => labelled.sorted[labelled.firstFrom(m.index + 1)] ?? null;
  const ranked = dates
    .map((m, order) => {
      const time = m.time ? (arrivalFollowedByStart(m, index, ctx.text) ?? m) : (pickTime(timesFor(m, index, ctx.text), index, ctx.text) ?? labelledLater(m));
      return { m, time, score: dateScore(m, ctx, time !== null), order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0];
  if (!best) {
    const time = pickTime(index.sorted.filter((m) => m.time), index, ctx.text);
    return time ? timesOn(ctx.today, time, time, timesAlone, ctx) : null;
  }
  const check = checkOf(best.m);
  if (!best.time) {
    const start: When = { date: best.m.date ?? ctx.today, time: null };
    const end = best.m.endDate && best.m.endDate > start.date ? { date: best.m.endDate, time: null } : undefined;
    const anchor = { anchor: best.m.index, anchorEnd: endOf(best.m), ...(check ? { check } : {}) };
    return end ? { start, end, ...anchor } : { start, ...anchor };
  }
  const times = timesOn(best.m.date ?? ctx.today, best.m, best.time, timesAlone, ctx);
  return times && check ? { ...times, check } : times;
}

/** What the member should check about a chosen date: a weekday that does not fall on it, or that it has passed. */
function checkOf(m: Mention): DateCheck | undefined {
  if (m.weekdayMismatch && m.weekdayWritten !== null) {
    return { kind: 'weekday', weekday: m.weekdayWritten };
  }
  return m.past ? { kind: 'past' } : undefined;
}

function timesOn(date: string, dateMention: Mention, timeMention: Mention, timesAlone: MentionIndex, ctx: TimeContext): EventTimes | null {
  const clock = timeMention.time;
  if (!clock) {
    return null;
  }
  // The time's line and the one above it (a heading "Volunteers' breakfast" over "Sunday 22 March at 10"), as written.
  const lineStart = lineStartOf(ctx.text, timeMention.index);
  const lineAbove = lineStart > 0 ? lineStartOf(ctx.text, lineStart - 1) : lineStart;
  const line = (ctx.original ?? ctx.text).slice(lineAbove, lineEndOf(ctx.text, timeMention.index));
  const zoneText = `${timeMention.text}${ctx.text.slice(endOf(timeMention), endOf(timeMention) + 16)}`;
  const rangeEnd = timeMention.endTime ?? (dateMention !== timeMention ? dateMention.endTime : null);
  const endDate = timeMention.endDate ?? dateMention.endDate;
  let from: number;
  let to: number | null = null;
  if (rangeEnd) {
    [from, to] = rangeMinutes(clock, rangeEnd, ctx, line);
  } else {
    from = minutesOf(clock, ctx, line);
    const stated = statedEnd(timesAlone, endOf(timeMention), ctx.text);
    if (stated?.time) {
      to = rangeMinutes(clock, stated.time, ctx, line)[1];
    }
  }
  const start = withZone({ date, time: clockText(from) }, zoneText, ctx, timeMention.offsetMinutes);
  const anchor = dateMention.index;
  const anchorEnd = endOf(dateMention);
  if (to === null) {
    return { start, anchor, anchorEnd };
  }
  const endDay = endDate && endDate > date ? endDate : to <= from ? addDays(date, 1) : date;
  const { date: _d, time: _t, ...zone } = start;
  return { start, end: { date: endDay, time: clockText(to), ...zone }, anchor, anchorEnd };
}
