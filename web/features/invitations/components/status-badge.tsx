import type { InvitationStatus } from '@contracts/invitations/schemas';
import './status-badge.css';

const LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export function statusLabel(status: InvitationStatus): string {
  return LABELS[status];
}

/** An invitation's status as a coloured badge. */
export function StatusBadge({ status }: { status: InvitationStatus }) {
  return <span className={`status-badge status-${status}`}>{LABELS[status]}</span>;
}
