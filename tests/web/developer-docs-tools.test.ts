import { describe, expect, it } from 'vitest';
import type { DocsEndpoint } from '@contracts/developer/schemas';
import { endpointCode, pythonLiteral } from '../../web/features/developer/docs/endpoint-code';
import { searchEndpoints } from '../../web/features/developer/docs/search-endpoints';
import { firstCurl } from '../../web/features/developer/quick-start-command';
import { expiresText, lastUsedText } from '../../web/features/developer/token-dates';

const entry = (overrides: Partial<DocsEndpoint>): DocsEndpoint => ({
  method: 'GET',
  path: '/things',
  description: 'Things.',
  authentication_required: true,
  fields: {},
  response_example: [],
  body_example: null,
  ...overrides,
});

const ENDPOINTS: Record<string, DocsEndpoint[]> = {
  Events: [
    entry({ path: '/events/{id}', description: 'An event with everyone\'s RSVPs.\n\nMembers who RSVPed see it.' }),
    entry({ method: 'POST', path: '/events/{id}/rsvp', description: 'Answer going, maybe or not going.\n\nMembers who RSVPed see it.', fields: { status: { type: 'string', format: null, required: true, default: null, description: '' } } }),
  ],
  Account: [entry({ path: '/account/export', description: 'Download my data.\n\nIncludes RSVPs, comments and likes.' })],
  Comments: [entry({ path: '/comments/{id}/like', description: 'Like a comment.' })],
};

describe('searching the docs', () => {
  it('finds "rsvp" with the RSVP routes first, then summaries, then the rules further down', () => {
    const groups = searchEndpoints(ENDPOINTS, 'RSVP');
    expect(groups.map((g) => g.name)).toEqual(['Events', 'Account']);
    expect(groups[0]?.entries.map((e) => `${e.method} ${e.path}`)).toEqual(['POST /events/{id}/rsvp', 'GET /events/{id}']);
  });

  it('needs every word, matches field names, and keeps everything for an empty query', () => {
    expect(searchEndpoints(ENDPOINTS, 'post status').flatMap((g) => g.entries.map((e) => e.path))).toEqual(['/events/{id}/rsvp']);
    expect(searchEndpoints(ENDPOINTS, 'like zebra')).toEqual([]);
    expect(searchEndpoints(ENDPOINTS, '  ').map((g) => g.name)).toEqual(['Events', 'Account', 'Comments']);
  });
});

describe('code examples of an endpoint', () => {
  const rsvp = entry({ method: 'POST', path: '/events/{id}/rsvp', body_example: { status: 'going', note: "it's on" }, response_example: { id: 42 } });

  it('calls a concrete path with the token from the environment, in curl, JavaScript and Python', () => {
    const code = endpointCode(rsvp, 'https://gather.example/api');
    expect(code.curl).toContain('curl -X POST "https://gather.example/api/events/42/rsvp"');
    expect(code.curl).toContain('-H "Authorization: Bearer $GATHER_TOKEN"');
    // A quote in the body is escaped for the shell's single quotes.
    expect(code.curl).toContain(`"note": "it'\\''s on"`);
    expect(code.javascript).toContain("await fetch('https://gather.example/api/events/42/rsvp'");
    expect(code.javascript).toContain("method: 'POST'");
    expect(code.javascript).toContain('Bearer ${process.env.GATHER_TOKEN}');
    expect(code.python).toContain('res = requests.post(');
    expect(code.python).toContain('"status": "going"');
  });

  it('leaves the token out of public calls and the body out of reads', () => {
    const code = endpointCode(entry({ path: '/communities/invite/{code}', authentication_required: false }), 'http://x/api');
    expect(code.curl).toBe('curl "http://x/api/communities/invite/K7QM3XPA9R"');
    expect(code.python).not.toContain('import os');
    expect(code.javascript).not.toContain('Authorization');
  });

  it('writes JSON as Python literals', () => {
    expect(pythonLiteral({ a: true, b: null, c: [1, false] })).toBe('{\n    "a": True,\n    "b": None,\n    "c": [\n        1,\n        False,\n    ],\n}');
  });
});

describe('the Quick Start and token facts', () => {
  it('puts the member\'s newest prefix in the first call, or the bare prefix before any token', () => {
    expect(firstCurl('https://gather.example/api', 'gthr_riRy')).toBe(
      'curl -H "Authorization: Bearer gthr_riRy…" \\\n  "https://gather.example/api/events/attending?when=upcoming"',
    );
    expect(firstCurl('https://gather.example/api', null)).toContain('Bearer gthr_…');
  });

  it('says Never for a token never used or never expiring, and Expired once past', () => {
    expect(lastUsedText({ last_used_at: null })).toBe('Never');
    expect(expiresText({ expires_at: null, is_expired: false })).toBe('Never');
    expect(expiresText({ expires_at: '2026-01-01T00:00:00Z', is_expired: true })).toMatch(/^Expired /);
  });
});
