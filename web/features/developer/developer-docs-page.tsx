import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline, documentTextOutline } from 'ionicons/icons';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeveloperDocs } from '@contracts/developer/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { PageSpinner } from '../../components/page-spinner';
import { useDocs } from './api/get-docs';
import { CopyButton } from './components/copy-button';
import { CodeTabs } from './docs/code-tabs';
import { EndpointEntry } from './docs/endpoint-entry';
import { RichText } from './docs/rich-text';
import { searchEndpoints } from './docs/search-endpoints';
import './developer.css';

/** Base URL, authentication, rate limits and whole-program examples: what every call needs. */
function DocsOverview({ docs }: { docs: DeveloperDocs }) {
  return (
    <section className="panel docs-overview" aria-labelledby="docs-basics-title">
      <h2 id="docs-basics-title">Getting started</h2>
      <h3>Base URL</h3>
      <span className="code-line">
        <code>{docs.base_url}</code>
        <CopyButton text={docs.base_url} what="base URL" fill="clear" />
      </span>
      <h3>Authentication</h3>
      <span className="code-line">
        <code>{docs.authentication.header_format}</code>
      </span>
      <RichText text={docs.authentication.description} />
      <h3>Rate limits</h3>
      <p>
        <strong>{docs.rate_limits.default}</strong>
      </p>
      <RichText text={docs.rate_limits.description} />
      <h3>Examples</h3>
      <CodeTabs code={{ curl: docs.examples.curl ?? '', javascript: docs.examples.javascript ?? '', python: docs.examples.python ?? '' }} what="a first program" />
      <p className="form-note">
        For tools and code generators: the{' '}
        <a href="/api/openapi.json" target="_blank" rel="noreferrer">
          <IonIcon icon={documentTextOutline} aria-hidden="true" /> OpenAPI 3.1 document
        </a>{' '}
        describes the same endpoints.
      </p>
    </section>
  );
}

/** The endpoint groups, filtered by the search box. */
function DocsEndpoints({ docs }: { docs: DeveloperDocs }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const groups = searchEndpoints(docs.endpoints, deferred);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <section aria-labelledby="docs-endpoints-title" className="docs-endpoints">
      <h2 id="docs-endpoints-title">Endpoints</h2>
      <div className="native-field docs-search">
        <label htmlFor="docs-search">Search endpoints</label>
        <input id="docs-search" type="search" value={query} placeholder="e.g. rsvp, comments, invite" onChange={(event) => setQuery(event.target.value)} />
      </div>
      <p className="form-note" role="status">
        {deferred.trim() === '' ? `${count} endpoints in ${groups.length} groups.` : `${count} ${count === 1 ? 'endpoint matches' : 'endpoints match'} “${deferred.trim()}”.`}
      </p>
      {groups.map((group) => (
        <section key={group.name} className="docs-group" aria-labelledby={`group-${group.name}`}>
          <h3 id={`group-${group.name}`}>
            {group.name} <span className="docs-group-count">{group.entries.length}</span>
          </h3>
          <ul className="docs-entries">
            {group.entries.map((entry) => (
              <EndpointEntry key={`${entry.method} ${entry.path}`} entry={entry} baseUrl={docs.base_url} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** /developer/docs: the API documentation, rendered from GET /developer/docs. */
export function DeveloperDocsPage() {
  const docs = useDocs();

  useEffect(() => {
    if (docs.error) {
      console.error('Loading the API documentation failed', docs.error);
    }
  }, [docs.error]);

  return (
    <div className="page-narrow developer-page docs-page">
      <Link className="back-link" to="/developer">
        <IonIcon icon={arrowBackOutline} aria-hidden="true" />
        Developer
      </Link>
      <h1 className="page-title">API documentation</h1>
      {docs.isPending ? <PageSpinner /> : null}
      {docs.isError ? (
        <div className="panel" role="alert">
          <p className="form-error">{DEVELOPER_MESSAGES.docsFailed}</p>
          <IonButton fill="outline" onClick={() => void docs.refetch()}>
            Retry
          </IonButton>
        </div>
      ) : null}
      {docs.data ? (
        <>
          <p className="page-lead">
            {docs.data.message} Version {docs.data.version}.
          </p>
          <DocsOverview docs={docs.data} />
          <DocsEndpoints docs={docs.data} />
        </>
      ) : null}
    </div>
  );
}
