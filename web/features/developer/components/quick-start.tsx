import { Link } from 'react-router-dom';
import { CopyButton } from './copy-button';
import { apiBaseUrl, firstCurl } from '../quick-start-command';

/** Quick Start: where the API answers, a first call to paste into a terminal, and the way to the docs. */
export function QuickStart({ tokenPrefix }: { tokenPrefix: string | null }) {
  const baseUrl = apiBaseUrl();
  const curl = firstCurl(baseUrl, tokenPrefix);
  return (
    <section className="panel quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick Start</h2>
      <ol className="quick-start-steps">
        <li>Create a token below and copy it: it is shown only once.</li>
        <li>
          Send it with every request to the API at
          <span className="code-line">
            <code>{baseUrl}</code>
            <CopyButton text={baseUrl} what="base URL" fill="clear" />
          </span>
        </li>
        <li>
          Try it: the events you are going to, soonest first
          {tokenPrefix ? <> (replace <code>{tokenPrefix}…</code> with your whole token)</> : null}.
          <div className="code-block">
            <pre>
              <code>{curl}</code>
            </pre>
            <CopyButton text={curl} what="curl command" />
          </div>
        </li>
      </ol>
      <p className="form-note">
        Every endpoint, field and rule is in the <Link to="/developer/docs">API documentation</Link>.
      </p>
    </section>
  );
}
