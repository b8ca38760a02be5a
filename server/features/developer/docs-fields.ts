import type { z } from 'zod';
import type { DocsField } from '@contracts/developer/schemas';
import type { RouteDeclaration } from '@contracts/api/route';
import { requestSchemaOf } from '../../http/openapi';
import type { JsonSchema } from '../../http/openapi-components';

interface ObjectSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The alternatives of a property: its `anyOf` branches (flattened), or itself. */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  return anyOf ? anyOf.flatMap(branchesOf) : [schema];
}

function typeOf(branches: JsonSchema[]): string {
  const types = branches.flatMap((branch) => {
    const type = branch.type as string | string[] | undefined;
    return type === undefined ? ['any'] : Array.isArray(type) ? type : [type];
  });
  return [...new Set(types)].join(' | ');
}

function formatOf(branches: JsonSchema[]): string | null {
  const formats = branches.flatMap((branch) => {
    if (typeof branch.format === 'string') {
      return [branch.format];
    }
    if (Array.isArray(branch.enum)) {
      return [`one of: ${branch.enum.map((value) => JSON.stringify(value)).join(', ')}`];
    }
    return [];
  });
  return formats.length > 0 ? formats.join('; ') : null;
}

/** The rules a client must meet, in words: lengths, ranges, patterns. */
function rulesOf(branches: JsonSchema[]): string[] {
  return branches.flatMap((branch) => {
    const rules: string[] = [];
    const { minLength, maxLength, minimum, maximum, pattern } = branch as Record<string, number | string | undefined>;
    if (branch.const === '') {
      rules.push('"" clears it');
    }
    if (minLength !== undefined && maxLength !== undefined) {
      rules.push(`${minLength} to ${maxLength} characters`);
    } else if (maxLength !== undefined) {
      rules.push(`at most ${maxLength} characters`);
    } else if (minLength !== undefined) {
      rules.push(`at least ${minLength} characters`);
    }
    if (minimum !== undefined) {
      rules.push(`at least ${minimum}`);
    }
    if (maximum !== undefined) {
      rules.push(`at most ${maximum}`);
    }
    if (typeof pattern === 'string' && branch.format === undefined) {
      rules.push(`matches ${pattern}`);
    }
    return rules;
  });
}

type Where = 'path' | 'query' | 'body';
const WHERE_TEXT: Record<Where, string> = { path: 'Path parameter.', query: 'Query parameter.', body: '' };

/** A property as a docs field; nested objects become their own `parent.child` fields. */
function fieldsOfProperty(name: string, schema: JsonSchema, required: boolean, where: Where): Array<[string, DocsField]> {
  const branches = branchesOf(schema);
  const nested = branches.length === 1 && branches[0]?.type === 'object' ? (branches[0] as ObjectSchema) : null;
  if (nested?.properties) {
    return Object.entries(nested.properties).flatMap(([child, inner]) =>
      fieldsOfProperty(`${name}.${child}`, inner, required && (nested.required ?? []).includes(child), where),
    );
  }
  const own = typeof schema.description === 'string' ? [schema.description] : [];
  const rules = rulesOf(branches);
  const sentence = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
  const description = [WHERE_TEXT[where], ...own, rules.length > 0 ? sentence(`${rules.join('; ')}.`) : ''].filter(Boolean).join(' ');
  return [
    [name, { type: typeOf(branches), format: formatOf(branches), required, default: schema.default ?? null, description }],
  ];
}

function fieldsOfSchema(schema: z.ZodType | undefined, where: Where): Array<[string, DocsField]> {
  if (!schema) {
    return [];
  }
  const object = requestSchemaOf(schema) as ObjectSchema;
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => fieldsOfProperty(name, property, where === 'path' || required.has(name), where));
}

/**
 * Every field a request to the endpoint may carry (path and query parameters, body fields), from
 * the very JSON Schemas the OpenAPI document shows for them.
 */
export function fieldsOf(endpoint: RouteDeclaration): Record<string, DocsField> {
  return Object.fromEntries([...fieldsOfSchema(endpoint.params, 'path'), ...fieldsOfSchema(endpoint.query, 'query'), ...fieldsOfSchema(endpoint.body, 'body')]);
}
