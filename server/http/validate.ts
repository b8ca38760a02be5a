import { ZodPipe, ZodTransform } from 'zod';
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

/** A value met while walking a request, with the way back to its root (paths are built only when needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

const pathTo = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
};

/**
 * Where the first string holding a NUL character sits (keys included), in document order, if any.
 * The contracts' text fields refuse control characters themselves; this catches any field that does
 * not (a new one, a free-form key), because PostgreSQL cannot store NUL and would answer the write
 * with an error. It walks with its own stack, not recursion: the body parser bounds nesting, but a
 * value that reached here some other way must still be answered, not overflow the call stack.
 */
function pathOfNul(root: unknown): readonly string[] | null {
  const stack: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        return pathTo(visit);
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i] as [string, unknown];
        // A key holding NUL is a string of its own: checked as if it were the entry's value.
        stack.push({ value: key.includes('\u0000') ? key : inner, key, parent: visit });
      }
    }
  }
  return null;
}

/** A schema's own preparation of its input (z.preprocess), run apart, and what validates the result. */
function preparedBy(schema: z.ZodType, value: unknown): { input: unknown; rest: z.ZodType } {
  if (schema instanceof ZodPipe && schema.in instanceof ZodTransform) {
    return { input: schema.in.parse(value), rest: schema.out as z.ZodType };
  }
  return { input: value, rest: schema };
}

/** Parses a request part (body, query or params) with its contract schema, or throws a 400 naming the field. */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown, where = 'body'): z.output<S> {
  // A body the schema lets be left out (it defaults) may be absent; otherwise a body is a JSON object.
  const absentAllowed = value === undefined && schema.safeParse(undefined).success;
  if (where === 'body' && !absentAllowed && (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value))) {
    throw new AppError('validation_error', 400, 'body: A JSON object body is required', [
      { field: 'body', message: 'A JSON object body is required' },
    ]);
  }
  // A schema that prepares its input first (z.preprocess: the assistant's pasted text drops its
  // control characters, being read and not stored) is checked on what it prepared.
  const { input, rest } = preparedBy(schema, value);
  const nulAt = pathOfNul(input);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : where;
    const message = 'Must not contain control characters';
    throw new AppError('validation_error', 400, `${field}: ${message}`, [{ field, message }]);
  }
  const result = rest.safeParse(input);
  if (!result.success) {
    throw validationError(result.error, where, input);
  }
  return result.data as z.output<S>;
}
