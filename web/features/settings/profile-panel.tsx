import { formatFullDate } from '../../../server/contracts/time-format';
import type { User } from '../../../server/contracts/users';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';

/** Profile: email, username, full name if any, member since (spec section 2). */
export function ProfilePanel({ user }: { user: User }) {
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <dl className="profile-list">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        {user.full_name ? (
          <div>
            <dt>Full name</dt>
            <dd>{user.full_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Member since</dt>
          <dd>{formatFullDate(new Date(user.created_at), viewerTimeZone(), viewerLocale())}</dd>
        </div>
      </dl>
    </section>
  );
}
