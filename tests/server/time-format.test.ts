import { describe, expect, it } from 'vitest';
import {
  dateLocaleOf,
  describeEventTime,
  formatAge,
  formatCountdown,
  formatDayAndMonth,
  formatDayHeading,
  formatEventWhenForMail,
  formatLongDate,
  formatMediumDate,
  formatMonthTitle,
  formatMomentInZone,
  formatShortDateTime,
  formatShortDay,
  formatTime,
  isUnderWay,
  zoneName,
} from '@contracts/time-format';

const GB = dateLocaleOf('en-GB');
const US = dateLocaleOf('en-US');

describe("the reader's conventions, in English", () => {
  it('keeps day-first and 24-hour readers apart from month-first, 12-hour ones', () => {
    expect(GB).toEqual({ tag: 'en-GB', hour12: false });
    expect(US).toEqual({ tag: 'en-US', hour12: true });
    // A German browser: English words, day before month, 24-hour clock.
    expect(dateLocaleOf('de-DE')).toEqual({ tag: 'en-GB', hour12: false });
    // Australia writes the day first but reads a 12-hour clock.
    expect(dateLocaleOf('en-AU')).toEqual({ tag: 'en-GB', hour12: true });
    expect(dateLocaleOf('not a locale')).toHaveProperty('tag');
  });

  it('writes the same instant in each style', () => {
    const instant = new Date('2026-12-03T19:00:00Z');
    expect(formatLongDate(instant, 'Europe/London', GB)).toBe('Thursday, 3 December 2026');
    expect(formatLongDate(instant, 'Europe/London', US)).toBe('Thursday, December 3, 2026');
    expect(formatTime(instant, 'Europe/London', GB)).toBe('19:00');
    expect(formatTime(instant, 'Europe/London', US)).toBe('7:00 PM');
    expect(formatMediumDate(instant, 'Europe/London', GB)).toBe('3 Dec 2026');
    expect(formatDayHeading('2026-11-23', GB)).toBe('Monday 23 November');
    expect(formatMonthTitle(2026, 12, GB)).toBe('December 2026');
    // 19:00 UTC on the 3rd is already the 4th in Tokyo.
    expect(formatLongDate(instant, 'Asia/Tokyo', GB)).toBe('Friday, 4 December 2026');
    expect(formatShortDateTime(instant, 'Europe/London', GB)).toBe('Thu 3 Dec, 19:00');
    expect(formatShortDateTime(instant, 'Europe/London', US)).toBe('Thu, Dec 3, 7:00 PM');
  });

  it('writes a calendar day (YYYY-MM-DD) as that day wherever the reader is', () => {
    expect(formatShortDay('2025-03-10', GB)).toBe('Mon 10 Mar');
    expect(formatShortDay('2025-03-10', US)).toBe('Mon, Mar 10');
    expect(formatDayAndMonth('2025-03-10', GB)).toBe('10 Mar');
    expect(formatDayAndMonth('2025-03-10', US)).toBe('Mar 10');
  });

  it('names the zone after a moment told in it, as the event screens do', () => {
    const instant = new Date('2026-12-03T19:00:00Z');
    expect(formatMomentInZone(instant, 'Europe/London', GB)).toBe('Thu 3 Dec, 19:00 (London)');
    expect(formatMomentInZone(instant, 'Asia/Tokyo', GB)).toBe('Fri 4 Dec, 04:00 (Tokyo)');
  });

  it("names a zone by the spec's label, else by its city", () => {
    expect(zoneName('Europe/London')).toBe('London');
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneName('UTC')).toBe('UTC');
  });
});

describe('when an event happens, for one viewer', () => {
  it("gives the event's time and the viewer's beside it when they differ", () => {
    const event = { start_datetime: '2026-12-03T19:00:00Z', end_datetime: null, time_zone: 'Europe/London' };
    expect(describeEventTime(event, 'Europe/Paris', GB)).toEqual({
      day: '2026-12-03',
      date: 'Thursday, 3 December 2026',
      eventTime: '19:00 (London)',
      viewerTime: '20:00 your time',
    });
  });

  it('gives no viewer time when the clocks agree, even in another zone id', () => {
    const event = { start_datetime: '2026-12-03T19:00:00Z', end_datetime: '2026-12-03T21:00:00Z', time_zone: 'Europe/London' };
    expect(describeEventTime(event, 'Europe/London', GB).viewerTime).toBeNull();
    expect(describeEventTime(event, 'UTC', GB).viewerTime).toBeNull();
    expect(describeEventTime(event, 'UTC', GB).eventTime).toBe('19:00 – 21:00 (London)');
  });

  it("puts a Tokyo event on the Los Angeles viewer's own day, with Tokyo's date beside Tokyo's time", () => {
    // 10:00 on Tuesday 8 December in Tokyo is 17:00 on Monday 7 December in Los Angeles.
    const event = { start_datetime: '2026-12-08T01:00:00Z', end_datetime: null, time_zone: 'Asia/Tokyo' };
    expect(describeEventTime(event, 'America/Los_Angeles', US)).toEqual({
      day: '2026-12-07',
      date: 'Monday, December 7, 2026',
      eventTime: 'Tue, Dec 8, 10:00 AM (Tokyo)',
      viewerTime: '5:00 PM your time',
    });
  });

  it("names the end's day when the event runs past midnight", () => {
    const event = { start_datetime: '2026-11-28T09:00:00Z', end_datetime: '2026-11-30T17:00:00Z', time_zone: 'Europe/London' };
    expect(describeEventTime(event, 'Europe/London', GB).eventTime).toBe('09:00 – Mon 30 Nov, 17:00 (London)');
  });

  it('writes the e-mail line in the event zone, zone named as on screen', () => {
    const event = { start_datetime: '2026-12-03T19:00:00Z', end_datetime: '2026-12-03T21:00:00Z', time_zone: 'Europe/London' };
    expect(formatEventWhenForMail(event)).toBe('Thursday, 3 December 2026, 19:00 – 21:00 (London)');
  });
});

