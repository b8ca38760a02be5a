import { useId } from 'react';
import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import type { EventSeries } from '@contracts/events/schemas';
import { viewerLocale } from '../../../lib/viewer-time';

export type InviteScopeProps = {
  series: Pick<EventSeries, 'rule' | 'first_start_datetime'>;
  /** The event's zone: the rule's days are the event's. */
  timeZone: string;
  everyDate: boolean;
  onChange: (everyDate: boolean) => void;
};

/** For a date of a recurring event: invite to this date, or to every date from it on. */
export function InviteScopeChoice({ series, timeZone, everyDate, onChange }: InviteScopeProps) {
  const name = useId();
  const rule = describeRepeatRule(series.rule, new Date(series.first_start_datetime), timeZone, viewerLocale());
  return (
    <fieldset className="invite-scope">
      <legend>Invite to</legend>
      <label>
        <input type="radio" name={name} value="date" checked={!everyDate} onChange={() => onChange(false)} />
        <span>
          <strong>This date</strong>
          <span className="form-note">They answer for this date only.</span>
        </span>
      </label>
      <label>
        <input type="radio" name={name} value="series" checked={everyDate} onChange={() => onChange(true)} />
        <span>
          <strong>Every date</strong>
          <span className="form-note">{rule}, from this date on. Accepting says they are going to each.</span>
        </span>
      </label>
    </fieldset>
  );
}
