import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { JobTable } from './claim';
import { CLAIMED_JOB_TABLES } from './job-tables';
import { forgetInstance, forgetInstances, freeClaimsOf, recordBeat, stoppedInstances } from './instance-repo';

/** How often an instance says it is alive. */
export const HEARTBEAT_MS = 2_000;
/**
 * How long without a beat before an instance counts as stopped and its claims are freed: five
 * beats missed. Its work is taken over 10-12 s after it died, where a lease waited up to 2 minutes.
 * Instances compare their clocks' times here, as leases already do: keep them in sync (NTP).
 */
export const HEARTBEAT_STALE_MS = 10_000;

/** The rows one beat freed in one table, and whose claims they were. */
export interface FreedClaims {
  table: string;
  ids: number[];
  instances: string[];
}

/** This process as a job claimant: the id its claims carry, kept alive by its beats. */
export interface InstanceHeartbeat {
  readonly id: string;
  /** One beat now: this instance is alive; the claims of instances that stopped beating are freed. */
  beat(): Promise<FreedClaims[]>;
  /** Stops beating (a shutdown): frees what this instance still holds, cut off mid-work, and forgets it. */
  stop(): Promise<void>;
}

interface HeartbeatOptions {
  db: Db;
  clock: Clock;
  beatMs?: number;
  staleMs?: number;
  /** The job tables whose claims are freed (all of them unless a test says otherwise). */
  tables?: readonly JobTable[];
  /** Called after a beat freed claims: the workers should claim now, not at their next poll. */
  onFreed?: (freed: FreedClaims[]) => void;
  log?: (line: string) => void;
}

/**
 * Starts beating for this process and resolves after its first beat, so every claim its workers make
 * names an instance the others can see. Each beat also frees the claims of instances whose last beat
 * is older than `staleMs` (killed, their machine gone, or stalled that long): those rows are due at
 * once for whichever instance claims next, instead of waiting out their lease. A stalled instance
 * that comes back finds its claims taken or free; its late writes match nothing (queue/claim.ts), and
 * what it had already sent may go out twice, as after a crash: delivery is at least once.
 */
export async function startInstanceHeartbeat({
  db,
  clock,
  beatMs = HEARTBEAT_MS,
  staleMs = HEARTBEAT_STALE_MS,
  tables = CLAIMED_JOB_TABLES,
  onFreed,
  log = console.error,
}: HeartbeatOptions): Promise<InstanceHeartbeat> {
  const id = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  async function beatOnce(): Promise<FreedClaims[]> {
    const now = clock();
    await recordBeat(db, id, now.toISOString());
    const staleBefore = new Date(now.getTime() - staleMs).toISOString();
    const gone = (await stoppedInstances(db, staleBefore)).filter((other) => other !== id);
    const freed: FreedClaims[] = [];
    for (const table of tables) {
      const ids = await freeClaimsOf(db, table, gone, now.toISOString());
      if (ids.length > 0) {
        freed.push({ table: table.table, ids, instances: gone });
      }
    }
    await forgetInstances(db, gone, staleBefore);
    if (freed.length > 0) {
      log(`[jobs] instance ${gone.join(', ')} stopped beating; freed its claims: ${freed.map((f) => `${f.ids.length} ${f.table}`).join(', ')}`);
      onFreed?.(freed);
    }
    return freed;
  }

  // Beats never overlap: each waits for the one before.
  const beat = (): Promise<FreedClaims[]> => {
    const next = chain.then(beatOnce);
    chain = next.catch(() => undefined);
    return next;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      beat()
        .catch((err: unknown) => log(`[jobs] heartbeat failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          if (!stopped) {
            schedule();
          }
        });
    }, beatMs);
    timer.unref();
  };

  await beat();
  schedule();
  return {
    id,
    beat,
    async stop() {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
      }
      await chain;
      const nowIso = clock().toISOString();
      for (const table of tables) {
        await freeClaimsOf(db, table, [id], nowIso);
      }
      await forgetInstance(db, id);
    },
  };
}
