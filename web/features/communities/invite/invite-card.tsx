import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lib/app-config';
import { useSession } from '../../../lib/session/session-context';

/**
 * The centred card of the public invite page, with the product name for guests who arrive from a
 * link. Back to Communities is for members: a guest would land on the sign-in page (issue 28).
 */
export function InviteCard({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <div className="invite-page">
      <div className="invite-card">
        <Link to="/" className="invite-brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        {children}
        {user ? (
          <p className="invite-back">
            <Link to="/communities">Back to Communities</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
