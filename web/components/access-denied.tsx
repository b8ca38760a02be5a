import type { User } from '@contracts/users/schemas';

/** Spec section 2's text for everyone who is not a site admin. */
export const ACCESS_DENIED_TEXT = 'Access Denied: You need admin privileges to access this page';

/**
 * /admin for someone who is not a site admin. Admin rights come with a confirmed address (the
 * server grants ADMIN_EMAILS' rights only then), so a member whose address is unconfirmed is told
 * that this is what is missing (issue 28): the spec's text alone read as a dead end to the admin
 * who had just signed up. It says nothing of whether their address is an admin's.
 */
export function AccessDenied({ user }: { user: Pick<User, 'email' | 'email_verified'> | null }) {
  return (
    <div className="page-narrow">
      <p className="form-error" role="alert">
        {ACCESS_DENIED_TEXT}
      </p>
      {user && !user.email_verified ? (
        <p className="form-note">
          Your e-mail address is not confirmed yet, and admin rights come only with a confirmed address. Open the link we sent to{' '}
          <strong>{user.email}</strong> (or send a new one above), then come back here.
        </p>
      ) : null}
    </div>
  );
}
