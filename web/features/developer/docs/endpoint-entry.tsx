import type { DocsEndpoint } from '@contracts/developer/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { CodeTabs } from './code-tabs';
import { endpointCode } from './endpoint-code';
import { FieldsTable } from './fields-table';
import { RichText } from './rich-text';

/** Who may call the entry, as a short badge: from the sentence the server ends each description with. */
function accessBadge(entry: DocsEndpoint): { text: string; kind: string } {
  if (entry.description.includes(DEVELOPER_MESSAGES.accessSessionOnly)) {
    return { text: 'Session only', kind: 'session' };
  }
  if (!entry.authentication_required) {
    return { text: 'Public', kind: 'public' };
  }
  return entry.method === 'GET' ? { text: 'Token: read', kind: 'read' } : { text: 'Token: read-write', kind: 'write' };
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** One endpoint, folded to its method, path and summary; unfolded: rules, fields, examples and code. */
export function EndpointEntry({ entry, baseUrl }: { entry: DocsEndpoint; baseUrl: string }) {
  const [summary = '', ...rest] = entry.description.split(/\n{2,}/);
  const badge = accessBadge(entry);
  return (
    <li className="docs-entry">
      <details>
        <summary>
          <span className={`method-badge method-${entry.method.toLowerCase()}`}>{entry.method}</span>
          <code className="docs-path">{entry.path}</code>
          <span className={`access-badge access-${badge.kind}`}>{badge.text}</span>
          <span className="docs-summary">{summary}</span>
        </summary>
        <div className="docs-entry-body">
          <RichText text={rest.join('\n\n')} className="docs-description" />
          <h4>Fields</h4>
          <FieldsTable fields={entry.fields} />
          {entry.body_example === null ? null : (
            <>
              <h4>Example body</h4>
              <pre className="docs-json" tabIndex={0}>
                <code>{json(entry.body_example)}</code>
              </pre>
            </>
          )}
          {entry.response_example === null ? null : (
            <>
              <h4>Example response</h4>
              <pre className="docs-json" tabIndex={0}>
                <code>{json(entry.response_example)}</code>
              </pre>
            </>
          )}
          <h4>Code</h4>
          <CodeTabs code={endpointCode(entry, baseUrl)} what={`${entry.method} ${entry.path}`} />
        </div>
      </details>
    </li>
  );
}
