import type { AdminUser } from '@contracts/admin/schemas';
import { presentUser } from '../../users/presenter';
import type { UserRow } from '../../users/repo';

/** A member as a site admin sees them: the user fields and when they were last seen. */
export function presentAdminUser(row: UserRow): AdminUser {
  return { ...presentUser(row), last_seen_at: row.last_seen_at };
}

/** A part as a percentage of its whole, one decimal (0 when the whole is 0): Pro members of all members, members checked in of those going. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
