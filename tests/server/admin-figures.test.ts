import { describe, expect, it } from 'vitest';
import { startOfUtcDay, utcDaysEndingAt, zeroFilled } from '../../server/features/admin/day-buckets';
import { canUseAdminDashboard } from '../../server/features/admin/policy';
import { percentage } from '../../server/features/admin/presenter';

describe('utcDaysEndingAt', () => {
  it('lists the UTC dates ending today, oldest first, whatever the hour', () => {
    expect(utcDaysEndingAt(new Date('2025-03-10T00:00:00.000Z'), 3)).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
    expect(utcDaysEndingAt(new Date('2025-03-10T23:59:59.999Z'), 3)).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('crosses month, leap-day and year ends', () => {
    expect(utcDaysEndingAt(new Date('2024-03-01T12:00:00Z'), 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(utcDaysEndingAt(new Date('2025-01-01T05:00:00Z'), 2)).toEqual(['2024-12-31', '2025-01-01']);
    expect(utcDaysEndingAt(new Date('2025-03-10T12:00:00Z'), 90)[0]).toBe('2024-12-11');
  });

  it('has exactly one entry per day across a daylight-saving change (days are UTC, 24 h each)', () => {
    const days = utcDaysEndingAt(new Date('2025-04-01T00:30:00Z'), 7);
    expect(days).toEqual(['2025-03-26', '2025-03-27', '2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
  });
});

describe('zeroFilled and startOfUtcDay', () => {
  it('gives every day an entry, 0 where nothing was counted', () => {
    expect(zeroFilled(['2025-03-08', '2025-03-09', '2025-03-10'], new Map([['2025-03-09', 4]]))).toEqual([
      { date: '2025-03-08', count: 0 },
      { date: '2025-03-09', count: 4 },
      { date: '2025-03-10', count: 0 },
    ]);
    expect(startOfUtcDay('2025-03-08')).toBe('2025-03-08T00:00:00.000Z');
  });
});

describe('percentage', () => {
  it('keeps one decimal and answers 0 for an empty site', () => {
    expect(percentage(2, 11)).toBe(18.2);
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(5, 5)).toBe(100);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('canUseAdminDashboard', () => {
  it('lets only active site admins in', () => {
    expect(canUseAdminDashboard({ is_admin: true, is_active: true })).toBe(true);
    expect(canUseAdminDashboard({ is_admin: false, is_active: true })).toBe(false);
    expect(canUseAdminDashboard({ is_admin: true, is_active: false })).toBe(false);
  });
});
