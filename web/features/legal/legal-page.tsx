import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSupportMailto } from '../../lib/app-config';
import './legal.css';

type LegalPageProps = { title: string; updated: string; children: ReactNode };

/** Frame of the static policy pages: title, last-updated date, body, contact. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  const contactHref = useSupportMailto(title);
  return (
    <article className="legal page-narrow">
      <p className="legal-back">
        <Link to="/">← Back to Gather</Link>
      </p>
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">Last updated: {updated}</p>
      {children}
      <h2>Contact</h2>
      <p>
        Questions about this page? {contactHref ? <a href={contactHref}>Contact us</a> : 'Contact us'} and we will
        answer within a few working days.
      </p>
    </article>
  );
}
