import { IonIcon } from '@ionic/react';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { utcToWallTime } from '@contracts/events/event-time';
import type { DateLocale } from '@contracts/time-format';
import { DayAgenda } from './day-agenda';
import { DayCell } from './day-cell';
import { addMonths, countInMonth, groupByDay, isInMonth, monthOf, monthTitle, monthWeeks, weekdayLabels } from './month-grid';
import type { CalendarEvent, YearMonth } from './month-grid';
import { viewerWeekStart } from './week-start';
import type { Weekday } from './week-start';
import './month-calendar.css';

type MonthCalendarProps = {
  events: readonly CalendarEvent[];
  /** The viewer's zone: days and times are theirs. */
  timeZone: string;
  /** The viewer's date conventions. */
  locale: DateLocale;
  /** For tests; the current instant otherwise. */
  now?: Date;
  /** The month shown first; the current month otherwise. */
  initialMonth?: YearMonth;
  /** The first day of the week (0 Sunday); the viewer's locale's otherwise. */
  weekStart?: Weekday;
  /** Told of each month shown after the first (a page that reads events month by month). */
  onMonthChange?: (month: YearMonth) => void;
};

const DAY_MS = 86_400_000;
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The shared month calendar (spec sections 2 and 9): weeks from the viewer's first day (Monday
 * for a British browser, Sunday for an American one: issue 28), Today, previous and next
 * month, one chip per day plus '+N more', the month's count, private events yellow with a lock.
 * An event over several days is on each of them. Tapping a day shows its agenda under the month
 * (today's to begin with); phones show dots or a count instead of chips. Arrow keys move between days.
 */
export function MonthCalendar({ events, timeZone, locale, now, initialMonth, weekStart: givenWeekStart, onMonthChange }: MonthCalendarProps) {
  const id = useId();
  const weekStart = givenWeekStart ?? viewerWeekStart();
  const today = utcToWallTime(now ?? new Date(), timeZone).date;
  const [month, setShownMonth] = useState<YearMonth>(() => initialMonth ?? monthOf(today));
  const setMonth = (next: YearMonth) => {
    setShownMonth(next);
    onMonthChange?.(next);
  };
  const [selected, setSelected] = useState<string | null>(() => (isInMonth(today, initialMonth ?? monthOf(today)) ? today : null));
  const focusAfterRender = useRef<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const byDay = useMemo(() => groupByDay(events, timeZone), [events, timeZone]);
  const weeks = monthWeeks(month, byDay, today, weekStart);
  const count = countInMonth(byDay, month);
  const titleId = `${id}-title`;
  const agendaId = `${id}-agenda`;
  const focusDay = selected && weeks.some((week) => week.some((day) => day.date === selected)) ? selected : isInMonth(today, month) ? today : weeks[0]?.find((day) => day.inMonth)?.date;

  useEffect(() => {
    const date = focusAfterRender.current;
    if (date) {
      focusAfterRender.current = null;
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
    }
  });

  const go = (next: YearMonth) => {
    setMonth(next);
    setSelected(isInMonth(today, next) ? today : null);
  };

  const select = (date: string) => {
    setSelected(date);
    if (!isInMonth(date, month)) {
      setMonth(monthOf(date));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.date;
    if (step === undefined || !from) {
      return;
    }
    event.preventDefault();
    const target = shiftDay(from, step);
    focusAfterRender.current = target;
    select(target);
  };

  return (
    <section className="month-calendar" aria-labelledby={titleId}>
      <div className="calendar-toolbar">
        <h2 id={titleId} className="calendar-title" aria-live="polite">
          {monthTitle(month, locale)}
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
      <table className="calendar-grid" aria-labelledby={titleId} ref={gridRef} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayLabels(weekStart).map((label) => (
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
                  locale={locale}
                  selected={selected === day.date}
                  focusable={focusDay === day.date}
                  agendaId={agendaId}
                  onSelect={select}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {selected ? (
        <DayAgenda id={agendaId} day={selected} entries={byDay.get(selected) ?? []} zone={timeZone} locale={locale} />
      ) : (
        <p id={agendaId} className="calendar-agenda-hint">
          Tap a day to see its events.
        </p>
      )}
    </section>
  );
}
