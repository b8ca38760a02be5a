import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../lib/app-config';
import './auth.css';

type AuthFrameProps = { title: string; subtitle?: string; children: ReactNode };

/** The centred card every account screen (login, register, reset, callback) sits in. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  return (
    <div className="auth-page">
      <div className="auth-card">
        <Link to="/" className="auth-brand">
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <h1 className="auth-title">{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
