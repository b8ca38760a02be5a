import { z } from 'zod';

/** Field builders shared by every contract, so limits, character rules and messages are defined once. */

/**
 * The largest id an id column holds: `increments()` is a 32-bit `integer` on PostgreSQL. A bigger id
 * names nothing; refusing it here keeps it from reaching a query PostgreSQL would fail with a 500.
 */
export const MAX_ID = 2_147_483_647;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when the text holds a C0 control character or DEL: never part of text a person typed, and
 * NUL makes PostgreSQL refuse the write. Text that spans lines may keep tab and line breaks.
 */
function hasControlCharacters(value: string, linesAllowed: boolean): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      if (!(linesAllowed && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) {
        return true;
      }
    }
  }
  return false;
}

/**
 * A string typed on one line (a title, a name, a place, a code): no control characters at all.
 * Chain `.trim()`, `.min()`, `.max()` after it as usual.
 */
export const lineText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .refine((value) => !hasControlCharacters(value, false), { error: `${label} must not contain control characters`, abort: true });

/** Text that may span lines (a description, a comment, a message): tab and line breaks are kept. */
export const multilineText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .refine((value) => !hasControlCharacters(value, true), { error: `${label} must not contain control characters`, abort: true });

/** An id in a JSON body: a positive integer an id column can hold. */
export const idField = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be a positive number` })
    .max(MAX_ID, { error: `${name} is not a valid id` });

/** Canonical decimal digits: '12', not '012', '0x1F', '1e3', ' 1' or '+1'. */
const CANONICAL_POSITIVE = /^[1-9][0-9]*$/;
const CANONICAL_COUNT = /^(0|[1-9][0-9]*)$/;

/**
 * An id in a path or a query string ('/events/12'): canonical decimal digits within the id range,
 * answered as a number. The message names the thing ('Event id must be a number').
 */
export const idParam = (label: string) =>
  z
    .string({ error: `${label} must be a number` })
    .regex(CANONICAL_POSITIVE, { error: `${label} must be a number` })
    .max(10, { error: `${label} is not a valid id` })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: `${label} is not a valid id` });

/** A whole number in a query string (`limit=50`, `skip=0`): canonical digits, then the caller's bounds. */
export const countParam = (name: string) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(CANONICAL_COUNT, { error: `${name} must be a whole number` })
    .max(10, { error: `${name} is too large` })
    .transform(Number);

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(256, { error: 'Password must be at most 256 characters' });

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters long' })
  .max(256, { error: 'Password must be at most 256 characters' })
  .refine((value) => !hasControlCharacters(value, false), { error: 'Password must not contain control characters' });

export const isoDateTime = z.iso.datetime({ offset: true });
