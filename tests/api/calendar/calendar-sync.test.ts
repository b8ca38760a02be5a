import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSyncItems } from '../../../server/features/calendar/sync-repo';
import { encryptToken } from '../../../server/features/calendar/token-cipher';
import { CALENDAR_SYNC_MAX_ATTEMPTS, startCalendarSyncWorker } from '../../../server/features/calendar/sync-worker';
import { createCommunity, createCommunityWith, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { connectCalendar, createGoogleTestApp } from '../../support/google-test-app';
import type { GoogleTestApp } from '../../support/google-test-app';
import type { FakeAccount } from '../../support/fake-google/fake-google';

let g: GoogleTestApp;
let owner: SignedInUser;
let communityId: number;
const lines: string[] = [];

beforeAll(async () => {
  g = await createGoogleTestApp({ calendarLog: (line) => lines.push(line) });
  owner = await signUp(g.t);
  communityId = (await createCommunity(g.t, owner, { name: 'Walkers' })).id;
});
afterAll(async () => {
  await g.close();
});

let n = 0;
/** A member of the community with their Google calendar connected and global auto-sync as given. */
async function syncingMember(globalSync = true): Promise<{ member: SignedInUser; account: FakeAccount }> {
  n += 1;
  const member = await signUp(g.t);
  const code = ((await g.t.request().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body as { invite_code: string }).invite_code;
  await joinCommunity(g.t, member, { invite_code: code });
  const account = g.google.addAccount({ email: `sync${n}-${Date.now()}@example.com` });
  await connectCalendar(g, member.auth, account);
  await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: globalSync }).expect(200);
  return { member, account };
}

async function newEvent(fields: Record<string, unknown> = {}): Promise<number> {
  return (await createEvent(g.t, owner, { community_id: communityId, title: 'Canal walk', start_datetime: '2030-06-01T09:00:00+01:00', time_zone: 'Europe/London', location: 'Lock 4', description: 'Bring boots', ...fields })).id;
}

const rsvp = (member: SignedInUser, eventId: number, status: string) => g.t.request().post(`/api/events/${eventId}/rsvp`).set(member.auth).send({ status }).expect(200);
const live = (account: FakeAccount, calendarId = account.email) => g.google.state.liveEvents(calendarId);
const allCopies = (account: FakeAccount) => [...g.google.state.calendarEvents(account.email).values()];

