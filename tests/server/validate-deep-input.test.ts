import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../server/http/app-error';
import { parseRequest } from '../../server/http/validate';

/**
 * The body parser bounds nesting, but validation must not depend on it: a value nested far deeper
 * than the stack allows (a reader that decoded differently, a future route with its own parser) is
 * still answered as a 400, never a RangeError that becomes a 500.
 */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) {
    value = i % 2 === 0 ? [value] : { a: value };
  }
  return value;
}

const Schema = z.strictObject({ name: z.string() });

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('parseRequest on values nested 200,000 levels deep', () => {
  it('finds a NUL at the bottom and names where it is', () => {
    const err = refusal(() => parseRequest(Schema, { name: 'x', b: nested(200_000, 'AB\u0000CD') }));
    expect(err.status).toBe(400);
    expect(err.errors?.[0]?.field).toMatch(/^b\.a\.0\.a\.0\./);
    expect(err.errors?.[0]?.message).toBe('Must not contain control characters');
  });

  it('refuses the unknown field when nothing in it holds NUL', () => {
    const err = refusal(() => parseRequest(Schema, { name: 'x', b: nested(200_000, 'fine') }));
    expect(err.status).toBe(400);
    expect(err.errors?.[0]?.field).toBe('b');
  });

  it('reports a wrong type in a query or path value nested just as deep', () => {
    const err = refusal(() => parseRequest(z.strictObject({ id: z.string() }), { id: nested(200_000, 1) }, 'query'));
    expect(err.status).toBe(400);
    expect(err.errors?.[0]?.field).toBe('id');
  });

  it('still names the first NUL in document order', () => {
    const err = refusal(() => parseRequest(Schema, { name: 'x', list: [{ ok: 'a' }, { bad: 'b\u0000' }], later: 'c\u0000' }));
    expect(err.errors?.[0]?.field).toBe('list.1.bad');
    const key = refusal(() => parseRequest(Schema, { name: 'x', ['k\u0000']: 1 }));
    expect(key.errors?.[0]?.field).toBe('k\u0000');
  });
});
