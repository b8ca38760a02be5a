import { useId, useMemo } from 'react';
import type { DayCount } from '@contracts/admin/schemas';
import { GROWTH_LIST_ENTRIES } from '@contracts/admin/messages';
import { formatCount, formatUtcDay } from '../figures-format';
import { GrowthChart } from './lazy-growth-chart';

type GrowthPanelProps = { title: string; unit: string; points: DayCount[]; color: string };

/** One series: its total over the range, the chart, and the last 7 days as a list (spec section 9). */
export function GrowthPanel({ title, unit, points, color }: GrowthPanelProps) {
  const headingId = useId();
  const chartPoints = useMemo(() => points.map((point) => ({ date: point.date, value: point.count })), [points]);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const peak = points.reduce<DayCount | null>((best, point) => (point.count > (best?.count ?? 0) ? point : best), null);
  const lastEntries = points.slice(-GROWTH_LIST_ENTRIES).reverse();
  const summary = `${formatCount(total)} new ${unit} in the last ${points.length} days${peak ? `, most on ${formatUtcDay(peak.date)} (${formatCount(peak.count)})` : ''}.`;
  return (
    <section className="panel growth-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="growth-total">
        <strong>{formatCount(total)}</strong> in the last {points.length} days
      </p>
      <figure className="growth-figure">
        <GrowthChart label={title} points={chartPoints} color={color} />
        <figcaption className="visually-hidden">{summary}</figcaption>
      </figure>
      <h4 className="growth-list-title">Last {GROWTH_LIST_ENTRIES} days (UTC)</h4>
      <ol className="growth-list">
        {lastEntries.map((point, i) => (
          <li key={point.date}>
            {/* The newest day is today's, still under way. */}
            <span>
              {formatUtcDay(point.date)}
              {i === 0 ? <span className="growth-list-today"> · today so far</span> : null}
            </span>
            <span className="growth-list-count">{formatCount(point.count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
