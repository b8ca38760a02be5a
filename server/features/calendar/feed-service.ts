import { createHash } from 'node:crypto';
import { CALENDAR_MESSAGES } from '@contracts/calendar/schemas';
import type { FeedCreated, FeedStatus } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../auth';
import type { LoadedEvent } from '../events';
import type { UserRow } from '../../users/repo';
import * as repo from './feed-repo';
import type { FeedEventKey, FeedRow, FeedSelected, FeedSelection } from './feed-repo';
import { feedIcsEvents, recurringSeries, recurringVersions, seriesEtagPart, seriesIdsOf } from './feed-series';
import type { FeedWindow, SeriesVersion } from './feed-series';
import { buildIcs } from './ics-calendar';
import { TOMBSTONE_KEPT_MS } from './tombstone-repo';

/** Events a feed holds: from 30 days back, at most this many. */
export const FEED_PAST_MS = 30 * 24 * 60 * 60 * 1000;
export const FEED_LIMIT = 1000;
const HOUR_MS = 60 * 60 * 1000;

const feedUrl = (deps: AppDeps, rawToken: string) => `${deps.config.publicUrl}/api/calendar/feeds/${rawToken}.ics`;

export async function feedStatus(deps: AppDeps, actor: UserRow): Promise<FeedStatus> {
  const feed = await repo.findFeedOfUser(deps.db, actor.id);
  return { enabled: feed !== null, include_communities: feed?.include_communities ?? false, created_at: feed?.created_at ?? null };
}

/**
 * Makes the member's private feed address, or a new one ("Reset link": the old address stops
 * working at once). 256 random bits in the path; only their hash is kept, so the address is shown
 * here, once.
 */
export async function createFeed(deps: AppDeps, actor: UserRow, includeCommunities: boolean | undefined): Promise<FeedCreated> {
  const existing = await repo.findFeedOfUser(deps.db, actor.id);
  const token = newOpaqueToken();
  const row = {
    user_id: actor.id,
    token_hash: token.hash,
    include_communities: includeCommunities ?? existing?.include_communities ?? false,
    created_at: deps.clock().toISOString(),
  };
  await repo.saveFeed(deps.db, row);
  const https = feedUrl(deps, token.raw);
  return { https_url: https, webcal_url: https.replace(/^https?:\/\//, 'webcal://'), include_communities: row.include_communities, created_at: row.created_at };
}

export async function setFeedOptions(deps: AppDeps, actor: UserRow, includeCommunities: boolean): Promise<FeedStatus> {
  if (!(await repo.updateFeed(deps.db, actor.id, includeCommunities))) {
    throw notFound(CALENDAR_MESSAGES.feedNotEnabled);
  }
  return feedStatus(deps, actor);
}

export async function revokeFeed(deps: AppDeps, actor: UserRow): Promise<void> {
  await repo.deleteFeed(deps.db, actor.id);
}

/** A strong validator of what goes in the file: every row's identity and version, and each recurring event's, hashed. */
function etagOf(rows: readonly FeedEventKey[], includeCommunities: boolean, series: readonly SeriesVersion[]): string {
  const hash = createHash('sha256').update(includeCommunities ? '1' : '0');
  for (const row of rows) {
    hash.update(`|${row.id}:${row.sequence}:${row.changed_at}:${row.start_at}:${Number(row.cancelled)}`);
  }
  hash.update(seriesEtagPart(series));
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

export type FeedAnswer = { status: 304; etag: string } | { status: 200; etag: string; body: string };

interface FeedContent<S extends FeedSelection> {
  /** The feed's events, then the deleted ones it still shows as cancelled. */
  rows: FeedSelected[S][];
  /** The series of its dates (written as one recurring event or date by date: feed-series.ts). */
  seriesIds: number[];
  window: FeedWindow;
}

async function feedContent<S extends FeedSelection>(deps: AppDeps, feed: FeedRow, selection: S): Promise<FeedContent<S>> {
  const now = deps.clock().getTime();
  const fromIso = new Date(now - FEED_PAST_MS).toISOString();
  const [events, cancelled] = await Promise.all([
    repo.feedEvents(deps.db, selection, feed.user_id, feed.include_communities, fromIso, FEED_LIMIT),
    repo.feedCancellations(deps.db, selection, feed.user_id, feed.include_communities, new Date(now - TOMBSTONE_KEPT_MS).toISOString()),
  ]);
  const seriesIds = seriesIdsOf(events);
  const cutAt = events.length >= FEED_LIMIT ? (events[events.length - 1]?.start_at ?? null) : null;
  const hourAfterStart = new Date(Math.ceil(Date.parse(fromIso) / HOUR_MS) * HOUR_MS).toISOString();
  return { rows: [...events, ...cancelled], seriesIds, window: { fromIso: hourAfterStart, cutAt } };
}

/**
 * A feed by its secret: the member's events with deleted ones as STATUS:CANCELLED for 30 days.
 * Calendar apps poll, and most polls find nothing new: the ETag is decided from the rows' keys
 * alone (no titles or descriptions read), and only a changed feed reads whole rows and builds the
 * file. Its ETag is taken from those rows, so it always names the body it goes with.
 */
export async function renderFeed(deps: AppDeps, rawToken: string, ifNoneMatch: string | undefined): Promise<FeedAnswer> {
  const feed = await repo.findFeedByHash(deps.db, hashOpaqueToken(rawToken));
  if (!feed) {
    throw notFound(CALENDAR_MESSAGES.feedNotFound);
  }
  if (ifNoneMatch) {
    const keys = await feedContent(deps, feed, 'keys');
    const etag = etagOf(keys.rows, feed.include_communities, await recurringVersions(deps.db, feed.user_id, feed.include_communities, keys.seriesIds));
    if (matches(ifNoneMatch, etag)) {
      return { status: 304, etag };
    }
  }
  const { rows, seriesIds, window } = await feedContent(deps, feed, 'rows');
  const series = await recurringSeries(deps.db, feed.user_id, feed.include_communities, seriesIds);
  const events = await feedIcsEvents(deps.db, rows, series, window, deps.config.publicUrl);
  return { status: 200, etag: etagOf(rows, feed.include_communities, [...series.values()]), body: buildIcs('Gather', events, deps.config.publicUrl) };
}

/** One event as a file to download (the same UID as in feeds, so a calendar keeps one copy). */
export function eventIcs(deps: AppDeps, loaded: LoadedEvent): string {
  const { row } = loaded;
  return buildIcs(row.title, [{ ...row, changed_at: row.updated_at, cancelled: false }], deps.config.publicUrl);
}
