import { describe, expect, it } from 'vitest';
import { formatLongDate, summarizeEventTime } from '../../web/features/events/lib/event-time-format';
import { googleCalendarDate, googleCalendarLink } from '../../web/features/events/lib/google-calendar-link';

describe('event time display', () => {
  it('gives the date in the long weekday form, in the event zone', () => {
    expect(formatLongDate(new Date('2026-12-03T19:00:00Z'), 'Europe/London')).toBe('Thursday, 3 December 2026');
    // 19:00 UTC on the 3rd is already the 4th in Tokyo.
    expect(formatLongDate(new Date('2026-12-03T19:00:00Z'), 'Asia/Tokyo')).toBe('Friday, 4 December 2026');
  });

  it("shows the event's time and the viewer's beside it when they differ", () => {
    const event = { start_datetime: '2026-12-03T19:00:00Z', end_datetime: null, time_zone: 'Europe/London' };
    const summary = summarizeEventTime(event, 'Europe/Paris');
    expect(summary).toEqual({ date: 'Thursday, 3 December 2026', eventTime: '19:00 (London)', viewerTime: '20:00 your time' });
  });

  it('shows no viewer time when the clocks agree, even in another zone id', () => {
    const event = { start_datetime: '2026-12-03T19:00:00Z', end_datetime: '2026-12-03T21:00:00Z', time_zone: 'Europe/London' };
    expect(summarizeEventTime(event, 'Europe/London').viewerTime).toBeNull();
    expect(summarizeEventTime(event, 'UTC').viewerTime).toBeNull();
    expect(summarizeEventTime(event, 'UTC').eventTime).toBe('19:00 – 21:00 (London)');
  });

  it("names the viewer's day when it is not the event's, and the end's day when it runs past midnight", () => {
    const event = { start_datetime: '2026-12-02T23:00:00Z', end_datetime: '2026-12-03T01:00:00Z', time_zone: 'Asia/Tokyo' };
    // 08:00 to 10:00 on 3 December in Tokyo; 23:00 on the 2nd to 01:00 on the 3rd in London.
    expect(summarizeEventTime(event, 'Europe/London')).toEqual({
      date: 'Thursday, 3 December 2026',
      eventTime: '08:00 – 10:00 (Tokyo)',
      viewerTime: 'Wed 2 Dec, 23:00 – Thu 3 Dec, 01:00 your time',
    });
  });

  it('labels a zone outside the twelve by its id', () => {
    const event = { start_datetime: '2026-06-01T09:00:00Z', end_datetime: null, time_zone: 'America/Sao_Paulo' };
    expect(summarizeEventTime(event, 'America/Sao_Paulo').eventTime).toBe('06:00 (America/Sao Paulo)');
  });
});

describe('Add to Google Calendar link', () => {
  it('formats instants as UTC YYYYMMDDTHHMMSSZ', () => {
    expect(googleCalendarDate(new Date('2026-12-03T19:05:09.123Z'))).toBe('20261203T190509Z');
  });

  it('carries title, start/end, details and location, encoded', () => {
    const link = googleCalendarLink({
      title: 'Board games & pizza',
      start_datetime: '2026-12-03T19:00:00Z',
      end_datetime: '2026-12-03T22:30:00Z',
      description: 'Bring a game\nand a friend',
      location: 'Café #1, Main St',
    });
    expect(link).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Board%20games%20%26%20pizza' +
        '&dates=20261203T190000Z/20261203T223000Z&details=Bring%20a%20game%0Aand%20a%20friend&location=Caf%C3%A9%20%231%2C%20Main%20St',
    );
    const url = new URL(link);
    expect(url.searchParams.get('text')).toBe('Board games & pizza');
    expect(url.searchParams.get('location')).toBe('Café #1, Main St');
  });

  it('ends at the start when the event has no end, with empty details and location', () => {
    const url = new URL(
      googleCalendarLink({ title: 'Run', start_datetime: '2026-01-14T23:00:00.000Z', end_datetime: null, description: null, location: null }),
    );
    expect(url.searchParams.get('dates')).toBe('20260114T230000Z/20260114T230000Z');
    expect(url.searchParams.get('details')).toBe('');
    expect(url.searchParams.get('location')).toBe('');
  });
});
