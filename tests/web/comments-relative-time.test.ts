import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatRelativeTime } from '../../web/features/comments/relative-time';

const NOW = new Date('2026-03-20T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatRelativeTime (spec section 9 thresholds: 1 minute, 60 minutes, 24 hours, 7 days)', () => {
  it.each([
    ['0 s', 0, 'just now'],
    ['59 s', 59 * SECOND, 'just now'],
    ['60 s', 60 * SECOND, '1m ago'],
    ['59 min 59 s', 59 * MINUTE + 59 * SECOND, '59m ago'],
    ['59 min', 59 * MINUTE, '59m ago'],
    ['60 min', 60 * MINUTE, '1h ago'],
    ['23 h', 23 * HOUR, '23h ago'],
    ['23 h 59 min', 23 * HOUR + 59 * MINUTE, '23h ago'],
    ['24 h', 24 * HOUR, '1d ago'],
    ['6 d', 6 * DAY, '6d ago'],
    ['6 d 23 h', 6 * DAY + 23 * HOUR, '6d ago'],
  ])('%s ago reads "%s"', (_label, elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('shows the date from 7 days on', () => {
    const sevenDays = new Date(NOW.getTime() - 7 * DAY);
    expect(formatRelativeTime(sevenDays.toISOString(), NOW)).toBe(formatCommentDate(sevenDays));
    expect(formatRelativeTime(sevenDays.toISOString(), NOW)).not.toMatch(/ago|just now/);
    const lastYear = new Date('2025-01-02T09:00:00.000Z');
    expect(formatRelativeTime(lastYear, NOW)).toBe(formatCommentDate(lastYear));
  });

  it('treats a time a little in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * SECOND), NOW)).toBe('just now');
  });
});
