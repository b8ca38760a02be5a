import { useId } from 'react';
import type { RepeatPresetId } from '@contracts/events/recurrence-presets';
import { toInstants } from '../../../../components/date-time-zone-picker/picker-rules';
import type { DateTimeZoneValue } from '../../../../components/date-time-zone-picker/picker-rules';
import { choosePreset, chosenPreset, presetsFor, repeatOfForm, shownDraft } from './repeat-choice';
import type { RepeatValue } from './repeat-choice';
import { RepeatEditor } from './repeat-editor';
import { RepeatSummary } from './repeat-summary';
import './repeat.css';

type RepeatControlProps = {
  value: RepeatValue;
  onChange: (value: RepeatValue) => void;
  /** The form's start and zone: the presets, the summary and the dates are worked out from them. */
  when: DateTimeZoneValue;
  /** A series being edited keeps repeating: no Does not repeat. */
  allowNone?: boolean;
  /** The server's word about the rule (a 400 naming `repeat`). */
  problem?: string;
};

/**
 * The event form's Repeat: the presets for the start (Does not repeat, Daily, Weekly on Tuesday,
 * Monthly on the second Tuesday…, Custom…), the Custom editor, and under them the rule in words
 * and its next dates.
 */
export function RepeatControl({ value, onChange, when, allowNone = true, problem }: RepeatControlProps) {
  const id = useId();
  const presets = presetsFor(when, allowNone);
  const chosen = chosenPreset(value, presets);
  const { rule, problems } = repeatOfForm(value, when.startDate);
  const editorOpen = chosen === 'custom';
  const shownProblem = Object.keys(problems).length === 0 ? problem : undefined;
  const errorId = shownProblem ? `${id}-error` : undefined;
  return (
    <div className="repeat">
      <div className="repeat-field">
        <label htmlFor={`${id}-preset`}>Repeat</label>
        <select
          id={`${id}-preset`}
          value={chosen}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(choosePreset(event.target.value as RepeatPresetId, value, presets, when.startDate))}
        >
          {presets.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
        </select>
      </div>
      {shownProblem ? (
        <p id={errorId} className="field-error">
          {shownProblem}
        </p>
      ) : null}
      {editorOpen ? (
        <RepeatEditor draft={shownDraft(value, when.startDate)} problems={problems} onChange={(draft) => onChange({ repeat: value.repeat, repeatDraft: draft })} />
      ) : null}
      {rule ? <RepeatSummary rule={rule} start={toInstants(when).start} zone={when.timeZone} /> : null}
    </div>
  );
}
