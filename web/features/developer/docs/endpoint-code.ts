import type { DocsEndpoint } from '@contracts/developer/schemas';

export type CodeLanguage = 'curl' | 'javascript' | 'python';

export const CODE_LANGUAGES: ReadonlyArray<{ id: CodeLanguage; label: string }> = [
  { id: 'curl', label: 'curl' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
];

/** A concrete value for a path parameter, so the command runs as written (curl reads `{…}` as a pattern). */
function exampleParam(name: string): string {
  if (/userid$/i.test(name)) {
    return '7';
  }
  return /id$/i.test(name) ? '42' : 'K7QM3XPA9R';
}

const concretePath = (path: string) => path.replace(/\{(\w+)\}/g, (_match, name: string) => exampleParam(name));

/** A JSON value written as a Python literal (True, False, None). */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) {
    return 'None';
  }
  if (typeof value === 'boolean') {
    return value ? 'True' : 'False';
  }
  if (typeof value === 'number' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)}`).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`).join(',\n')},\n${indent}}`;
}

/** A runnable call of the entry in each language, with the token from the GATHER_TOKEN environment variable. */
export function endpointCode(entry: DocsEndpoint, baseUrl: string): Record<CodeLanguage, string> {
  const url = `${baseUrl}${concretePath(entry.path)}`;
  const body = entry.body_example ?? null;
  const auth = entry.authentication_required;
  const json = body === null ? null : JSON.stringify(body, null, 2);

  const curl = [
    `curl${entry.method === 'GET' ? '' : ` -X ${entry.method}`} "${url}"`,
    ...(auth ? ['  -H "Authorization: Bearer $GATHER_TOKEN"'] : []),
    ...(json === null ? [] : ['  -H "Content-Type: application/json"', `  -d '${json.replace(/'/g, "'\\''")}'`]),
  ].join(' \\\n');

  const headers = [auth ? 'Authorization: `Bearer ${process.env.GATHER_TOKEN}`' : null, json === null ? null : "'Content-Type': 'application/json'"].filter(Boolean);
  const options = [
    entry.method === 'GET' ? null : `  method: '${entry.method}',`,
    headers.length > 0 ? `  headers: { ${headers.join(', ')} },` : null,
    json === null ? null : `  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`,
  ].filter(Boolean);
  const javascript = [
    `const res = await fetch('${url}'${options.length > 0 ? `, {\n${options.join('\n')}\n}` : ''});`,
    entry.response_example === null ? 'console.log(res.status);' : 'console.log(res.status, await res.json());',
  ].join('\n');

  const args = [
    `"${url}"`,
    ...(auth ? ['headers={"Authorization": f"Bearer {os.environ[\'GATHER_TOKEN\']}"}'] : []),
    ...(body === null ? [] : [`json=${pythonLiteral(body, '    ')}`]),
  ];
  const python = [
    ...(auth ? ['import os', ''] : []),
    'import requests',
    '',
    `res = requests.${entry.method.toLowerCase()}(\n    ${args.join(',\n    ')},\n)`,
    entry.response_example === null ? 'print(res.status_code)' : 'print(res.status_code, res.json())',
  ].join('\n');

  return { curl, javascript, python };
}
