import { describe, expect, it } from 'vitest';
import type { RepeatRule } from '@contracts/events/recurrence';
import { everyDateText, oneDateText } from '@contracts/invitations/series-words';
import { MAIL_LOCALE } from '@contracts/time-format';

/** What an invitation to a recurring event says it is to (contracts/invitations/series-words.ts). */
const TUESDAYS: RepeatRule = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } };
const FIRST = '2026-12-01T19:00:00.000Z';

describe('the words of an invitation to a recurring event', () => {
  it('gives every date as the rule from the invited date, in the event\'s zone', () => {
    expect(everyDateText({ rule: TUESDAYS, first_start_datetime: FIRST }, '2026-12-08T19:00:00.000Z', 'Europe/London', MAIL_LOCALE)).toBe('Every Tuesday from Tue 8 Dec, 19:00 (London)');
    const tenTimes: RepeatRule = { frequency: 'daily', interval: 1, ending: { type: 'after', count: 10 } };
    expect(everyDateText({ rule: tenTimes, first_start_datetime: FIRST }, FIRST, 'Europe/London', MAIL_LOCALE)).toBe('Every day, 10 times, from Tue 1 Dec, 19:00 (London)');
  });

  it('names one date as one of a weekly, monthly or recurring event', () => {
    expect(oneDateText(TUESDAYS, 'Tue 8 Dec, 19:00 (London)')).toBe('Tue 8 Dec, 19:00 (London), one date of a weekly event');
    expect(oneDateText({ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 8 }, ending: { type: 'never' } }, 'Tue 8 Dec')).toBe('Tue 8 Dec, one date of a monthly event');
    expect(oneDateText({ ...TUESDAYS, interval: 2 }, 'Tue 8 Dec')).toBe('Tue 8 Dec, one date of a recurring event');
  });
});
