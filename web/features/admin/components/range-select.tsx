import type { AdminRangeDays } from '@contracts/admin/messages';
import { ADMIN_RANGE_DAYS } from '@contracts/admin/messages';

/** The growth charts' time range: 7, 30 or 90 days (a native select: keyboard and screen readers know it). */
export function RangeSelect({ days, onChange }: { days: AdminRangeDays; onChange: (days: AdminRangeDays) => void }) {
  return (
    <label className="range-select">
      <span>Time range</span>
      <select value={days} onChange={(event) => onChange(Number(event.target.value) as AdminRangeDays)}>
        {ADMIN_RANGE_DAYS.map((option) => (
          <option key={option} value={option}>
            Last {option} days
          </option>
        ))}
      </select>
    </label>
  );
}
