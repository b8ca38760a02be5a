import { describe, expect, it } from 'vitest';
import { googleCalendarDate, googleCalendarLink } from '../../web/features/calendar/google-calendar-link';

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
