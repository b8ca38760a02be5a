import { wallTimeToUtc } from '@contracts/events/event-time';
import { EventListItemSchema } from '@contracts/events/schemas';
import type { EventDetail, EventListItem } from '@contracts/events/schemas';
import { createEvent } from './factories';
import type { Actor } from './factories';
import type { TestApp } from './test-app';

/** Recurring events for API tests: a weekly run in London, and the dates the API lists for it. */

export const LONDON = 'Europe/London';
export const WEEK_MS = 7 * 86_400_000;
export const WEEKLY_TUESDAY = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } } as const;

/** The first Tuesday at least `weeks` weeks from now, at `time` in London. */
export function tuesdayIn(weeks: number, time = '19:00'): string {
  const day = new Date(Date.now() + weeks * WEEK_MS);
  while (day.getUTCDay() !== 2) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return wallTimeToUtc(day.toISOString().slice(0, 10), time, LONDON).toISOString();
}

/** "Tuesday run", every Tuesday 19:00–20:00 in London from next week, at the park gates, unless given. */
export async function createWeeklyRun(t: TestApp, host: Actor, communityId: number, fields: Record<string, unknown> = {}): Promise<EventDetail> {
  const start = tuesdayIn(1);
  return createEvent(t, host, {
    community_id: communityId,
    title: 'Tuesday run',
    start_datetime: start,
    end_datetime: new Date(Date.parse(start) + 3_600_000).toISOString(),
    time_zone: LONDON,
    location: 'Park gates',
    repeat: WEEKLY_TUESDAY,
    ...fields,
  } as never);
}

/** The series' dates the community list answers from now over the next `weeks` weeks. */
export async function listedSeriesDates(t: TestApp, who: Actor, communityId: number, seriesId: number, weeks = 30): Promise<EventListItem[]> {
  const res = await t
    .request()
    .get(`/api/events/community/${communityId}`)
    .query({ from: new Date().toISOString(), to: new Date(Date.now() + weeks * WEEK_MS).toISOString(), limit: 500 })
    .set(who.auth)
    .expect(200);
  return (res.body as unknown[]).map((item) => EventListItemSchema.parse(item)).filter((item) => item.series_id === seriesId);
}
