import { useId, useMemo } from 'react';
import {
  changeEndDate,
  changeEndTime,
  changeStartDate,
  changeStartTime,
  changeTimeZone,
  clearEnd,
  hasEnd,
  PAST_START_NOTE,
  startsInPast,
  timeZoneOptions,
} from './picker-rules';
import type { DateTimeZoneProblems, DateTimeZoneValue } from './picker-rules';
import { ZoneSearchField } from './zone-search-field';
import './date-time-zone-picker.css';

type DateTimeZonePickerProps = {
  value: DateTimeZoneValue;
  onChange: (value: DateTimeZoneValue) => void;
  /** Zones to offer beyond the spec's twelve (the browser's, the event's own). */
  extraZones?: readonly string[];
  problems?: DateTimeZoneProblems;
  /** Say so when the start is in the past (a new event's; it may still be saved). */
  warnIfPast?: boolean;
};

type FieldProps = {
  id: string;
  label: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  errorId?: string;
};

function PickerField({ id, label, type, value, onChange, required, errorId }: FieldProps) {
  return (
    <div className="dtz-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Date, time and time zone of an event (spec section 2's shared picker). Native date and time
 * inputs: the phone's own wheels, keyboard entry on desktop. The rules (end = start + 1 hour,
 * date alone = 12:00, clearing the end) live in picker-rules.ts. The zone list holds the spec's
 * twelve (and the browser's and the event's own); any other IANA zone is found by searching.
 */
export function DateTimeZonePicker({ value, onChange, extraZones = [], problems = {}, warnIfPast = false }: DateTimeZonePickerProps) {
  const id = useId();
  const zones = useMemo(() => timeZoneOptions([...extraZones, value.timeZone]), [extraZones, value.timeZone]);
  const startErrorId = problems.start ? `${id}-start-error` : undefined;
  const endErrorId = problems.end ? `${id}-end-error` : undefined;
  return (
    <fieldset className="dtz">
      <legend>Date and time</legend>
      <div className="dtz-row">
        <PickerField
          id={`${id}-start-date`}
          label="Start date"
          type="date"
          required
          value={value.startDate}
          errorId={startErrorId}
          onChange={(date) => onChange(changeStartDate(value, date))}
        />
        <PickerField
          id={`${id}-start-time`}
          label="Start time"
          type="time"
          required
          value={value.startTime}
          errorId={startErrorId}
          onChange={(time) => onChange(changeStartTime(value, time))}
        />
      </div>
      {problems.start ? (
        <p id={startErrorId} className="field-error">
          {problems.start}
        </p>
      ) : null}
      <div className="dtz-row">
        <PickerField
          id={`${id}-end-date`}
          label="End date"
          type="date"
          value={value.endDate}
          errorId={endErrorId}
          onChange={(date) => onChange(changeEndDate(value, date))}
        />
        <PickerField
          id={`${id}-end-time`}
          label="End time"
          type="time"
          value={value.endTime}
          errorId={endErrorId}
          onChange={(time) => onChange(changeEndTime(value, time))}
        />
      </div>
      {problems.end ? (
        <p id={endErrorId} className="field-error">
          {problems.end}
        </p>
      ) : null}
      <div className="dtz-end-note">
        <span className="form-note">{hasEnd(value) ? 'Setting the start moves the end to an hour after it.' : 'No specific end.'}</span>
        {hasEnd(value) ? (
          <button type="button" className="dtz-clear" onClick={() => onChange(clearEnd(value))}>
            Clear end
          </button>
        ) : null}
      </div>
      {warnIfPast && startsInPast(value, new Date()) ? <p className="dtz-past-note">{PAST_START_NOTE}</p> : null}
      <div className="dtz-field dtz-zone">
        <label htmlFor={`${id}-zone`}>Time zone</label>
        <select id={`${id}-zone`} value={value.timeZone} onChange={(event) => onChange(changeTimeZone(value, event.target.value))}>
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </select>
      </div>
      <ZoneSearchField id={`${id}-zone-search`} onPick={(zone) => onChange(changeTimeZone(value, zone))} />
    </fieldset>
  );
}
