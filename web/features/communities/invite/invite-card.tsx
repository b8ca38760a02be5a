import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lib/app-config';

/** The centred card of the public invite page, with the product name for guests who arrive from a link. */
export function InviteCard({ children }: { children: ReactNode }) {
  return (
    <div className="invite-page">
      <div className="invite-card">
        <Link to="/" className="invite-brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        {children}
        <p className="invite-back">
          <Link to="/communities">Back to Communities</Link>
        </p>
      </div>
    </div>
  );
}
