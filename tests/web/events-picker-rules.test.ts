import { describe, expect, it } from 'vitest';
import {
  END_BEFORE_START_MESSAGE,
  START_REQUIRED_MESSAGE,
  changeEndDate,
  changeEndTime,
  changeStartDate,
  changeStartTime,
  changeTimeZone,
  clearEnd,
  dateTimeZoneProblems,
  emptyDateTimeZone,
  fromInstants,
  timeZoneOptions,
  toInstants,
} from '../../web/components/date-time-zone-picker/picker-rules';

const london = emptyDateTimeZone('Europe/London');

describe('date, time and zone picker rules', () => {
  it('picking only a start date sets the time to 12:00 and the end to 13:00 the same day', () => {
    const value = changeStartDate(london, '2026-12-03');
    expect(value).toEqual({ startDate: '2026-12-03', startTime: '12:00', endDate: '2026-12-03', endTime: '13:00', timeZone: 'Europe/London' });
  });

  it('keeps a time already chosen when the date changes, and moves the end with the start', () => {
    let value = changeStartTime(london, '19:00');
    expect(value.endDate).toBe('');
    value = changeStartDate(value, '2026-12-03');
    expect(value).toMatchObject({ startTime: '19:00', endDate: '2026-12-03', endTime: '20:00' });
    value = changeStartTime(value, '23:30');
    expect(value).toMatchObject({ endDate: '2026-12-04', endTime: '00:30' });
  });

  it('setting the start again replaces an end the user changed (start plus 1 hour)', () => {
    let value = changeStartDate(london, '2026-12-03');
    value = changeEndTime(value, '18:00');
    expect(value.endTime).toBe('18:00');
    value = changeStartTime(value, '15:00');
    expect(value).toMatchObject({ endDate: '2026-12-03', endTime: '16:00' });
  });

  it('counts the hour in real time across a daylight-saving change', () => {
    // London springs forward at 01:00 on 29 March 2026: 00:30 GMT plus one hour is 02:30 BST.
    const value = changeStartTime(changeStartDate(london, '2026-03-29'), '00:30');
    expect(value).toMatchObject({ endDate: '2026-03-29', endTime: '02:30' });
  });

  it('clears the end with Clear end or by emptying the end date (empty = no specific end)', () => {
    const value = changeStartDate(london, '2026-12-03');
    expect(clearEnd(value)).toMatchObject({ endDate: '', endTime: '' });
    expect(changeEndDate(value, '')).toMatchObject({ endDate: '', endTime: '' });
    expect(toInstants(clearEnd(value)).end).toBeNull();
  });

  it('an end date alone gets 12:00, an end time alone ends on the start day', () => {
    const start = clearEnd(changeStartTime(changeStartDate(london, '2026-12-03'), '09:00'));
    expect(changeEndDate(start, '2026-12-05')).toMatchObject({ endDate: '2026-12-05', endTime: '12:00' });
    expect(changeEndTime(start, '17:00')).toMatchObject({ endDate: '2026-12-03', endTime: '17:00' });
  });

  it('changing the zone keeps the clock times, so the instants move', () => {
    const inLondon = changeStartTime(changeStartDate(london, '2026-12-03'), '19:00');
    const inTokyo = changeTimeZone(inLondon, 'Asia/Tokyo');
    expect(inTokyo).toMatchObject({ startTime: '19:00', endTime: '20:00', timeZone: 'Asia/Tokyo' });
    expect(toInstants(inLondon).start?.toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(toInstants(inTokyo).start?.toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(toInstants(inTokyo).end?.toISOString()).toBe('2026-12-03T11:00:00.000Z');
  });

  it('reads a stored event back as its own zone shows it', () => {
    expect(fromInstants('2026-12-03T10:00:00.000Z', null, 'Asia/Tokyo')).toEqual({
      startDate: '2026-12-03',
      startTime: '19:00',
      endDate: '',
      endTime: '',
      timeZone: 'Asia/Tokyo',
    });
    expect(fromInstants('2026-07-01T17:00:00Z', '2026-07-01T19:30:00Z', 'America/New_York')).toMatchObject({
      startTime: '13:00',
      endTime: '15:30',
    });
  });

  it('needs a start date and time, and an end not before the start', () => {
    expect(dateTimeZoneProblems(london)).toEqual({ start: START_REQUIRED_MESSAGE });
    expect(dateTimeZoneProblems(changeStartTime(london, '10:00'))).toEqual({ start: START_REQUIRED_MESSAGE });
    const start = changeStartDate(london, '2026-12-03');
    expect(dateTimeZoneProblems(start)).toEqual({});
    expect(dateTimeZoneProblems(changeEndTime(start, '11:59'))).toEqual({ end: END_BEFORE_START_MESSAGE });
    expect(dateTimeZoneProblems(changeEndTime(start, '12:00'))).toEqual({});
  });

  it("offers the spec's twelve zones and adds another zone once, named by its city", () => {
    const twelve = timeZoneOptions([]);
    expect(twelve.map((zone) => zone.label)).toEqual([
      'UTC',
      'New York',
      'Chicago',
      'Denver',
      'Los Angeles',
      'London',
      'Paris',
      'Berlin',
      'Tokyo',
      'Shanghai',
      'Kolkata',
      'Sydney',
    ]);
    expect(timeZoneOptions(['Europe/London'])).toHaveLength(12);
    const withLisbon = timeZoneOptions(['Europe/Lisbon', 'Europe/Lisbon']);
    expect(withLisbon).toHaveLength(13);
    expect(withLisbon[12]).toEqual({ id: 'Europe/Lisbon', label: 'Lisbon' });
  });
});