describe('calendar sync', () => {
  it('RSVP going puts the event in the calendar: title, times in its zone, place, description with a link back', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent();
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    const [copy] = live(account);
    expect(live(account)).toHaveLength(1);
    expect(copy).toMatchObject({
      summary: 'Canal walk',
      location: 'Lock 4',
      start: { dateTime: '2030-06-01T08:00:00.000Z', timeZone: 'Europe/London' },
      end: { dateTime: '2030-06-01T09:00:00.000Z', timeZone: 'Europe/London' },
      description: `Bring boots\n\nhttp://gather.test/events/${eventId}`,
      source: { title: 'Gather', url: `http://gather.test/events/${eventId}` },
    });
    expect(copy?.id).toMatch(/^[0-9a-v]{26}$/);
  });

  it('an event the member creates is one they are going to: it goes into their calendar with no reply of theirs', async () => {
    const { member, account } = await syncingMember();
    await g.t.request().post('/api/events/').set(member.auth).send({ community_id: communityId, title: 'My own walk', start_datetime: '2030-06-02T09:00:00Z' }).expect(201);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['My own walk']);
  });

  it('an edit patches the one copy; leaving "going" removes it; a deleted event is removed', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent();
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    await g.t.request().put(`/api/events/${eventId}`).set(owner.auth).send({ start_datetime: '2030-06-01T11:00:00+01:00' }).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    expect(live(account)[0]?.start).toEqual({ dateTime: '2030-06-01T10:00:00.000Z', timeZone: 'Europe/London' });

    await rsvp(member, eventId, 'maybe');
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    // Back again: the same id (409 at insert, patched back to confirmed), still one copy in all.
    expect(allCopies(account)).toHaveLength(1);

    await g.t.request().delete(`/api/events/${eventId}/rsvp`).set(member.auth).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);

    const second = await newEvent({ title: 'Quiz' });
    await rsvp(member, second, 'going');
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['Quiz']);
    await g.t.request().delete(`/api/events/${second}`).set(owner.auth).expect(204);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
  });

  it('follows the switches: off adds nothing; the community switch alone syncs that community; turning on adds upcoming going events; off leaves them', async () => {
    const { member, account } = await syncingMember(false);
    const first = await newEvent({ title: 'First' });
    await rsvp(member, first, 'going');
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);

    await g.t.request().put(`/api/communities/${communityId}/settings`).set(member.auth).send({ google_calendar_auto_sync: true }).expect(200);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['First']);
    await g.t.request().put(`/api/communities/${communityId}/settings`).set(member.auth).send({ google_calendar_auto_sync: false }).expect(200);

    const second = await newEvent({ title: 'Second' });
    await rsvp(member, second, 'going');
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['First']);

    await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: true }).expect(200);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary).sort()).toEqual(['First', 'Second']);
    await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: false }).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(2);
  });

  it('a new calendar choice moves the copies there', async () => {
    n += 1;
    const member = await signUp(g.t);
    const code = ((await g.t.request().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body as { invite_code: string }).invite_code;
    await joinCommunity(g.t, member, { invite_code: code });
    const email = `mover${n}@example.com`;
    const account = g.google.addAccount({ email, calendars: [{ id: email, summary: email, primary: true, accessRole: 'owner' }, { id: 'gather@group.calendar.google.com', summary: 'Gather', accessRole: 'owner' }] });
    await connectCalendar(g, member.auth, account);
    await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: true }).expect(200);
    const eventId = await newEvent();
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    await g.t.request().post('/api/auth/google-calendar/set-calendar').set(member.auth).send({ calendar_id: 'gather@group.calendar.google.com' }).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
    expect(live(account, 'gather@group.calendar.google.com')).toHaveLength(1);
  });

  it('rides out an outage and rate limits: retries with backoff, honours Retry-After, never a second copy', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Busy day' });
    g.google.failNext({ status: 503 }, { status: 403, reason: 'rateLimitExceeded', retryAfter: '120' }, { status: 429 });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    const row = () => g.t.deps.db('calendar_sync_items').where({ user_id: member.user.id, event_id: eventId }).first() as Promise<{ attempts: number; next_attempt_at: string; last_error: string | null }>;
    expect((await row()).last_error).toBeTruthy();
    for (let i = 0; i < 3; i += 1) {
      const before = await row();
      const waitMs = new Date(before.next_attempt_at).getTime() - g.t.deps.clock().getTime();
      if (i === 1) {
        // The 403 rateLimitExceeded said Retry-After: 120.
        expect(waitMs).toBeGreaterThanOrEqual(119_000);
      }
      g.t.advanceClock(waitMs + 1000);
      await g.t.drainCalendar();
    }
    expect(live(account)).toHaveLength(1);
    expect((await row()).last_error).toBeNull();

    // The insert reached Google but its answer was lost: the retry finds our id (409) and patches it.
    const other = await newEvent({ title: 'Lost answer' });
    g.google.state.failuresAfterApplying.push({ status: 502 });
    await rsvp(member, other, 'going');
    await g.t.drainCalendar();
    g.t.advanceClock(10 * 60 * 1000);
    await g.t.drainCalendar();
    expect(live(account).filter((e) => e.summary === 'Lost answer')).toHaveLength(1);
  });

  it('a restart mid-queue: a job claimed by an instance that died is taken again when its lease ends, done once', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Claimed then died' });
    // The dying instance: queued the job (its worker never woke), claimed it with a lease, never finished.
    const calendar = g.t.deps.calendar;
    const kick = () => g.t.drainCalendar();
    if (calendar) {
      calendar.kick = () => undefined;
    }
    await rsvp(member, eventId, 'going');
    if (calendar) {
      calendar.kick = () => {
        kick().catch((err: unknown) => lines.push(String(err)));
      };
    }
    const now = g.t.deps.clock();
    await claimSyncItems(g.t.deps.db, new Date(now.getTime() + 10 * 60 * 1000).toISOString(), new Date(now.getTime() + 12 * 60 * 1000).toISOString(), 1000);
    await g.t.drainCalendar();
    expect(live(account).filter((e) => e.summary === 'Claimed then died')).toHaveLength(0);
    g.t.advanceClock(13 * 60 * 1000);
    await g.t.drainCalendar();
    expect(live(account).filter((e) => e.summary === 'Claimed then died')).toHaveLength(1);
  });

  it('a revoked grant marks the connection broken, stops every call, and the status says to reconnect', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'After revoke' });
    for (const grant of g.google.state.grants.values()) {
      if (grant.sub === account.sub) {
        grant.revoked = true;
      }
    }
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    const status = await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200);
    expect(status.body).toMatchObject({ connected: false, needs_reconnect: true });
    expect(lines.some((line) => line.includes(`member ${member.user.id}'s grant`))).toBe(true);
    const refreshTokens = new Set([...g.google.state.grants.values()].filter((grant) => grant.sub === account.sub).map((grant) => grant.refreshToken));
    const callsOfMember = () => g.google.state.calls.filter((call) => call.path.includes(encodeURIComponent(account.email)) || call.path.includes(account.email)).length;
    const refreshesOfMember = () => g.google.state.tokenRequests.filter((form) => refreshTokens.has(form.refresh_token ?? null)).length;
    const callsBefore = callsOfMember();
    const tokensBefore = refreshesOfMember();
    const more = await newEvent({ title: 'No call' });
    await rsvp(member, more, 'going');
    g.t.advanceClock(60 * 60 * 1000);
    await g.t.drainCalendar();
    expect(callsOfMember()).toBe(callsBefore);
    expect(refreshesOfMember()).toBe(tokensBefore);
    // Reconnecting brings what they are going to.
    await connectCalendar(g, member.auth, account);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary).sort()).toEqual(['After revoke', 'No call']);
  });

  it('leaving the community removes its events from the calendar; the copies of other communities stay', async () => {
    const { member, account } = await syncingMember();
    const other = await createCommunity(g.t, member, { name: 'My own club' });
    const kept = await createEvent(g.t, member, { community_id: other.id, title: 'Own club night', start_datetime: '2030-07-01T19:00:00Z' });
    await rsvp(member, kept.id, 'going');
    const eventId = await newEvent({ title: 'Walk before leaving' });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary).sort()).toEqual(['Own club night', 'Walk before leaving']);
    await g.t.request().post(`/api/communities/${communityId}/leave`).set(member.auth).expect(204);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['Own club night']);
  });

  it('a member removed from the community loses the copy, and Google gets nothing of the event\'s later edits or its deletion', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Before removal' });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['Before removal']);
    await g.t.request().delete(`/api/communities/${communityId}/members/${member.user.id}`).set(owner.auth).expect(204);
    await g.t.drainCalendar();
    expect(live(account)).toEqual([]);

    const callsToMember = () => g.google.state.calls.filter((call) => call.path.includes(encodeURIComponent(account.email)) || call.path.includes(account.email)).length;
    const before = callsToMember();
    await g.t.request().put(`/api/events/${eventId}`).set(owner.auth).send({ title: 'Renamed after removal', description: 'Door code 4321' }).expect(200);
    await g.t.drainCalendar();
    await g.t.request().delete(`/api/events/${eventId}`).set(owner.auth).expect(204);
    await g.t.drainCalendar();
    expect(callsToMember()).toBe(before);
    expect(JSON.stringify(allCopies(account))).not.toMatch(/Renamed after removal|Door code/);
  });

  it('deleting a community removes its events from its members\' calendars', async () => {
    const { member, account } = await syncingMember();
    const club = await createCommunityWith(g.t, owner, [member], { name: 'Short-lived club' });
    const coming = await createEvent(g.t, owner, { community_id: club.id, title: 'Club night', start_datetime: '2030-08-01T19:00:00Z' });
    await rsvp(member, coming.id, 'going');
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['Club night']);
    await g.t.request().delete(`/api/communities/${club.id}`).set(owner.auth).expect(204);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
  });

  /** Runs `work` while the app's own worker is not woken (as if its instance had died). */
  async function unkicked<T>(work: () => Promise<T>): Promise<T> {
    const calendar = g.t.deps.calendar;
    const saved = calendar ? { kick: calendar.kick.bind(calendar) } : null;
    if (calendar) {
      calendar.kick = () => undefined;
    }
    try {
      return await work();
    } finally {
      if (calendar && saved) {
        calendar.kick = saved.kick;
      }
    }
  }

  type ItemRow = { attempts: number; next_attempt_at: string; gave_up_at: string | null; done_version: number; wanted_version: number; last_error: string | null };
  const itemOf = (userId: number, eventId: number) => g.t.deps.db('calendar_sync_items').where({ user_id: userId, event_id: eventId }).first<ItemRow>();

  /** Lets the clock run to each time the item is due again (its retry, or the end of its lease), draining at each. */
  async function runDue(userId: number, eventId: number, times: number): Promise<void> {
    for (let i = 0; i < times; i += 1) {
      const row = await itemOf(userId, eventId);
      g.t.advanceClock(Math.max(0, new Date(row?.next_attempt_at ?? 0).getTime() - g.t.deps.clock().getTime()) + 1000);
      await g.t.drainCalendar();
    }
  }

  it('a failure that is not Google\'s (an event row it cannot read) is retried with backoff and given up after the last attempt, not retried every lease forever', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Unreadable later' });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    // A row no code writes today, left by a hand edit: its copy cannot be computed.
    await unkicked(async () => {
      await g.t.deps.db('events').where({ id: eventId }).update({ start_at: 'not a time', end_at: null });
      await g.t.deps.db('calendar_sync_items').where({ user_id: member.user.id, event_id: eventId }).update({ wanted_version: g.t.deps.db.raw('wanted_version + 1'), next_attempt_at: g.t.deps.clock().toISOString() });
    });
    await g.t.drainCalendar();
    const first = await itemOf(member.user.id, eventId);
    expect(first?.last_error).toBeTruthy();
    expect(new Date(first?.next_attempt_at ?? 0).getTime() - g.t.deps.clock().getTime()).toBeLessThan(5000);
    await runDue(member.user.id, eventId, CALENDAR_SYNC_MAX_ATTEMPTS + 5);
    const last = await itemOf(member.user.id, eventId);
    expect(last?.gave_up_at).toBeTruthy();
    expect(last?.attempts).toBe(CALENDAR_SYNC_MAX_ATTEMPTS);
    expect(lines.some((line) => line.includes(`gave up on calendar sync`) && line.includes(`event ${eventId}`))).toBe(true);
    await g.t.deps.db('events').where({ id: eventId }).update({ start_at: '2030-06-01T08:00:00.000Z' });
  });

  it('a grant it cannot decrypt (TOKEN_ENCRYPTION_KEY changed) marks the connection for reconnecting, once', async () => {
    const { member, account } = await syncingMember();
    await g.t.deps.db('calendar_connections').where({ user_id: member.user.id }).update({ refresh_token_enc: encryptToken(randomBytes(32), '1//sealed-with-the-old-key'), access_token_enc: null, access_token_expires_at: null });
    const eventId = await newEvent({ title: 'After the key changed' });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200)).body).toMatchObject({ connected: false, needs_reconnect: true });
    const row = await itemOf(member.user.id, eventId);
    expect(row?.done_version).toBe(row?.wanted_version);
    g.t.advanceClock(60 * 60 * 1000);
    await g.t.drainCalendar();
    expect((await itemOf(member.user.id, eventId))?.attempts).toBe(row?.attempts);
    expect(live(account)).toHaveLength(0);
    // Connecting again brings it in.
    await connectCalendar(g, member.auth, account);
    await g.t.drainCalendar();
    expect(live(account).map((e) => e.summary)).toEqual(['After the key changed']);
  });

  it('an item claimed by instances that died during it, attempt after attempt, is given up after the last attempt', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Kills its worker' });
    await unkicked(() => rsvp(member, eventId, 'going'));
    for (let attempt = 1; attempt <= CALENDAR_SYNC_MAX_ATTEMPTS; attempt += 1) {
      const now = g.t.deps.clock();
      expect(await claimSyncItems(g.t.deps.db, new Date(now.getTime() + 3 * 60 * 1000).toISOString(), new Date(now.getTime() + 5 * 60 * 1000).toISOString(), 1000)).not.toEqual([]);
      g.t.advanceClock(5 * 60 * 1000);
    }
    g.t.advanceClock(60 * 1000);
    await g.t.drainCalendar();
    expect((await itemOf(member.user.id, eventId))?.gave_up_at).toBeTruthy();
    expect(live(account)).toHaveLength(0);
  });

  it('renews each item\'s lease as it starts: a slow batch outlasting its lease is not done twice by another instance', async () => {
    const { member, account } = await syncingMember();
    const ids = await unkicked(async () => {
      const made: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const id = await newEvent({ title: `Paced ${i}` });
        await rsvp(member, id, 'going');
        made.push(id);
      }
      return made;
    });
    // One call at a time, 120 ms each (a paced batch), on a 300 ms lease: the fourth starts after the batch's lease.
    const slow = { take: () => new Promise<void>((resolve) => setTimeout(resolve, 120)) };
    const options = { deps: g.t.deps, pacer: slow, concurrency: 1, pollMs: 3_600_000, leaseMs: 300, log: (line: string) => lines.push(line) };
    const first = startCalendarSyncWorker(options);
    const second = startCalendarSyncWorker(options);
    // Only these two workers call Google meanwhile.
    const inserts = () => g.google.state.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/events')).length;
    const before = inserts();
    try {
      const firstDone = first.drain();
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && live(account).length < ids.length) {
        await second.drain();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await firstDone;
      await second.drain();
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(live(account)).toHaveLength(ids.length);
    expect(inserts() - before).toBe(ids.length);
  });

  it('a copy the member deleted in Google is not put back on the next edit', async () => {
    const { member, account } = await syncingMember();
    const eventId = await newEvent({ title: 'Deleted by me' });
    await rsvp(member, eventId, 'going');
    await g.t.drainCalendar();
    const copy = live(account)[0];
    g.google.state.calendarEvents(account.email).delete(copy?.id ?? '');
    await g.t.request().put(`/api/events/${eventId}`).set(owner.auth).send({ title: 'Deleted by me, renamed' }).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
  });
});
