import { INVITATION_STATUSES } from '../../invitation-statuses';
import type { InvitationStatus } from '@contracts/invitations/schemas';
import { statusLabel } from '../status-badge';

type StatusFilterProps = { value: InvitationStatus | undefined; onChange: (status: InvitationStatus | undefined) => void };

/** All, or one of the four statuses, as a row of toggle chips. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const options: (InvitationStatus | undefined)[] = [undefined, ...INVITATION_STATUSES];
  return (
    <div className="status-filter" role="group" aria-label="Filter by status">
      {options.map((status) => (
        <button
          key={status ?? 'all'}
          type="button"
          className="status-chip"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {status ? statusLabel(status) : 'All'}
        </button>
      ))}
    </div>
  );
}
