import { describe, expect, it } from 'vitest';
import { chooseCoding } from '../../server/http/accept-encoding';

describe('chooseCoding', () => {
  it('takes brotli when a browser accepts both, whatever order it lists them in', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('br, gzip', ['br', 'gzip'])).toBe('br');
  });

  it('follows the q-values, and never sends a coding refused with q=0', () => {
    expect(chooseCoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0.1', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('gzip;q=0, br;q=0', ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('*;q=0.2, br;q=0', ['br', 'gzip'])).toBe('gzip');
  });

  it('sends the file as it is to a client that names neither, or when only the other copy exists', () => {
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('identity', ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('deflate', ['br', 'gzip'])).toBeNull();
    expect(chooseCoding('br', ['gzip'])).toBeNull();
    expect(chooseCoding('GZIP', ['gzip'])).toBe('gzip');
  });
});
