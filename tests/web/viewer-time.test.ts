import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewerTimeZone } from '../../web/lib/viewer-time';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the viewer's zone", () => {
  it('is asked of the browser once a minute, not on every call, and a new zone shows after that minute', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00Z') });
    vi.advanceTimersByTime(61_000);
    const ask = vi.spyOn(Intl, 'DateTimeFormat');
    const first = viewerTimeZone();
    for (let i = 0; i < 20; i += 1) {
      expect(viewerTimeZone()).toBe(first);
    }
    expect(ask).toHaveBeenCalledTimes(1);

    ask.mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: 'Asia/Tokyo' }) }) as Intl.DateTimeFormat);
    vi.advanceTimersByTime(30_000);
    expect(viewerTimeZone()).toBe(first);
    vi.advanceTimersByTime(31_000);
    expect(viewerTimeZone()).toBe('Asia/Tokyo');
  });
});
