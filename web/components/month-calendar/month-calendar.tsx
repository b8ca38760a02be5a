import { IonIcon } from '@ionic/react';
import { chevronBack, chevronForward, lockClosed } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { utcToWallTime } from '../../../server/contracts/event-time';
import { WEEKDAY_LABELS, addMonths, countInMonth, dayChips, groupByDay, monthOf, monthTitle, monthWeeks } from './month-grid';
import type { CalendarDay, CalendarEvent, YearMonth } from './month-grid';
import './month-calendar.css';

type MonthCalendarProps = {
  events: readonly CalendarEvent[];
  /** The viewer's zone: days and times are theirs. */
  timeZone: string;
  /** For tests; the current instant otherwise. */
  now?: Date;
  /** The month shown first; the current month otherwise. */
  initialMonth?: YearMonth;
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'Monday, 23 November' for a YYYY-MM-DD day. */
function longDay(date: string): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${date}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month}`;
}

function chipLabel(event: CalendarEvent, zone: string): string {
  const time = utcToWallTime(new Date(event.start), zone).time;
  return `${event.title}, ${time}${event.isPrivate ? ', private event' : ''}`;
}

function EventChip({ event, zone }: { event: CalendarEvent; zone: string }) {
  return (
    <Link to={event.href} className={event.isPrivate ? 'calendar-chip private' : 'calendar-chip'} aria-label={chipLabel(event, zone)}>
      {event.isPrivate ? <IonIcon icon={lockClosed} aria-hidden="true" /> : null}
      <span className="calendar-chip-title">{event.title}</span>
    </Link>
  );
}

type DayCellProps = { day: CalendarDay; zone: string; expanded: boolean; onShowDay: (date: string) => void; listId: string };

function DayCell({ day, zone, expanded, onShowDay, listId }: DayCellProps) {
  const { shown, more } = dayChips(day);
  const classes = ['calendar-day', day.inMonth ? '' : 'outside', day.isToday ? 'today' : ''].filter(Boolean).join(' ');
  return (
    <td className={classes} aria-current={day.isToday ? 'date' : undefined}>
      <span className="calendar-day-number">
        <span aria-hidden="true">{day.day}</span>
        <span className="visually-hidden">{longDay(day.date)}</span>
      </span>
      {shown ? <EventChip event={shown} zone={zone} /> : null}
      {more > 0 ? (
        <button
          type="button"
          className="calendar-more"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`+${more} more on ${longDay(day.date)}`}
          onClick={() => onShowDay(day.date)}
        >
          +{more} more
        </button>
      ) : null}
    </td>
  );
}

/**
 * The shared month calendar (spec sections 2 and 9): Sun to Sat, Today, previous and next
 * month, one chip per day plus '+N more', the month's count, private events yellow with a lock.
 */
export function MonthCalendar({ events, timeZone, now, initialMonth }: MonthCalendarProps) {
  const id = useId();
  const today = utcToWallTime(now ?? new Date(), timeZone).date;
  const [month, setMonth] = useState<YearMonth>(() => initialMonth ?? monthOf(today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const byDay = useMemo(() => groupByDay(events, timeZone), [events, timeZone]);
  const weeks = monthWeeks(month, byDay, today);
  const count = countInMonth(byDay, month);
  const dayEvents = openDay ? (byDay.get(openDay) ?? []) : [];
  const titleId = `${id}-title`;
  const listId = `${id}-day`;

  const go = (next: YearMonth) => {
    setMonth(next);
    setOpenDay(null);
  };

  return (
    <section className="month-calendar" aria-labelledby={titleId}>
      <div className="calendar-toolbar">
        <h2 id={titleId} className="calendar-title" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <div className="calendar-nav">
          <button type="button" className="calendar-nav-button" onClick={() => go(addMonths(month, -1))} aria-label="Previous month">
            <IonIcon icon={chevronBack} aria-hidden="true" />
          </button>
          <button type="button" className="calendar-today" onClick={() => go(monthOf(today))}>
            Today
          </button>
          <button type="button" className="calendar-nav-button" onClick={() => go(addMonths(month, 1))} aria-label="Next month">
            <IonIcon icon={chevronForward} aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="calendar-count">{count === 1 ? '1 event this month' : `${count} events this month`}</p>
      <table className="calendar-grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <DayCell
                  key={day.date}
                  day={day}
                  zone={timeZone}
                  expanded={openDay === day.date}
                  listId={listId}
                  onShowDay={(date) => setOpenDay((current) => (current === date ? null : date))}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div id={listId} className="calendar-day-list" hidden={openDay === null}>
        {openDay ? (
          <>
            <h3>{longDay(openDay)}</h3>
            <ul>
              {dayEvents.map((event) => (
                <li key={event.id}>
                  <span className="calendar-day-time">{utcToWallTime(new Date(event.start), timeZone).time}</span>
                  <EventChip event={event} zone={timeZone} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
