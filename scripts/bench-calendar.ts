/**
 * Calendar budgets (issue 12), printed:
 * 1. One event edit reaching 1,000 members with connected Google calendars who are going: every
 *    copy patched within 60 s against the local stand-in of Google, paced under the configured
 *    rates (GOOGLE_API_MAX_PER_SECOND, GOOGLE_API_MAX_PER_USER_PER_MINUTE), while the API's latency
 *    for other requests stays within 2x of idle. No access token is cached, so each member's job
 *    also refreshes one (2,000 calls to "Google" in all), the worst case.
 * 2. A member's feed with 500 events: under 50 ms to build, a 304 for an unchanged feed under 5 ms.
 * 3. A member's feed of 30 recurring events they go to every date of (26 dates each, written as 30
 *    recurring VEVENTs with EXDATEs and exceptions): the same budgets.
 * Usage: npm run bench:calendar
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { ensureCalendarKeys } from '../server/features/calendar/calendar-keys';
import { googleEventId } from '../server/features/calendar/google-event-id';
import { encryptToken } from '../server/features/calendar/token-cipher';
import { renderFeed } from '../server/features/calendar/feed-service';
import type { AppDeps } from '../server/deps';
import { wallTimeToUtc } from '../contracts/events/event-time';
import { CLIENT_ID, CLIENT_SECRET, startFakeGoogle } from '../tests/support/fake-google/fake-google';
import { insertInBatches, seedUsers, sessionFor } from './bench/seed';
import { timeCalls } from './bench/measure';
import type { Timing } from './bench/measure';

const MEMBERS = 1000;
const FEED_EVENTS = 500;
const FEED_SERIES = 30;
const FANOUT_BUDGET_S = 60;
const GOOGLE_LATENCY_MS = 40;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const google = await startFakeGoogle();
google.state.latencyMs = GOOGLE_LATENCY_MS;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-calendar-'));
const port = await freePort();
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  GOOGLE_CLIENT_ID: CLIENT_ID,
  GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
  GOOGLE_OAUTH_URL: google.url,
  GOOGLE_API_URL: google.url,
  GOOGLE_API_MAX_PER_SECOND: process.env.GOOGLE_API_MAX_PER_SECOND ?? '50',
  GOOGLE_API_MAX_PER_USER_PER_MINUTE: process.env.GOOGLE_API_MAX_PER_USER_PER_MINUTE ?? '300',
});
const running = await startServer(config);
const { db } = running;
const keys = await ensureCalendarKeys(db, config.tokenEncryptionKey);
const now = new Date().toISOString();

console.log(`Seeding ${MEMBERS} members going to one event, each with a connected calendar holding its copy ...`);
const [ownerId = 0] = await seedUsers(db, 1, 'owner');
const memberIds = await seedUsers(db, MEMBERS, 'm');
const [communityId] = (await db('communities').insert({ name: 'Bench', invite_code: 'BENCHCODE2', owner_id: ownerId, member_count: MEMBERS + 1, created_at: now }).returning('id')).map((row: { id: number }) => row.id);
await insertInBatches(db, 'community_members', [ownerId, ...memberIds].map((user_id) => ({ community_id: communityId, user_id, joined_at: now })));
const [eventId = 0] = (await db('events').insert({ community_id: communityId, creator_id: ownerId, title: 'Big meetup', start_at: '2030-06-01T18:00:00.000Z', time_zone: 'Europe/London', created_at: now, updated_at: now }).returning('id')).map((row: { id: number }) => row.id);
await insertInBatches(db, 'event_rsvps', memberIds.map((user_id) => ({ event_id: eventId, user_id, status: 'going', created_at: now, updated_at: now })));
await db('users').whereIn('id', memberIds).update({ google_calendar_global_auto_sync: true });
const connections: Record<string, unknown>[] = [];
const items: Record<string, unknown>[] = [];
for (const userId of memberIds) {
  const account = google.addAccount({ email: `m${userId}@bench.example`, sub: `sub-${userId}` });
  const refreshToken = `1//refresh-${userId}`;
  google.state.grants.set(`grant-${userId}`, { sub: account.sub, clientId: CLIENT_ID, scope: 'https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.calendarlist.readonly', refreshToken, revoked: false });
  const id = googleEventId(keys.eventIdKey, userId, eventId);
  google.state.calendarEvents(account.email).set(id, { id, status: 'confirmed', summary: 'Big meetup' });
  connections.push({ user_id: userId, refresh_token_enc: encryptToken(keys.tokenKey, refreshToken), scopes: 'calendar', status: 'active', connected_at: now });
  items.push({ user_id: userId, event_id: eventId, google_event_id: id, synced_calendar_id: 'primary', synced_hash: 'before', wanted_version: 1, done_version: 1, next_attempt_at: now });
}
await insertInBatches(db, 'calendar_connections', connections);
await insertInBatches(db, 'calendar_sync_items', items);

const ownerToken = await sessionFor(db, ownerId);
const headers = { Authorization: `Bearer ${ownerToken}` };
const get = async () => {
  const response = await fetch(`${running.url}/api/events/${eventId}`, { headers });
  await response.arrayBuffer();
};
const idle = await timeCalls('GET /api/events/:id, idle', get, 200);

const newStart = '2030-06-01T19:30:00.000Z';
const patched = () => {
  let n = 0;
  for (const events of google.state.events.values()) {
    for (const event of events.values()) {
      if ((event.start as { dateTime?: string } | undefined)?.dateTime === newStart) {
        n += 1;
      }
    }
  }
  return n;
};
console.log('Editing the event (its start moves); waiting for every calendar ...');
const callsBefore = google.state.calls.length;
const started = performance.now();
const edit = await fetch(`${running.url}/api/events/${eventId}`, { method: 'PUT', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ start_datetime: '2030-06-01T20:30:00+01:00' }) });
if (!edit.ok) {
  throw new Error(`PUT answered ${edit.status}: ${await edit.text()}`);
}
const during: Timing[] = [];
while (patched() < MEMBERS && performance.now() - started < 180_000) {
  during.push(await timeCalls('GET /api/events/:id, during the fan-out', get, 20));
}
const seconds = (performance.now() - started) / 1000;
const calls = google.state.calls.slice(callsBefore);
const perSecond = new Map<number, number>();
for (const call of calls) {
  const second = Math.floor(call.at / 1000);
  perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
}
const peak = Math.max(...perSecond.values());
const busy = during.map((t) => t.median).sort((a, b) => a - b);
const busyMedian = busy[Math.floor(busy.length / 2)] ?? NaN;
const busyP95 = [...during.map((t) => t.p95)].sort((a, b) => a - b)[Math.floor(during.length * 0.95)] ?? NaN;

console.log('\nBudget 1: one edit to 1,000 connected going members');
console.log(`  patched ${patched()} of ${MEMBERS} calendars in ${seconds.toFixed(1)} s (budget ${FANOUT_BUDGET_S} s): ${patched() === MEMBERS && seconds <= FANOUT_BUDGET_S ? 'PASS' : 'OVER'}`);
console.log(`  Calendar API calls ${calls.length}, token refreshes ${google.state.tokenRequests.length}; peak ${peak} calls in one second (configured ${config.googleApiRate.perSecond}/s, ${config.googleApiRate.perUserPerMinute}/min per member), Google stand-in latency ${GOOGLE_LATENCY_MS} ms`);
console.log(`  API latency: idle median ${idle.median.toFixed(1)} ms (p95 ${idle.p95.toFixed(1)}), during median ${busyMedian.toFixed(1)} ms (p95 ${busyP95.toFixed(1)}): ratio ${(busyMedian / idle.median).toFixed(2)}x (budget 2x): ${busyMedian <= 2 * idle.median ? 'PASS' : 'OVER'}`);

console.log(`\nSeeding a member going to ${FEED_EVENTS} events ...`);
const [reader = 0] = await seedUsers(db, 1, 'reader');
await db('community_members').insert({ community_id: communityId, user_id: reader, joined_at: now });
const zones = ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
await insertInBatches(db, 'events', Array.from({ length: FEED_EVENTS }, (_, i) => ({
  community_id: communityId, creator_id: ownerId, title: `Feed event ${i}`, description: 'A description of a few words, as events have.', location: 'Somewhere 12',
  start_at: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(), time_zone: zones[i % zones.length], created_at: now, updated_at: now,
})));
const feedEvents = await db('events').where('title', 'like', 'Feed event %').select<{ id: number }[]>('id');
await insertInBatches(db, 'event_rsvps', feedEvents.map(({ id }) => ({ event_id: id, user_id: reader, status: 'going', created_at: now, updated_at: now })));
const readerToken = await sessionFor(db, reader);
const created = (await (await fetch(`${running.url}/api/calendar/feed`, { method: 'POST', headers: { Authorization: `Bearer ${readerToken}`, 'Content-Type': 'application/json' }, body: '{}' })).json()) as { https_url: string };
const feedPath = new URL(created.https_url).pathname;
const feedToken = feedPath.split('/').pop()?.replace('.ics', '') ?? '';
const deps = { db, config, clock: () => new Date() } as unknown as AppDeps;
const coldStarted = performance.now();
await renderFeed(deps, feedToken, undefined);
const cold = performance.now() - coldStarted;
// A calendar app polls after members edit events: each rebuild below follows one event's edit.
let edits = 0;
const rebuild = await timeCalls('feed of 500 events: rebuild after one event changed', async () => {
  edits += 1;
  const target = feedEvents[edits % feedEvents.length]?.id ?? 0;
  await db('events').where({ id: target }).update({ title: `Feed event edited ${edits}`, sequence: db.raw('sequence + 1'), updated_at: new Date(Date.now() + edits).toISOString() });
  await renderFeed(deps, feedToken, undefined);
}, 30);
// undici keeps the earlier connections alive past the server's keep-alive: warm up on a fresh one.
await fetch(`${running.url}${feedPath}`).catch(() => undefined);
const full = await timeCalls('GET feed, 200 (HTTP)', async () => {
  await (await fetch(`${running.url}${feedPath}`)).arrayBuffer();
}, 30);
const first = await fetch(`${running.url}${feedPath}`);
const etag = first.headers.get('etag') ?? '';
const body = await first.text();
const unchanged = await timeCalls('GET feed, 304 with If-None-Match (HTTP)', async () => {
  const response = await fetch(`${running.url}${feedPath}`, { headers: { 'If-None-Match': etag } });
  if (response.status !== 304) {
    throw new Error(`expected 304, got ${response.status}`);
  }
  await response.arrayBuffer();
}, 200);
const decide = await timeCalls('feed: the 304 decision in process (queries + ETag)', async () => {
  const answer = await renderFeed(deps, feedToken, etag);
  if (answer.status !== 304) {
    throw new Error('expected 304');
  }
}, 200);
console.log('\nBudget 2: a feed of 500 events');
console.log(`  ${(body.match(/BEGIN:VEVENT/g) ?? []).length} events, ${(body.length / 1024).toFixed(0)} KB`);
console.log(`  first build after the server started (every VEVENT serialized, VTIMEZONEs computed): ${cold.toFixed(0)} ms (budget 50 ms): ${cold < 50 ? 'PASS' : 'OVER'}`);
console.log(`  rebuild after one event changed: median ${rebuild.median.toFixed(1)} ms, p95 ${rebuild.p95.toFixed(1)} ms (budget 50 ms): ${rebuild.median < 50 ? 'PASS' : 'OVER'}`);
console.log(`  200 over HTTP: median ${full.median.toFixed(1)} ms, p95 ${full.p95.toFixed(1)} ms`);
console.log(`  304 over HTTP: median ${unchanged.median.toFixed(2)} ms, p95 ${unchanged.p95.toFixed(2)} ms (budget 5 ms): ${unchanged.median < 5 ? 'PASS' : 'OVER'}`);
console.log(`  304 decided in process: median ${decide.median.toFixed(2)} ms, p95 ${decide.p95.toFixed(2)} ms (the rest of the HTTP figure is the request itself: compare the idle GET above)`);

console.log(`\nSeeding a member going to every date of ${FEED_SERIES} weekly recurring events ...`);
const [follower = 0] = await seedUsers(db, 1, 'follower');
await db('community_members').insert({ community_id: communityId, user_id: follower, joined_at: now });
const seriesIds: number[] = [];
for (let s = 0; s < FEED_SERIES; s += 1) {
  const zone = zones[s % zones.length] ?? 'UTC';
  const firstDay = new Date(Date.now() + (s % 7 + 1) * 86_400_000).toISOString().slice(0, 10);
  const keys = Array.from({ length: 26 }, (_, w) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + w * 7 * 86_400_000).toISOString().slice(0, 10));
  const starts = keys.map((key) => wallTimeToUtc(key, '19:00', zone).toISOString());
  const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${firstDay}T00:00:00Z`).getUTCDay()] ?? 'MO';
  const [row] = await db('event_series').insert({
    community_id: communityId, creator_id: ownerId, rule: JSON.stringify({ frequency: 'weekly', interval: 1, weekdays: [weekday], ending: { type: 'never' } }), rrule: `FREQ=WEEKLY;BYDAY=${weekday}`,
    time_zone: zone, first_start_at: starts[0], duration_ms: 3_600_000, materialised_until: new Date(Date.parse(starts[25] ?? now) + 86_400_000).toISOString(),
    title: `Series ${s}`, description: 'A description of a few words, as events have.', location: 'Somewhere 12', created_at: now, updated_at: now,
  }).returning<{ id: number }[]>('id');
  const seriesId = row?.id ?? 0;
  seriesIds.push(seriesId);
  await insertInBatches(db, 'events', keys.map((key, w) => ({
    community_id: communityId, creator_id: ownerId, title: w === 3 ? `Series ${s} (special)` : `Series ${s}`, description: 'A description of a few words, as events have.', location: 'Somewhere 12',
    start_at: starts[w], end_at: new Date(Date.parse(starts[w] ?? now) + 3_600_000).toISOString(), time_zone: zone, series_id: seriesId, occurrence_key: key, detached: w === 3, created_at: now, updated_at: now,
  })).filter((_, w) => w !== 5));
  await db('series_rsvps').insert({ series_id: seriesId, user_id: follower, status: 'going', created_at: now, updated_at: now });
}
const seriesRows = await db('events').whereIn('series_id', seriesIds).select<{ id: number }[]>('id');
await insertInBatches(db, 'event_rsvps', seriesRows.map(({ id }) => ({ event_id: id, user_id: follower, status: 'going', created_at: now, updated_at: now })));
const followerToken = await sessionFor(db, follower);
await fetch(`${running.url}/api/health`).catch(() => undefined);
const followerFeed = (await (await fetch(`${running.url}/api/calendar/feed`, { method: 'POST', headers: { Authorization: `Bearer ${followerToken}`, 'Content-Type': 'application/json' }, body: '{}' })).json()) as { https_url: string };
const seriesToken = new URL(followerFeed.https_url).pathname.split('/').pop()?.replace('.ics', '') ?? '';
const seriesColdStarted = performance.now();
const seriesFeed = await renderFeed(deps, seriesToken, undefined);
const seriesCold = performance.now() - seriesColdStarted;
const seriesBody = seriesFeed.status === 200 ? seriesFeed.body : '';
let seriesEdits = 0;
const seriesRebuild = await timeCalls('feed of recurring events: rebuild after one date changed', async () => {
  seriesEdits += 1;
  const target = seriesRows[seriesEdits % seriesRows.length]?.id ?? 0;
  await db('events').where({ id: target }).update({ title: `Edited ${seriesEdits}`, sequence: db.raw('sequence + 1'), updated_at: new Date(Date.now() + seriesEdits).toISOString() });
  await renderFeed(deps, seriesToken, undefined);
}, 30);
const seriesEtag = (await renderFeed(deps, seriesToken, undefined)).etag;
const seriesDecide = await timeCalls('feed of recurring events: the 304 decision in process', async () => {
  if ((await renderFeed(deps, seriesToken, seriesEtag)).status !== 304) {
    throw new Error('expected 304');
  }
}, 200);
console.log(`\nBudget 3: a feed of ${FEED_SERIES} recurring events, ${seriesRows.length} dates`);
console.log(`  ${(seriesBody.match(/BEGIN:VEVENT/g) ?? []).length} VEVENTs (${(seriesBody.match(/RRULE:/g) ?? []).length} recurring, ${(seriesBody.match(/RECURRENCE-ID/g) ?? []).length} exceptions), ${(seriesBody.length / 1024).toFixed(0)} KB`);
console.log(`  first build: ${seriesCold.toFixed(0)} ms (budget 50 ms): ${seriesCold < 50 ? 'PASS' : 'OVER'}`);
console.log(`  rebuild after one date changed: median ${seriesRebuild.median.toFixed(1)} ms, p95 ${seriesRebuild.p95.toFixed(1)} ms (budget 50 ms): ${seriesRebuild.median < 50 ? 'PASS' : 'OVER'}`);
console.log(`  304 decided in process: median ${seriesDecide.median.toFixed(2)} ms, p95 ${seriesDecide.p95.toFixed(2)} ms (budget 5 ms): ${seriesDecide.median < 5 ? 'PASS' : 'OVER'}`);

await running.close();
await google.close();
fs.rmSync(dataDir, { recursive: true, force: true });
