import type { z } from 'zod';
import { successSchemas } from './route';
import type { RouteDeclaration as Endpoint } from './route';

/** Keys the example holds that its schema dropped (a response schema strips unknown keys without a word). */
function droppedKeys(example: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(example) && Array.isArray(parsed)) {
    return example.flatMap((item, i) => droppedKeys(item, parsed[i], `${path}[${i}]`));
  }
  if (example && typeof example === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(example).flatMap(([key, value]) =>
      Object.hasOwn(parsed, key) ? droppedKeys(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

function problemsAgainst(schema: z.ZodType, example: unknown, what: string): string[] {
  const result = schema.safeParse(example);
  if (!result.success) {
    return result.error.issues.map((issue) => `${what} fails its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return droppedKeys(example, result.data, what).map((key) => `${key} is not in its schema`);
}

/**
 * What is wrong with an endpoint's documentation examples: one missing where the docs need it (a
 * body, a success answer with a schema), one given where there is nothing to show, or one that
 * fails its schema. Empty when they are right.
 */
export function exampleProblems(endpoint: Endpoint): string[] {
  const { examples = {} } = endpoint;
  const problems: string[] = [];
  if (endpoint.body) {
    problems.push(
      ...(examples.body === undefined ? ['has a body schema but no examples.body'] : problemsAgainst(endpoint.body, examples.body, 'examples.body')),
    );
  } else if (examples.body !== undefined) {
    problems.push('has examples.body but takes no body');
  }
  const successes = successSchemas(endpoint);
  if (successes.length > 0) {
    if (examples.response === undefined) {
      problems.push(`answers ${successes.map(([status]) => status).join('/')} with a schema but has no examples.response`);
    } else {
      for (const [status, schema] of successes) {
        problems.push(...problemsAgainst(schema, examples.response, `examples.response (${status})`));
      }
    }
  } else if (examples.response !== undefined) {
    problems.push('has examples.response but no success answer with a schema to check it against');
  }
  if (examples.query !== undefined) {
    problems.push(...(endpoint.query ? problemsAgainst(endpoint.query, examples.query, 'examples.query') : ['has examples.query but takes no query']));
  }
  return problems;
}
