import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredRoutes as endpoints } from '@contracts/api/all-routes';
import type { NamedRoute as Endpoint } from '@contracts/api/route';
import { exampleProblems } from '@contracts/api/example-check';

/**
 * The developer docs show each endpoint's `examples` as its body_example and response_example. An
 * endpoint added without them, or with one its schema refuses, fails here: add `examples` next to
 * its route declaration (shared sample objects are in contracts/api/examples.ts).
 */
describe('the examples of the route declarations', () => {
  it.each(endpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))('%s has examples that pass its schemas', (_name, endpoint) => {
    expect(exampleProblems(endpoint)).toEqual([]);
  });
});

describe('the example check itself', () => {
  const base: Endpoint = { id: 'Things.create', name: 'create', tag: 'Things', method: 'post', path: '/things', summary: 'Make a thing', access: 'member', responses: {} };
  const Body = z.strictObject({ name: z.string().min(1) });
  const Thing = z.object({ id: z.number().int(), name: z.string() });

  it('asks for a body example when the route takes a body, and a response example when a success has a schema', () => {
    const endpoint = { ...base, body: Body, responses: { 201: { description: 'Made.', schema: Thing } } };
    expect(exampleProblems(endpoint)).toEqual(['has a body schema but no examples.body', 'answers 201 with a schema but has no examples.response']);
    expect(exampleProblems({ ...endpoint, examples: { body: { name: 'a' }, response: { id: 1, name: 'a' } } })).toEqual([]);
  });

  it('refuses an example its schema refuses, or one with keys the schema does not have', () => {
    const endpoint = { ...base, body: Body, responses: { 200: { description: 'Made.', schema: Thing } } };
    const wrong = exampleProblems({ ...endpoint, examples: { body: { name: '' }, response: { id: 1, name: 'a', colour: 'red' } } });
    expect(wrong).toHaveLength(2);
    expect(wrong[0]).toMatch(/^examples\.body fails its schema at name/);
    expect(wrong[1]).toBe('examples.response (200).colour is not in its schema');
  });

  it('checks the response example against every success schema, and refuses examples with nothing to check them against', () => {
    const twice = { ...base, responses: { 200: { description: 'Again.', schema: Thing }, 201: { description: 'Made.', schema: z.object({ id: z.string() }) } } };
    expect(exampleProblems({ ...twice, examples: { response: { id: 1, name: 'a' } } })).toEqual([
      expect.stringMatching(/^examples\.response \(201\) fails its schema at id/),
    ]);
    expect(exampleProblems({ ...base, responses: { 204: { description: 'Done.' } }, examples: { body: {}, response: {} } })).toEqual([
      'has examples.body but takes no body',
      'has examples.response but no success answer with a schema to check it against',
    ]);
  });
});
