import { describe, expect, it } from 'vitest';
import { mergeReadings } from '../../../server/features/parse/model/merge';
import { answerFor } from '../../../server/features/parse/present';
import { readDocument } from '../../../server/features/parse/read-source';
import { readIcs } from '../../../server/features/parse/readers/ics';

/**
 * Issue 28, finding 17: a calendar file that is a booking confirmation (UTC times, one VEVENT among
 * other components, as ticket sites and booking systems send them) gave nothing.
 */
const EVENT = [
  'BEGIN:VEVENT',
  'UID:booking-8841@tickets.example',
  'DTSTAMP:20260601T090000Z',
  'DTSTART:20260612T170000Z',
  'DTEND:20260612T190000Z',
  'SUMMARY:Pottery taster class',
  'LOCATION:Clay Studio\\, 4 Mill Yard\\, Leeds',
  'STATUS:CONFIRMED',
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  'TRIGGER:-PT1H',
  'DESCRIPTION:Reminder',
  'END:VALARM',
  'END:VEVENT',
];
const TIMEZONE = ['BEGIN:VTIMEZONE', 'TZID:Europe/London', 'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0100', 'DTSTART:19810329T010000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'TZNAME:BST', 'END:DAYLIGHT', 'END:VTIMEZONE'];
const TODO = ['BEGIN:VTODO', 'UID:t1', 'SUMMARY:Bring an apron', 'END:VTODO'];
const BOOKING = ['BEGIN:X-BOOKING', 'X-REFERENCE:8841', 'X-SEATS:2', 'END:X-BOOKING'];
const calendar = (...components: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tickets Example//Bookings//EN', 'METHOD:REQUEST', ...components.flat(), 'END:VCALENDAR'].join('\r\n');

const READ = { title: 'Pottery taster class', start: { date: '2026-06-12', time: '17:00', offsetMinutes: 0 }, end: { date: '2026-06-12', time: '19:00', offsetMinutes: 0 }, location: 'Clay Studio, 4 Mill Yard, Leeds' };

describe('a booking confirmation as a calendar file', () => {
  it.each([
    ['after a time zone, a to-do and a vendor component', calendar(TIMEZONE, TODO, BOOKING, EVENT)],
    ['with a byte order mark', `\ufeff${calendar(TIMEZONE, EVENT)}`],
    ['saved from an e-mail with its MIME headers before it', `Content-Type: text/calendar; charset=utf-8; method=REQUEST\r\nContent-Transfer-Encoding: 7bit\r\n\r\n${calendar(TIMEZONE, EVENT)}`],
    ['in a file of two calendars', `${calendar(TIMEZONE)}\r\n${calendar(EVENT)}`],
    ['with a long line broken without the space that folds it', calendar(TIMEZONE, [...EVENT.slice(0, 5), 'DESCRIPTION:Your booking for 2 people.', 'Please arrive 10 minutes early.', ...EVENT.slice(5)])],
    ['with blank lines between its components', calendar(TIMEZONE, [''], EVENT, [''])],
    ['with its times written with dashes and colons', calendar(EVENT.map((line) => line.replace('20260612T170000Z', '2026-06-12T17:00:00Z').replace('20260612T190000Z', '2026-06-12T19:00:00Z')))],
  ])('%s', (_name, text) => {
    expect(readIcs(text)).toMatchObject(READ);
  });

  it('answers with the event, its UTC times in the member\'s zone', () => {
    const readings = readDocument(calendar(TIMEZONE, TODO, BOOKING, EVENT), 'text/calendar', 'https://tickets.example/booking/8841.ics', {
      instant: new Date('2026-06-01T10:00:00+01:00'),
      zone: 'Europe/London',
    }).readings;
    expect(answerFor(mergeReadings(readings), 'Europe/London')).toMatchObject({
      success: true,
      title: 'Pottery taster class',
      start_datetime: '2026-06-12T18:00:00+01:00',
      end_datetime: '2026-06-12T20:00:00+01:00',
      location: 'Clay Studio, 4 Mill Yard, Leeds',
    });
  });

  it('gives nothing, without throwing, for a file with no event in it', () => {
    expect(readIcs(calendar(TIMEZONE, TODO))).toBeNull();
    expect(readIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\nEND:VEVENT')).toBeNull();
  });
});
