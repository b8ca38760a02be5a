import type { AdminUser } from '@contracts/admin/schemas';
import { formatInstant, nameOf } from '../figures-format';
import { UserBadges } from './user-badges';

/** Members as a table; on a phone the table scrolls sideways inside its box, the page does not. */
export function UserTable({ users, caption }: { users: AdminUser[]; caption: string }) {
  return (
    <div className="user-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="user-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Email</th>
            <th scope="col">Joined</th>
            <th scope="col">Last seen</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <span className="user-table-name">{nameOf(user)}</span> <UserBadges user={user} />
                <span className="user-table-username">@{user.username}</span>
              </td>
              <td>{user.email}</td>
              <td>
                <time dateTime={user.created_at}>{formatInstant(user.created_at)}</time>
              </td>
              <td>{user.last_seen_at ? <time dateTime={user.last_seen_at}>{formatInstant(user.last_seen_at)}</time> : 'Never'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
