import { useId } from 'react';
import type { AdminUser } from '@contracts/admin/schemas';
import { formatInstantWithTime, nameOf } from '../figures-format';
import { UserBadges } from './user-badges';

/** The latest signups, newest first. */
export function RecentSignups({ users }: { users: AdminUser[] }) {
  const headingId = useId();
  return (
    <section className="panel recent-signups" aria-labelledby={headingId}>
      <h2 id={headingId}>Latest signups</h2>
      {users.length === 0 ? (
        <p className="admin-empty">Nobody has signed up yet.</p>
      ) : (
        <ol>
          {users.map((user) => (
            <li key={user.id}>
              <span className="admin-avatar" aria-hidden="true">
                {nameOf(user).charAt(0).toUpperCase()}
              </span>
              <span className="recent-signup-who">
                <span className="truncate">
                  {nameOf(user)} <UserBadges user={user} />
                </span>
                <span className="truncate recent-signup-email">{user.email}</span>
              </span>
              <time className="recent-signup-when" dateTime={user.created_at}>
                {formatInstantWithTime(user.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
