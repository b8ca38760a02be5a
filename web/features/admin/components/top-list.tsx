import { useId } from 'react';
import { formatCount } from '../figures-format';

export type TopEntry = { id: number; name: string; detail?: string; count: number };

type TopListProps = { title: string; unit: [one: string, many: string]; entries: TopEntry[]; empty: string };

/** A ranked list (top creators, most active communities): name, e-mail or nothing, and the count. */
export function TopList({ title, unit, entries, empty }: TopListProps) {
  const headingId = useId();
  return (
    <section className="panel top-list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {entries.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <div className="top-list-row">
                <span className="top-list-who">
                  <span className="truncate">{entry.name}</span>
                  {entry.detail ? <span className="truncate top-list-detail">{entry.detail}</span> : null}
                </span>
                <span className="top-list-count">
                  {formatCount(entry.count)} {entry.count === 1 ? unit[0] : unit[1]}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
