import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EVENT_TIME,
  EVENT_TIME_ZONES,
  defaultEventEnd,
  isValidTimeZone,
  utcToWallTime,
  wallTimeToUtc,
  zoneOffsetMinutes,
} from '@contracts/events/event-time';

describe('the spec’s time zones', () => {
  it('are the twelve the spec names, and all valid', () => {
    expect(EVENT_TIME_ZONES.map((z) => z.label)).toEqual([
      'UTC', 'New York', 'Chicago', 'Denver', 'Los Angeles', 'London', 'Paris', 'Berlin', 'Tokyo', 'Shanghai', 'Kolkata', 'Sydney',
    ]);
    expect(EVENT_TIME_ZONES.every((z) => isValidTimeZone(z.id))).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('wallTimeToUtc and utcToWallTime', () => {
  it('convert ordinary times both ways', () => {
    expect(wallTimeToUtc('2026-12-01', '19:00', 'America/New_York').toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(wallTimeToUtc('2026-07-01', '19:00', 'America/New_York').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(wallTimeToUtc('2026-07-01', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(wallTimeToUtc('2026-07-01', '09:30', 'UTC').toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(utcToWallTime(new Date('2026-12-02T00:00:00Z'), 'America/New_York')).toEqual({ date: '2026-12-01', time: '19:00' });
    expect(utcToWallTime(new Date('2026-12-02T00:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-12-02', time: '11:00' });
  });

  it('move a time skipped by spring-forward past the gap (New York, 8 March 2026, 02:30)', () => {
    const instant = wallTimeToUtc('2026-03-08', '02:30', 'America/New_York');
    expect(instant.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToWallTime(instant, 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
  });

  it('take the first of a repeated hour at fall-back (London, 25 October 2026, 01:30)', () => {
    const instant = wallTimeToUtc('2026-10-25', '01:30', 'Europe/London');
    expect(instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zoneOffsetMinutes(instant, 'Europe/London')).toBe(60);
  });

  it('handle the southern hemisphere’s opposite changes (Sydney, 5 April 2026 and 4 October 2026)', () => {
    expect(zoneOffsetMinutes(new Date('2026-04-04T12:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-04-06T12:00:00Z'), 'Australia/Sydney')).toBe(600);
    expect(wallTimeToUtc('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('round-trip every hour of a year in every zone', () => {
    for (const { id } of EVENT_TIME_ZONES) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3 * 3600_000 + 17 * 60_000) {
        const instant = new Date(Math.floor(t / 60_000) * 60_000);
        const wall = utcToWallTime(instant, id);
        const back = wallTimeToUtc(wall.date, wall.time, id);
        // A repeated hour maps back to its first occurrence: at most one hour earlier.
        expect(instant.getTime() - back.getTime(), `${id} ${instant.toISOString()}`).toBeGreaterThanOrEqual(0);
        expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(3600_000);
      }
    }
  });
});

describe('form defaults', () => {
  it('end one hour after the start, and 12:00 when only a date is picked', () => {
    expect(defaultEventEnd(new Date('2026-05-01T23:30:00Z')).toISOString()).toBe('2026-05-02T00:30:00.000Z');
    expect(DEFAULT_EVENT_TIME).toBe('12:00');
  });

  it('keep one hour of real time across a daylight-saving change', () => {
    const start = wallTimeToUtc('2026-03-08', '01:30', 'America/New_York');
    expect(utcToWallTime(defaultEventEnd(start), 'America/New_York').time).toBe('03:30');
  });
});
