import { WEEKDAYS } from '@contracts/events/recurrence';
import type { Weekday } from '@contracts/events/recurrence';
import { WEEKDAY_NAMES } from '@contracts/events/recurrence-summary';

type WeekdayTogglesProps = {
  /** Names the group ("Repeat on"). */
  labelId: string;
  value: readonly Weekday[];
  onChange: (weekdays: Weekday[]) => void;
  errorId?: string;
};

/**
 * The days of a weekly rule: seven toggle buttons (aria-pressed), Monday first, each a 44 px
 * target named by its whole day; Tab and Space or Enter work them like any button.
 */
export function WeekdayToggles({ labelId, value, onChange, errorId }: WeekdayTogglesProps) {
  const toggle = (day: Weekday) => onChange(value.includes(day) ? value.filter((chosen) => chosen !== day) : WEEKDAYS.filter((each) => each === day || value.includes(each)));
  return (
    <div className="repeat-weekdays" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {WEEKDAYS.map((day) => (
        <button
          key={day}
          type="button"
          className="repeat-weekday"
          aria-pressed={value.includes(day)}
          aria-label={WEEKDAY_NAMES[day]}
          aria-invalid={errorId ? true : undefined}
          onClick={() => toggle(day)}
        >
          <span aria-hidden="true">{WEEKDAY_NAMES[day].slice(0, 2)}</span>
        </button>
      ))}
    </div>
  );
}
