import type { z } from 'zod';
import { AppError } from './app-error';

function fieldName(issue: z.core.$ZodIssue, where: string): string {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.join(', ');
  }
  return issue.path.length > 0 ? issue.path.join('.') : where;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    return 'This field is required';
  }
  return issue.message;
}

/** Turns a zod failure into a 400 whose detail names the first bad field and whose errors list them all. */
export function validationError(error: z.ZodError, where: string, input: unknown): AppError {
  const errors = error.issues.map((issue) => ({ field: fieldName(issue, where), message: issueMessage(issue, input) }));
  const first = errors[0] ?? { field: where, message: 'Invalid request' };
  return new AppError('validation_error', 400, `${first.field}: ${first.message}`, errors);
}

/**
 * Where the first string holding a NUL character sits, if any. The contracts' text fields refuse
 * control characters themselves; this catches any field that does not (a new one, a free-form key),
 * because PostgreSQL cannot store NUL and would answer the write with an error. Depth is bounded by
 * the body parser.
 */
function pathOfNul(value: unknown, path: readonly string[]): readonly string[] | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? path : null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : pathOfNul(inner, [...path, key]);
      if (found) {
        return found;
      }
    }
  }
  return null;
}

/** Parses a request part (body, query or params) with its contract schema, or throws a 400 naming the field. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  if (where === 'body' && (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value))) {
    throw new AppError('validation_error', 400, 'body: A JSON object body is required', [
      { field: 'body', message: 'A JSON object body is required' },
    ]);
  }
  const nulAt = pathOfNul(value, []);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : where;
    const message = 'Must not contain control characters';
    throw new AppError('validation_error', 400, `${field}: ${message}`, [{ field, message }]);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(result.error, where, value);
  }
  return result.data;
}
