import { IonIcon } from '@ionic/react';
import { lockClosed } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { formatDayHeading, formatTime } from '@contracts/time-format';
import type { DateLocale } from '@contracts/time-format';
import type { CalendarEntry } from './month-grid';

type EntryTimeProps = { entry: CalendarEntry; zone: string; locale: DateLocale };

/** '19:00', '19:00 – 21:00'; over several days: 'from 09:00', 'all day', 'until 17:00', each with 'day N of M'. */
export function entryTimeText({ entry, zone, locale }: EntryTimeProps): string {
  const { event, dayNumber, dayCount } = entry;
  const start = formatTime(new Date(event.start), zone, locale);
  const end = event.end && event.end !== event.start ? formatTime(new Date(event.end), zone, locale) : null;
  if (dayCount === 1) {
    return end ? `${start} – ${end}` : start;
  }
  const part = dayNumber === 1 ? `from ${start}` : dayNumber === dayCount && end ? `until ${end}` : 'all day';
  return `${part} · day ${dayNumber} of ${dayCount}`;
}

type DayAgendaProps = { id: string; day: string; entries: readonly CalendarEntry[]; zone: string; locale: DateLocale };

/** The chosen day's events under the month: time, title and lock, notes (Waitlist, Full), each a link to the event. */
export function DayAgenda({ id, day, entries, zone, locale }: DayAgendaProps) {
  const heading = formatDayHeading(day, locale);
  return (
    <section id={id} className="calendar-agenda" aria-label={`Events on ${heading}`}>
      <h3>{heading}</h3>
      {entries.length === 0 ? (
        <p className="calendar-agenda-empty">Nothing planned on this day.</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.event.id}>
              <Link to={entry.event.href} className={entry.event.isPrivate ? 'calendar-agenda-item private' : 'calendar-agenda-item'}>
                <span className="calendar-agenda-time">{entryTimeText({ entry, zone, locale })}</span>
                <span className="calendar-agenda-title">
                  {entry.event.isPrivate ? <IonIcon icon={lockClosed} aria-label="Private event" role="img" /> : null}
                  {entry.event.title}
                </span>
                {entry.event.subtitle ? <span className="calendar-agenda-subtitle">{entry.event.subtitle}</span> : null}
                {entry.event.notes?.length ? <span className="calendar-agenda-notes">{entry.event.notes.join(' · ')}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
