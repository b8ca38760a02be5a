import { useId } from 'react';
import type { ReactNode } from 'react';
import { MAX_INTERVAL, MAX_OCCURRENCE_COUNT, WEEKDAYS, WEEKDAY_ORDINALS } from '@contracts/events/recurrence';
import type { RepeatFrequency, Weekday, WeekdayOrdinal } from '@contracts/events/recurrence';
import { ORDINAL_NAMES, WEEKDAY_NAMES } from '@contracts/events/recurrence-summary';
import type { RepeatDraft, RepeatDraftField, RepeatDraftProblems } from './repeat-draft';
import { WeekdayToggles } from './weekday-toggles';

type RepeatEditorProps = {
  draft: RepeatDraft;
  onChange: (draft: RepeatDraft) => void;
  problems: RepeatDraftProblems;
};

const UNITS: Record<RepeatFrequency, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' };

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}

type ChoiceProps = { name: string; checked: boolean; onSelect: () => void; label: string; children?: ReactNode };

/** A radio choice whose label is a 44 px target; what it needs (a date, a number) follows it on the same line. */
function Choice({ name, checked, onSelect, label, children }: ChoiceProps) {
  return (
    <div className="repeat-choice">
      <label>
        <input type="radio" name={name} checked={checked} onChange={onSelect} />
        {label}
      </label>
      {children}
    </div>
  );
}

/** Custom…: every N days, weeks, months or years; the weekdays, or the day of the month; and when it ends. */
export function RepeatEditor({ draft, onChange, problems }: RepeatEditorProps) {
  const id = useId();
  const set = <K extends keyof RepeatDraft>(key: K, value: RepeatDraft[K]) => onChange({ ...draft, [key]: value });
  const errorId = (field: RepeatDraftField) => (problems[field] ? `${id}-${field}-error` : undefined);
  const invalid = (field: RepeatDraftField) => (problems[field] ? true : undefined);
  const plural = draft.interval.trim() === '1' ? '' : 's';
  return (
    <fieldset className="repeat-editor">
      <legend>Custom repeat</legend>
      <div className="repeat-every">
        <label htmlFor={`${id}-interval`}>Repeat every</label>
        <input
          id={`${id}-interval`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INTERVAL}
          value={draft.interval}
          aria-invalid={invalid('interval')}
          aria-describedby={errorId('interval')}
          onChange={(event) => set('interval', event.target.value)}
        />
        <select aria-label="Unit" value={draft.frequency} onChange={(event) => set('frequency', event.target.value as RepeatFrequency)}>
          {(Object.keys(UNITS) as RepeatFrequency[]).map((frequency) => (
            <option key={frequency} value={frequency}>
              {UNITS[frequency]}
              {plural}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-interval-error`} text={problems.interval} />

      {draft.frequency === 'weekly' ? (
        <div className="repeat-group">
          <p id={`${id}-weekdays`} className="repeat-group-label">
            Repeat on
          </p>
          <WeekdayToggles labelId={`${id}-weekdays`} value={draft.weekdays} onChange={(weekdays) => set('weekdays', weekdays)} errorId={errorId('weekdays')} />
          <FieldError id={`${id}-weekdays-error`} text={problems.weekdays} />
        </div>
      ) : null}

      {draft.frequency === 'monthly' ? (
        <div className="repeat-group" role="radiogroup" aria-labelledby={`${id}-monthly`}>
          <p id={`${id}-monthly`} className="repeat-group-label">
            Repeat on
          </p>
          <Choice name={`${id}-monthly-on`} label="Day" checked={draft.monthlyOn === 'day_of_month'} onSelect={() => set('monthlyOn', 'day_of_month')}>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              aria-label="Day of the month"
              value={draft.day}
              disabled={draft.monthlyOn !== 'day_of_month'}
              aria-invalid={invalid('day')}
              aria-describedby={errorId('day')}
              onChange={(event) => set('day', event.target.value)}
            />
          </Choice>
          <FieldError id={`${id}-day-error`} text={problems.day} />
          <Choice name={`${id}-monthly-on`} label="The" checked={draft.monthlyOn === 'weekday'} onSelect={() => set('monthlyOn', 'weekday')}>
            <select
              aria-label="Which week of the month"
              value={draft.ordinal}
              disabled={draft.monthlyOn !== 'weekday'}
              onChange={(event) => set('ordinal', Number(event.target.value) as WeekdayOrdinal)}
            >
              {WEEKDAY_ORDINALS.map((ordinal) => (
                <option key={ordinal} value={ordinal}>
                  {ORDINAL_NAMES[ordinal]}
                </option>
              ))}
            </select>
            <select aria-label="Day of the week" value={draft.weekday} disabled={draft.monthlyOn !== 'weekday'} onChange={(event) => set('weekday', event.target.value as Weekday)}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_NAMES[day]}
                </option>
              ))}
            </select>
          </Choice>
        </div>
      ) : null}

      <div className="repeat-group" role="radiogroup" aria-labelledby={`${id}-ends`}>
        <p id={`${id}-ends`} className="repeat-group-label">
          Ends
        </p>
        <Choice name={`${id}-ending`} label="Never" checked={draft.ending === 'never'} onSelect={() => set('ending', 'never')} />
        <Choice name={`${id}-ending`} label="On" checked={draft.ending === 'on'} onSelect={() => set('ending', 'on')}>
          <input
            type="date"
            aria-label="Last date"
            value={draft.endDate}
            disabled={draft.ending !== 'on'}
            aria-invalid={invalid('endDate')}
            aria-describedby={errorId('endDate')}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </Choice>
        <FieldError id={`${id}-endDate-error`} text={problems.endDate} />
        <Choice name={`${id}-ending`} label="After" checked={draft.ending === 'after'} onSelect={() => set('ending', 'after')}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OCCURRENCE_COUNT}
            aria-label="Number of times"
            value={draft.count}
            disabled={draft.ending !== 'after'}
            aria-invalid={invalid('count')}
            aria-describedby={errorId('count')}
            onChange={(event) => set('count', event.target.value)}
          />
          <span aria-hidden="true">{draft.count.trim() === '1' ? 'time' : 'times'}</span>
        </Choice>
        <FieldError id={`${id}-count-error`} text={problems.count} />
      </div>
    </fieldset>
  );
}
