import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatCount, shareOf } from '../figures-format';

export type Bar = { label: string; value: number };

type BarListProps = { title: string; bars: Bar[]; whole: number | null; wholeLabel: string; note?: ReactNode; tone?: 'primary' | 'secondary' };

/**
 * Horizontal bars for a handful of categories (RSVP answers, activity windows): plain HTML, so no
 * chart library is needed and the figures are text a screen reader reads. `whole` is what each
 * share is of (all RSVPs, all members); unknown while it loads.
 */
export function BarList({ title, bars, whole, wholeLabel, note, tone = 'primary' }: BarListProps) {
  const headingId = useId();
  return (
    <section className={`panel bar-list is-${tone}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {note ? <p className="bar-list-note">{note}</p> : null}
      <ul>
        {bars.map((bar) => {
          const share = whole === null ? null : shareOf(bar.value, whole);
          return (
            <li key={bar.label}>
              <span className="bar-list-label">{bar.label}</span>
              <span className="bar-list-track" aria-hidden="true">
                <span className="bar-list-fill" style={{ width: `${share ?? 0}%` }} />
              </span>
              <span className="bar-list-value">
                {formatCount(bar.value)}
                {share === null ? null : <span className="bar-list-share"> ({share}% of {wholeLabel})</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
