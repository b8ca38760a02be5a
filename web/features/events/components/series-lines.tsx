import { IonIcon } from '@ionic/react';
import { repeatOutline } from 'ionicons/icons';
import type { EventSeries } from '@contracts/events/schemas';
import { viewerLocale } from '../../../lib/viewer-time';
import { repeatPattern, repeatSummary, seriesAnswerText } from '../lib/series-text';

/**
 * The lines only a date of a recurring event shows, with the words of its rule: loaded through
 * useSeriesLines, so a single event's first screen carries neither them nor the rule's summary.
 */

type SeriesLineProps = { series: EventSeries; timeZone: string };

/** "Every Tuesday": the rule without its ending, as an answer for every date names it. */
export const seriesPattern = (series: EventSeries, timeZone: string): string => repeatPattern({ series, time_zone: timeZone }, viewerLocale());

/** Beside the date and time: how the event repeats ("Every Tuesday", "Every day, 10 times"). */
export function RepeatLine({ series, timeZone }: SeriesLineProps) {
  return (
    <div>
      <dt>
        <IonIcon icon={repeatOutline} aria-hidden="true" />
        <span className="visually-hidden">Repeats</span>
      </dt>
      <dd className="event-repeat">{repeatSummary({ series, time_zone: timeZone }, viewerLocale())}</dd>
    </div>
  );
}

/** Under the answers: the member's answer for every date ("You're going every Tuesday"), when there is one. */
export function SeriesAnswer({ series, timeZone }: SeriesLineProps) {
  return series.my_rsvp ? (
    <p className="rsvp-series-answer">
      <IonIcon icon={repeatOutline} aria-hidden="true" />
      {seriesAnswerText(series.my_rsvp, seriesPattern(series, timeZone))}
    </p>
  ) : null;
}
