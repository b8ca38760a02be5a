import { MAX_INTERVAL, MAX_OCCURRENCE_COUNT, RepeatRuleSchema, weekdayOfDate } from '@contracts/events/recurrence';
import type { RepeatFrequency, RepeatRule, Weekday, WeekdayOrdinal } from '@contracts/events/recurrence';

/**
 * The Custom… editor's fields as typed (numbers as text, so a field may be empty while it is being
 * changed), and the rule they make. Every field is kept whatever the frequency, so going from
 * weekly to monthly and back keeps the weekdays chosen.
 */
export type RepeatDraft = {
  frequency: RepeatFrequency;
  interval: string;
  weekdays: Weekday[];
  monthlyOn: 'day_of_month' | 'weekday';
  day: string;
  ordinal: WeekdayOrdinal;
  weekday: Weekday;
  ending: 'never' | 'on' | 'after';
  endDate: string;
  count: string;
};

export type RepeatDraftField = 'interval' | 'weekdays' | 'day' | 'endDate' | 'count';
export type RepeatDraftProblems = Partial<Record<RepeatDraftField, string>>;

export const REPEAT_PROBLEMS: Record<RepeatDraftField, string> = {
  interval: `Enter a whole number from 1 to ${MAX_INTERVAL}`,
  weekdays: 'Choose at least one day of the week',
  day: 'Enter a day of the month from 1 to 31',
  endDate: 'Enter the date of the last event',
  count: `Enter a number of times from 1 to ${MAX_OCCURRENCE_COUNT}`,
};
export const END_BEFORE_START_PROBLEM = 'The last date must not be before the start';
/** Said when the rule is wrong but the form's own message is wanted (a 400 about `repeat`). */
export const REPEAT_FIX_PROBLEM = 'Check the repeat settings';

const DEFAULT_COUNT = 10;

/** A calendar date three months after a local date (the end date an "On a date" ending starts with). */
export function threeMonthsAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) {
    return '';
  }
  day.setUTCMonth(day.getUTCMonth() + 3);
  return day.toISOString().slice(0, 10);
}

/** Which of the month's weekdays a local date is: 1st..4th, or -1 when it is the 5th (the last). */
function ordinalOf(date: string): WeekdayOrdinal {
  const nth = Math.ceil(Number(date.slice(8)) / 7);
  return nth <= 4 ? (nth as WeekdayOrdinal) : -1;
}

/** The editor's fields for a rule, or for a new custom rule (weekly on the start's weekday) when there is none. */
export function draftFromRule(rule: RepeatRule | null, startDate: string): RepeatDraft {
  const start = startDate || new Date().toISOString().slice(0, 10);
  const weekday = weekdayOfDate(start);
  const draft: RepeatDraft = {
    frequency: 'weekly',
    interval: '1',
    weekdays: [weekday],
    monthlyOn: 'weekday',
    day: String(Number(start.slice(8))),
    ordinal: ordinalOf(start),
    weekday,
    ending: 'never',
    endDate: threeMonthsAfter(start),
    count: String(DEFAULT_COUNT),
  };
  if (!rule) {
    return draft;
  }
  draft.frequency = rule.frequency;
  draft.interval = String(rule.interval);
  if (rule.frequency === 'weekly') {
    draft.weekdays = [...rule.weekdays];
  } else if (rule.frequency === 'monthly') {
    draft.monthlyOn = rule.on.type;
    if (rule.on.type === 'day_of_month') {
      draft.day = String(rule.on.day);
    } else {
      draft.ordinal = rule.on.ordinal;
      draft.weekday = rule.on.weekday;
    }
  }
  draft.ending = rule.ending.type;
  if (rule.ending.type === 'on') {
    draft.endDate = rule.ending.date;
  } else if (rule.ending.type === 'after') {
    draft.count = String(rule.ending.count);
  }
  return draft;
}

/** A typed number as the schema should see it: '' and anything not a number stay text, so it refuses them. */
const typedNumber = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

function draftInput(draft: RepeatDraft): unknown {
  const interval = typedNumber(draft.interval);
  const ending =
    draft.ending === 'never' ? { type: 'never' } : draft.ending === 'on' ? { type: 'on', date: draft.endDate } : { type: 'after', count: typedNumber(draft.count) };
  switch (draft.frequency) {
    case 'weekly':
      return { frequency: 'weekly', interval, weekdays: draft.weekdays, ending };
    case 'monthly': {
      const on = draft.monthlyOn === 'day_of_month' ? { type: 'day_of_month', day: typedNumber(draft.day) } : { type: 'weekday', ordinal: draft.ordinal, weekday: draft.weekday };
      return { frequency: 'monthly', interval, on, ending };
    }
    default:
      return { frequency: draft.frequency, interval, ending };
  }
}

/** The editor field a schema issue is about, from its path ('interval', 'on.day', 'ending.count'...). */
function fieldOfPath(path: readonly PropertyKey[]): RepeatDraftField {
  const [first, second] = path;
  if (first === 'weekdays') {
    return 'weekdays';
  }
  if (first === 'on') {
    return 'day';
  }
  if (first === 'ending') {
    return second === 'date' ? 'endDate' : 'count';
  }
  return 'interval';
}

export type DraftResult = { rule: RepeatRule | null; problems: RepeatDraftProblems };

/**
 * The rule the editor's fields make, checked by RepeatRuleSchema (the server's own check), each
 * problem in plain words at its field; an end date before the start is refused too.
 */
export function ruleFromDraft(draft: RepeatDraft, startDate: string): DraftResult {
  const parsed = RepeatRuleSchema.safeParse(draftInput(draft));
  const problems: RepeatDraftProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      problems[field] ??= REPEAT_PROBLEMS[field];
    }
    return { rule: null, problems };
  }
  const rule = parsed.data;
  if (rule.ending.type === 'on' && startDate && rule.ending.date < startDate) {
    return { rule: null, problems: { endDate: END_BEFORE_START_PROBLEM } };
  }
  return { rule, problems };
}

/** A value written with its keys in order, so two equal rules read the same whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Two rules that repeat the same way (weekdays are kept in one order by the schema). */
export function sameRule(a: RepeatRule | null, b: RepeatRule | null): boolean {
  return canonical(a) === canonical(b);
}
