import type { CalendarListItem } from '@contracts/calendar/schemas';

type CalendarChoiceListProps = {
  calendars: CalendarListItem[];
  selectedId: string | null;
  busy: boolean;
  onSelect: (calendarId: string) => void;
};

const ROLE_TEXT: Record<string, string> = { owner: 'Owner', writer: 'Can edit', reader: 'View only', freeBusyReader: 'Free/busy only' };

/** The member's calendars to pick from (spec section 2): colour, summary, Primary badge, access role. */
export function CalendarChoiceList({ calendars, selectedId, busy, onSelect }: CalendarChoiceListProps) {
  return (
    <fieldset className="calendar-choices" disabled={busy}>
      <legend>Add events to</legend>
      <ul>
        {calendars.map((calendar) => (
          <li key={calendar.id}>
            <label className={calendar.selectable ? 'calendar-choice' : 'calendar-choice calendar-choice-locked'}>
              <input
                type="radio"
                name="calendar"
                value={calendar.id}
                checked={selectedId === calendar.id}
                disabled={!calendar.selectable}
                onChange={() => onSelect(calendar.id)}
              />
              <span className="calendar-swatch" style={{ background: calendar.background_color ?? 'var(--gather-border)' }} aria-hidden="true" />
              <span className="calendar-choice-name">{calendar.summary}</span>
              {calendar.primary ? <span className="calendar-badge">Primary</span> : null}
              <span className="calendar-role">{ROLE_TEXT[calendar.access_role] ?? calendar.access_role}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="form-note">Only calendars you can add events to can be chosen.</p>
    </fieldset>
  );
}
