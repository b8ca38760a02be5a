import { EVENT_MESSAGES } from '@contracts/events/messages';
import { everyDateText, oneDateText } from '@contracts/invitations/series-words';
import { MAIL_LOCALE, formatMomentInZone } from '@contracts/time-format';
import type { Db } from '../../db';
import { AppError } from '../../http/app-error';
import { findSeries } from '../events';
import type { EventRow, SeriesRow } from '../events';

/** The series an invitation is about, and whether it is to every date of it (from the invited one on). */
export interface InvitedTo {
  series: SeriesRow | null;
  everyDate: boolean;
}

/** The date's series, if any; 400 on `series` when every date was asked for and the event does not repeat. */
export async function invitedTo(db: Db, event: EventRow, everyDate: boolean): Promise<InvitedTo> {
  const series = event.series_id === null ? null : await findSeries(db, event.series_id);
  if (everyDate && !series) {
    throw new AppError('validation_error', 400, `series: ${EVENT_MESSAGES.notRecurring}`, [{ field: 'series', message: EVENT_MESSAGES.notRecurring }]);
  }
  return { series, everyDate };
}

/**
 * When, in the invitation's words: for every date, the rule from the invited date on; for one date
 * of a series, `dateText` and what it is one date of; null for a single event (the usual time says it).
 */
export function invitedWhen(to: InvitedTo, event: Pick<EventRow, 'start_at' | 'time_zone'>, dateText: string): string | null {
  if (!to.series) {
    return null;
  }
  if (to.everyDate) {
    return everyDateText({ rule: to.series.rule, first_start_datetime: to.series.first_start_at }, event.start_at, event.time_zone, MAIL_LOCALE);
  }
  return oneDateText(to.series.rule, dateText);
}

/** The push notification's when: the short moment ("Tue 8 Dec, 19:00 (London)") in the invitation's words. */
export const invitedWhenShort = (to: InvitedTo, event: Pick<EventRow, 'start_at' | 'time_zone'>): string | null =>
  invitedWhen(to, event, formatMomentInZone(new Date(event.start_at), event.time_zone, MAIL_LOCALE));
