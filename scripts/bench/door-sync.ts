import type { Browser, Page } from '@playwright/test';
import type { Db } from '../../server/db';
import { scriptApi } from '../support/script-api';
import { checkInByName, doorContext, doorOutbox, openOnline, outboxCount } from './door-pages';

/**
 * bench:checkin's fourth figure: two doors, offline, check in members by name through the door's
 * search (so through each door's own outbox), then go online at once; the time until both outboxes
 * are empty and the server counts the 950, then what the database holds.
 */

/** Door A checks in members 1-500, door B 451-950: 50 checked in at both. */
const DOOR_A = { first: 1, last: 500, name: 'Door A' };
const DOOR_B = { first: 451, last: 950, name: 'Door B' };

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** The organiser's event and its members going, as the benchmark seeded them. */
export interface DoorSeed {
  eventId: number;
  /** The organiser's session. */
  token: string;
  /** Member n (1-based) is userIds[n - 1]. */
  userIds: number[];
}

export interface SyncFigures {
  tapMs: [number, number];
  syncMs: number;
  rows: number;
  distinct: number;
  inRange: number;
  overlapRight: number;
  baseline: number;
}

export async function benchSync(browser: Browser, base: string, db: Db, data: DoorSeed): Promise<SyncFigures> {
  const api = scriptApi(base);
  const attendance = () => api.request<{ checked_in: number }>('GET', `/events/${data.eventId}/attendance`, data.token).then((a) => a.checked_in);
  const baseline = await attendance();
  const contexts = await Promise.all([doorContext(browser, base, data.token, DOOR_A.name), doorContext(browser, base, data.token, DOOR_B.name)]);
  try {
    const pages = await Promise.all(contexts.map((context) => openOnline(context, data.eventId)));
    await Promise.all(contexts.map((context) => context.setOffline(true)));
    const [a, b] = pages as [Page, Page];
    // One door after the other, so A's check-ins of 451-500 are the earlier ones.
    const tapA = await checkInByName(a, DOOR_A.first, DOOR_A.last);
    const tapB = await checkInByName(b, DOOR_B.first, DOOR_B.last);
    const queuedA = await doorOutbox(a);
    const queuedB = await doorOutbox(b);
    console.log(`   queued offline: door A ${queuedA.length} (${(tapA / 1000).toFixed(1)} s of taps), door B ${queuedB.length} (${(tapB / 1000).toFixed(1)} s)`);
    const started = performance.now();
    await Promise.all(contexts.map((context) => context.setOffline(false)));
    /** Infinity: not synced within 2 minutes. */
    let synced = Infinity;
    // A queued write leaves the outbox only once the server has answered it: both outboxes empty is
    // the end of the sync, then the server's count confirms it. Probed every 100 ms with a count (a
    // probe that read every row, and asked the server, every 50 ms took a share of the cores the
    // doors and the server were measured on).
    while (performance.now() - started < 120_000) {
      const left = await Promise.all(pages.map((page) => outboxCount(page)));
      if (left.every((n) => n === 0) && (await attendance()) >= baseline + 950) {
        synced = performance.now() - started;
        break;
      }
      await sleep(100);
    }
    const memberIds = data.userIds.slice(0, 950);
    const rows = await db('event_check_ins').where({ event_id: data.eventId }).select<{ person_key: string; user_id: number | null; checked_in_at: string; door: string | null }[]>('person_key', 'user_id', 'checked_in_at', 'door');
    const inRange = rows.filter((row) => row.user_id !== null && memberIds.includes(row.user_id));
    const earlier = new Map<string, { at: string; door: string }>();
    for (const action of [...queuedA, ...queuedB]) {
      const known = earlier.get(action.key);
      if (!known || action.at < known.at) {
        earlier.set(action.key, { at: action.at, door: action.door });
      }
    }
    const overlapKeys = queuedA.map((action) => action.key).filter((key) => queuedB.some((other) => other.key === key));
    const overlapRight = overlapKeys.filter((key) => {
      const row = rows.find((candidate) => candidate.person_key === key);
      return row && row.checked_in_at === earlier.get(key)?.at && row.door === earlier.get(key)?.door;
    }).length;
    return { tapMs: [tapA, tapB], syncMs: synced, rows: rows.length, distinct: new Set(rows.map((row) => row.person_key)).size, inRange: inRange.length, overlapRight, baseline };
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** The figures when the sync was not measured. */
export const NO_SYNC: SyncFigures = { tapMs: [NaN, NaN], syncMs: NaN, rows: 0, distinct: 0, inRange: 0, overlapRight: 0, baseline: 0 };
