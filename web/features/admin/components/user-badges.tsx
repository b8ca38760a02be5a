import type { AdminUser } from '@contracts/admin/schemas';

/** Admin, Pro and Inactive marks beside a member's name. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'is_admin' | 'is_pro' | 'is_active'> }) {
  const badges = [user.is_admin ? 'Admin' : null, user.is_pro ? 'Pro' : null, user.is_active ? null : 'Inactive'].filter((badge) => badge !== null);
  if (badges.length === 0) {
    return null;
  }
  return (
    <span className="user-badges">
      {badges.map((badge) => (
        <span key={badge} className={`user-badge is-${badge.toLowerCase()}`}>
          {badge}
        </span>
      ))}
    </span>
  );
}
