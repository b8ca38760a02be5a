import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import type { RepeatRule } from '@contracts/events/recurrence';
import { formatLongDate, formatTime } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { PREVIEW_SIZE, useNextDates } from './use-next-dates';

type RepeatSummaryProps = {
  rule: RepeatRule;
  /** The form's start, or null while it has none (then no dates can be worked out). */
  start: Date | null;
  zone: string;
};

/** The first dates, in the viewer's locale and zone, once the dates module has loaded. */
function NextDates({ rule, start, zone }: RepeatSummaryProps) {
  const { state, retry } = useNextDates(rule, start, zone);
  if (!start) {
    return <p className="form-note">Set the start to see the dates.</p>;
  }
  if (state.status === 'failed') {
    return (
      <p className="repeat-preview-failed">
        The dates could not be worked out.{' '}
        <button type="button" className="repeat-link-button" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (state.status !== 'ready') {
    return (
      <p className="repeat-preview-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Working out the dates…
      </p>
    );
  }
  const viewerZone = viewerTimeZone();
  const locale = viewerLocale();
  return (
    <>
      <h3 className="repeat-preview-title">{state.dates.length < PREVIEW_SIZE ? 'Its dates' : `Next ${PREVIEW_SIZE} dates`}</h3>
      <ol className="repeat-preview">
        {state.dates.map((date) => (
          <li key={date.getTime()}>
            <time dateTime={date.toISOString()}>
              {formatLongDate(date, viewerZone, locale)}, {formatTime(date, viewerZone, locale)}
            </time>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Under the Repeat control: the rule in words ("Every 2 weeks on Tuesday and Thursday, until 30 June") and its next dates. */
export function RepeatSummary({ rule, start, zone }: RepeatSummaryProps) {
  const summary = describeRepeatRule(rule, start ?? new Date(), zone, viewerLocale());
  return (
    <div className="repeat-summary">
      <p className="repeat-summary-text" aria-live="polite">
        {summary}
      </p>
      <NextDates rule={rule} start={start} zone={zone} />
    </div>
  );
}
