import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import type { EventSeries, RsvpStatus } from '@contracts/events/schemas';
import type { DateLocale } from '@contracts/time-format';

/** The words of a recurring event's screens: its rule, and the member's answer for every date. */

type SeriesOf = { series: Pick<EventSeries, 'rule' | 'first_start_datetime'>; time_zone: string };

/** The whole rule, as the event page's repeat line says it: "Every Tuesday", "Every day, 10 times". */
export function repeatSummary({ series, time_zone }: SeriesOf, locale: DateLocale): string {
  return describeRepeatRule(series.rule, new Date(series.first_start_datetime), time_zone, locale);
}

/**
 * The rule without how it ends ("Every Tuesday", "Monthly on the last Friday"): what an answer for
 * every date names, since it is for this date and every later one whatever the ending.
 */
export function repeatPattern({ series, time_zone }: SeriesOf, locale: DateLocale): string {
  return describeRepeatRule({ ...series.rule, ending: { type: 'never' } }, new Date(series.first_start_datetime), time_zone, locale);
}

/** "Every Tuesday" within a sentence: "every Tuesday", "monthly on the last Friday". */
export const inSentence = (pattern: string) => pattern.charAt(0).toLowerCase() + pattern.slice(1);

/** The member's answer for every date, in a sentence: "You're going every Tuesday". */
export function seriesAnswerText(status: RsvpStatus, pattern: string): string {
  const when = inSentence(pattern);
  switch (status) {
    case 'going':
      return `You're going ${when}`;
    case 'maybe':
      return `You might go ${when}`;
    case 'not_going':
      return `You answered Not Going for ${when}`;
  }
}
