import { useId, useMemo } from 'react';
import type { AdminTimeseries } from '@contracts/admin/schemas';
import { GROWTH_LIST_ENTRIES } from '@contracts/admin/messages';
import { formatCount, formatPercent, formatUtcDay } from '../figures-format';
import { GrowthChart } from './lazy-growth-chart';

type RateDay = AdminTimeseries['check_in_rate'][number];

const COLOR = '#c2410c';

const eventsText = (events: number) => `${formatCount(events)} ${events === 1 ? 'event' : 'events'}`;

/** The chart's words for screen readers: how many days had check-in, and the lowest and highest rates. */
function summaryOf(days: readonly RateDay[], range: number): string {
  const measured = days.filter((day): day is RateDay & { rate: number } => day.rate !== null);
  if (measured.length === 0) {
    return `No event used check-in in the last ${range} days.`;
  }
  const events = measured.reduce((sum, day) => sum + day.events, 0);
  const lowest = measured.reduce((low, day) => (day.rate < low.rate ? day : low));
  const highest = measured.reduce((high, day) => (day.rate > high.rate ? day : high));
  const span = lowest === highest ? `${formatPercent(highest.rate)} on ${formatUtcDay(highest.date)}` : `from ${formatPercent(lowest.rate)} on ${formatUtcDay(lowest.date)} to ${formatPercent(highest.rate)} on ${formatUtcDay(highest.date)}`;
  return `Check-in used on ${measured.length} of the last ${range} days (${eventsText(events)}); the share of members going who were checked in ranged ${span}.`;
}

/**
 * The check-in rate per day events started (UTC), in the growth charts' style: days with no event
 * using check-in are gaps, not zeros; the caption and the list of the last days say it in words.
 */
export function CheckInRatePanel({ days, range }: { days: readonly RateDay[]; range: number }) {
  const headingId = useId();
  const points = useMemo(() => days.map((day) => ({ date: day.date, value: day.rate })), [days]);
  const events = days.reduce((sum, day) => sum + (day.rate === null ? 0 : day.events), 0);
  const lastEntries = days.slice(-GROWTH_LIST_ENTRIES).reverse();
  return (
    <section className="panel growth-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Check-in rate</h3>
      <p className="growth-total">
        <strong>{formatCount(events)}</strong> {events === 1 ? 'event' : 'events'} with check-in in the last {range} days
      </p>
      <figure className="growth-figure">
        <GrowthChart label="Check-in rate" points={points} color={COLOR} scale="percent" />
        <figcaption className="visually-hidden">{summaryOf(days, range)}</figcaption>
      </figure>
      <h4 className="growth-list-title">Last {GROWTH_LIST_ENTRIES} days (UTC)</h4>
      <ol className="growth-list">
        {lastEntries.map((day) => (
          <li key={day.date}>
            <span>{formatUtcDay(day.date)}</span>
            <span className="growth-list-count">{day.rate === null ? 'No check-in' : `${formatPercent(day.rate)} · ${eventsText(day.events)}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
