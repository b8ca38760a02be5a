import type { Attendance } from '@contracts/checkin/schemas';
import { InlineLoading } from '../../../components/inline-loading';
import { useAttendance } from '../api/get-attendance';

const ROWS: ReadonlyArray<{ key: keyof Attendance; label: string }> = [
  { key: 'checked_in', label: 'Checked in' },
  { key: 'going_not_checked_in', label: 'Going, not checked in' },
  { key: 'walk_ins', label: 'Walk-ins' },
  { key: 'guests_checked_in', label: 'Guests' },
];

/** Who came, for the event's organisers: the door's counts, read again while the event is under way. */
export function AttendancePanel({ eventId, live }: { eventId: number; live: boolean }) {
  const attendance = useAttendance(eventId, true, live);
  return (
    <section className="panel attendance-panel" aria-labelledby="attendance-title">
      <h2 id="attendance-title">Attendance</h2>
      {attendance.data ? (
        <dl className="attendance-counts">
          {ROWS.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{attendance.data[row.key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      ) : attendance.isError ? (
        <div className="attendance-error" role="alert">
          <p>Could not load the attendance.</p>
          <button type="button" className="button-link button-outline" onClick={() => void attendance.refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <InlineLoading className="attendance-loading" label="Loading the attendance…" />
      )}
      {attendance.data ? <p className="attendance-of">Of {attendance.data.going.toLocaleString()} going.</p> : null}
    </section>
  );
}
