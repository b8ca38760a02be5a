import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount, formatPercent, formatUtcDay, formatUtcDayAndMonth } from '../figures-format';

const HEIGHT = 180;
/** Whole-number steps for the count axis: a count of signups is never 2.5. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 1_000_000];

/** Whole-percent steps for a rate's axis. */
const PERCENT_STEPS = [10, 20, 25, 50];

/** One UTC day of a chart: a count, or a rate (0 to 100), or null for a day with nothing to measure (drawn as a gap). */
export type ChartPoint = { date: string; value: number | null };

/** How a chart's values read: counts from 0 up, or percentages from 0 to 100. */
export type ChartScale = 'count' | 'percent';

const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function toData(points: ChartPoint[]): uPlot.AlignedData {
  return [points.map((point) => Date.parse(`${point.date}T00:00:00.000Z`) / 1000), points.map((point) => point.value)];
}

/** Series `s` at data index `idx`, or at the newest day without one; null on a day with nothing to measure. */
function valueAt(u: uPlot, s: number, idx: number | null): number | null {
  const values = u.data[s] ?? [];
  return values[idx ?? values.length - 1] ?? null;
}

function optionsFor(label: string, color: string, width: number, dense: boolean, scale: ChartScale): uPlot.Options {
  const muted = '#5b6078';
  const grid = { stroke: '#e6e8f2', width: 1 };
  const percent = scale === 'percent';
  const format = (value: number) => (percent ? formatPercent(value) : formatCount(value));
  return {
    width,
    height: HEIGHT,
    // The days are UTC days: ticks fall on UTC midnights wherever the viewer is.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: true },
    scales: { y: { range: percent ? () => [0, 100] : (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
    axes: [
      { stroke: muted, grid, ticks: grid, space: 64, values: (_u, splits) => splits.map((s) => formatUtcDayAndMonth(dateOf(s))) },
      {
        stroke: muted,
        grid,
        ticks: grid,
        size: percent ? 56 : 48,
        incrs: percent ? PERCENT_STEPS : COUNT_STEPS,
        values: (_u, splits) => splits.map((v) => (percent ? `${Math.round(v)}%` : formatCount(v))),
      },
    ],
    // The legend reads the day under the cursor, and the newest day when the cursor is elsewhere.
    series: [
      { label: 'Day', value: (u, _raw, _s, idx) => formatUtcDay(dateOf(valueAt(u, 0, idx) ?? 0)) },
      // A day with nothing to measure is a gap (uPlot does not span nulls); a rate's points always show, so a day alone between gaps is seen.
      {
        label,
        stroke: color,
        fill: percent ? undefined : `${color}22`,
        width: 2,
        points: { show: percent || !dense, size: 6 },
        value: (u, _raw, _s, idx) => {
          const value = valueAt(u, 1, idx);
          return value === null ? '—' : format(value);
        },
      },
    ],
  };
}

type GrowthChartProps = { label: string; points: ChartPoint[]; color: string; scale?: ChartScale };

/**
 * A daily series drawn with uPlot (canvas: about 23 KB gzipped, loaded with /admin only). It is
 * drawn once, resized with its box, and given new data when the range changes. The canvas is
 * decoration for screen readers: the caption and the list beside it carry the figures.
 */
export function GrowthChart({ label, points, color, scale = 'count' }: GrowthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const data = useMemo(() => toData(points), [points]);
  const latest = useRef(data);
  const dense = points.length > 31;

  // Declared first, so a chart made below (first render, or a denser range) starts from this data.
  useEffect(() => {
    latest.current = data;
    chart.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const element = box.current;
    if (!element) {
      return undefined;
    }
    const plot = new uPlot(optionsFor(label, color, element.clientWidth, dense, scale), latest.current, element);
    chart.current = plot;
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [label, color, dense, scale]);

  // Hidden from screen readers, canvas and live legend alike: the caption and the list beside it say the same in words.
  return <div ref={box} className="growth-chart" aria-hidden="true" data-days={points.length} data-span={points.length ? `${points[0]?.date}/${points.at(-1)?.date}` : ''} />;
}
