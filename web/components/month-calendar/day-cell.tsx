import { IonIcon } from '@ionic/react';
import { lockClosed } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { formatDayHeading } from '@contracts/time-format';
import type { DateLocale } from '@contracts/time-format';
import { entryTimeText } from './day-agenda';
import { dayChips } from './month-grid';
import type { CalendarDay, CalendarEntry } from './month-grid';

/** Most dots a phone's day shows; more events read as a number. */
const MAX_DOTS = 3;

function chipLabel(entry: CalendarEntry, zone: string, locale: DateLocale): string {
  const notes = (entry.event.notes ?? []).map((note) => `, ${note}`).join('');
  return `${entry.event.title}, ${entryTimeText({ entry, zone, locale })}${entry.event.isPrivate ? ', private event' : ''}${notes}`;
}

function EventChip({ entry, zone, locale }: { entry: CalendarEntry; zone: string; locale: DateLocale }) {
  const classes = ['calendar-chip', entry.event.isPrivate ? 'private' : '', entry.dayCount > 1 ? 'span' : ''].filter(Boolean).join(' ');
  return (
    <Link to={entry.event.href} className={classes} aria-label={chipLabel(entry, zone, locale)}>
      {entry.event.isPrivate ? <IonIcon icon={lockClosed} aria-hidden="true" /> : null}
      <span className="calendar-chip-title">{entry.event.title}</span>
    </Link>
  );
}

/** Dots for a few events, a number for more: what a phone-width day can show. */
function DayMarks({ entries }: { entries: readonly CalendarEntry[] }) {
  if (entries.length === 0) {
    return null;
  }
  if (entries.length > MAX_DOTS) {
    return <span className="calendar-day-count">{entries.length}</span>;
  }
  return (
    <span className="calendar-day-dots">
      {entries.map((entry) => (
        <span key={entry.event.id} className={entry.event.isPrivate ? 'calendar-dot private' : 'calendar-dot'} />
      ))}
    </span>
  );
}

export type DayCellProps = {
  day: CalendarDay;
  zone: string;
  locale: DateLocale;
  selected: boolean;
  focusable: boolean;
  agendaId: string;
  onSelect: (date: string) => void;
};

/**
 * One day: the whole cell is a button that shows the day's agenda under the month; wide screens
 * also show the first event as a chip (a link) and '+N more', phones dots or a count.
 */
export function DayCell({ day, zone, locale, selected, focusable, agendaId, onSelect }: DayCellProps) {
  const { shown, more } = dayChips(day);
  const heading = formatDayHeading(day.date, locale);
  const count = day.entries.length;
  const classes = ['calendar-day', day.inMonth ? '' : 'outside', day.isToday ? 'today' : '', selected ? 'selected' : ''].filter(Boolean).join(' ');
  return (
    <td className={classes} aria-current={day.isToday ? 'date' : undefined}>
      <button
        type="button"
        className="calendar-day-button"
        data-date={day.date}
        tabIndex={focusable ? 0 : -1}
        aria-pressed={selected}
        aria-controls={agendaId}
        aria-label={count === 0 ? heading : `${heading}, ${count === 1 ? '1 event' : `${count} events`}`}
        onClick={() => onSelect(day.date)}
      >
        <span className="calendar-day-number" aria-hidden="true">
          {day.day}
        </span>
        <span className="calendar-day-marks" aria-hidden="true">
          <DayMarks entries={day.entries} />
        </span>
      </button>
      <div className="calendar-day-chips">
        {shown ? <EventChip entry={shown} zone={zone} locale={locale} /> : null}
        {more > 0 ? (
          <button
            type="button"
            className="calendar-more"
            tabIndex={-1}
            aria-controls={agendaId}
            aria-label={`+${more} more on ${heading}`}
            onClick={() => onSelect(day.date)}
          >
            +{more} more
          </button>
        ) : null}
      </div>
    </td>
  );
}