describe('countdown to an event', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const at = (iso: string, end: string | null = null) => ({ start_datetime: iso, end_datetime: end, time_zone: 'Europe/London' });

  it.each([
    ['later today', '2026-11-25T19:00:00Z', 'Today 19:00'],
    ['tomorrow evening', '2026-11-26T19:00:00Z', 'Tomorrow 19:00'],
    ['in three days', '2026-11-28T09:00:00Z', 'in 3 days'],
    ['in 16 days', '2026-12-11T09:00:00Z', 'in 2 weeks'],
    ['months away', '2027-03-01T09:00:00Z', 'Mon 1 Mar'],
  ])('%s reads "%s"', (_label, start, expected) => {
    expect(formatCountdown(at(start), now, 'Europe/London', GB)).toBe(expected);
  });

  it("counts days by the viewer's calendar, not by 24-hour blocks", () => {
    // 01:00 tomorrow is 15 hours away, and still tomorrow.
    expect(formatCountdown(at('2026-11-26T01:00:00Z'), now, 'Europe/London', GB)).toBe('Tomorrow 01:00');
    expect(formatCountdown(at('2026-11-26T01:00:00Z'), now, 'Europe/London', US)).toBe('Tomorrow 1:00 AM');
  });

  it('says when an event runs or has ended', () => {
    expect(formatCountdown(at('2026-11-25T09:30:00Z'), now, 'Europe/London', GB)).toBe('Happening now');
    expect(formatCountdown(at('2026-11-24T09:00:00Z', '2026-11-26T09:00:00Z'), now, 'Europe/London', GB)).toBe('Happening now');
    expect(formatCountdown(at('2026-11-24T09:00:00Z'), now, 'Europe/London', GB)).toBe('Ended');
  });

  it('counts an event without an end as under way for its first three hours, as Up next does', () => {
    expect(isUnderWay(at('2026-11-25T07:30:00Z'), now)).toBe(true);
    expect(formatCountdown(at('2026-11-25T07:30:00Z'), now, 'Europe/London', GB)).toBe('Happening now');
    expect(isUnderWay(at('2026-11-25T06:59:00Z'), now)).toBe(false);
    expect(formatCountdown(at('2026-11-25T06:59:00Z'), now, 'Europe/London', GB)).toBe('Ended');
    // With an end, until that end; not before its start.
    expect(isUnderWay(at('2026-11-20T09:00:00Z', '2026-11-25T10:01:00Z'), now)).toBe(true);
    expect(isUnderWay(at('2026-11-25T08:00:00Z', '2026-11-25T09:00:00Z'), now)).toBe(false);
    expect(isUnderWay(at('2026-11-25T10:01:00Z'), now)).toBe(false);
  });
});

describe("a comment's age (spec section 9 thresholds: 1 minute, 60 minutes, 24 hours, 7 days)", () => {
  const NOW = new Date('2026-03-20T12:00:00.000Z');
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const age = (ms: number) => formatAge(new Date(NOW.getTime() - ms), NOW, 'UTC', GB);

  it.each([
    ['0 s', 0, 'just now'],
    ['59 s', 59 * SECOND, 'just now'],
    ['60 s', 60 * SECOND, '1m ago'],
    ['59 min 59 s', 59 * MINUTE + 59 * SECOND, '59m ago'],
    ['60 min', 60 * MINUTE, '1h ago'],
    ['23 h 59 min', 23 * HOUR + 59 * MINUTE, '23h ago'],
    ['24 h', 24 * HOUR, '1d ago'],
    ['6 d 23 h', 6 * DAY + 23 * HOUR, '6d ago'],
  ])('%s ago reads "%s"', (_label, elapsed, expected) => {
    expect(age(elapsed)).toBe(expected);
  });

  it('shows the date from 7 days on, and a time a little in the future as just now', () => {
    expect(age(7 * DAY)).toBe('13 Mar 2026');
    expect(formatAge(new Date('2025-01-02T09:00:00.000Z'), NOW, 'UTC', US)).toBe('Jan 2, 2025');
    expect(age(-5 * SECOND)).toBe('just now');
  });
});
