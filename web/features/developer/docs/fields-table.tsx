import type { DocsField } from '@contracts/developer/schemas';

const defaultText = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** The request fields of one endpoint: a table on wide screens, one card per field on phones (CSS). */
export function FieldsTable({ fields }: { fields: Record<string, DocsField> }) {
  const entries = Object.entries(fields);
  if (entries.length === 0) {
    return <p className="form-note">No parameters or body fields.</p>;
  }
  return (
    <div className="fields-scroll">
      <table className="fields-table">
        <caption className="visually-hidden">Request fields</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Format</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, field]) => (
            <tr key={name}>
              <th scope="row" data-label="Field">
                <code>{name}</code>
              </th>
              <td data-label="Type">{field.type}</td>
              <td data-label="Format">{field.format ?? '—'}</td>
              <td data-label="Required">{field.required ? 'Yes' : 'No'}</td>
              <td data-label="Default">{defaultText(field.default)}</td>
              <td data-label="Description">{field.description || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
