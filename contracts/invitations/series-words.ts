import { describeRepeatRule } from '../events/recurrence-summary';
import type { RepeatRule } from '../events/recurrence';
import { formatMomentInZone } from '../time-format/dates';
import type { DateLocale } from '../time-format/viewer-locale';

/**
 * What an invitation to a recurring event is to, in words: every date from one on ("Every Tuesday
 * from Tue 8 Dec, 19:00 (London)") or that date alone ("…, one date of a weekly event"). The
 * invitation e-mail, its push notification and the invite dialog say it the same way.
 */

/** The series as an invitation needs it: its rule and its first date's start (contracts/events EventSeries). */
export interface InvitedSeries {
  rule: RepeatRule;
  first_start_datetime: string;
}

/** "Every Tuesday from Tue 8 Dec, 19:00 (London)"; "Every day, 10 times, from …" when the rule has an end. */
export function everyDateText(series: InvitedSeries, fromIso: string, zone: string, locale: DateLocale): string {
  const rule = describeRepeatRule(series.rule, new Date(series.first_start_datetime), zone, locale);
  return `${rule}${rule.includes(',') ? ', from' : ' from'} ${formatMomentInZone(new Date(fromIso), zone, locale)}`;
}

const ONE_DATE_OF: Record<RepeatRule['frequency'], string> = { daily: 'a daily', weekly: 'a weekly', monthly: 'a monthly', yearly: 'a yearly' };

/** "Tue 8 Dec, 19:00 (London), one date of a weekly event": `dateText` is the date as the reader's text writes it. */
export function oneDateText(rule: RepeatRule, dateText: string): string {
  return `${dateText}, one date of ${rule.interval === 1 ? ONE_DATE_OF[rule.frequency] : 'a recurring'} event`;
}
