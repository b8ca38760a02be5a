import { useCallback, useMemo, useRef, useState } from 'react';
import { walkInKey } from '@contracts/checkin/roster-keys';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { checkInWrite, queueWrite, undoCheckInWrite, walkInWrite } from '../../../lib/outbox';
import type { DoorWriteContext } from '../../../lib/outbox';
import { newClientUuid } from '../../../lib/outbox/core/client-uuid';
import type { DoorOutcome } from './door-outcome';
import { entryOfCode, refusalFor, ticketIndex } from './door-outcome';
import { recentCodes } from './recent-codes';

/** How many of the door's own actions the Last scans list keeps. */
export const LAST_ACTIONS_KEPT = 5;

/** The answer on show; `seq` changes with each, so the same words twice are announced twice. */
export interface ShownAnswer {
  seq: number;
  outcome: DoorOutcome;
}

/** A check-in or walk-in this door made, for Last scans (its state now comes from the roster). */
export interface DoorDone {
  seq: number;
  key: string;
  name: string;
  guests: number;
  at: string;
}

export interface DoorActions {
  answer: ShownAnswer | null;
  done: readonly DoorDone[];
  /** A code the camera read (the same one again within a few seconds is ignored). */
  scan: (text: string) => Promise<void>;
  checkInByName: (entry: RosterEntry) => void;
  /** Undoes the check-in made at `at` (the time the door saw). */
  undo: (entry: Pick<RosterEntry, 'key' | 'name'>, at: string) => void;
  addWalkIn: (name: string, email: string | null) => Promise<void>;
}

const VIBRATION = { ok: 80, refused: [60, 60, 60] } as const;

function vibrate(pattern: number | readonly number[]): void {
  try {
    navigator.vibrate?.(pattern as number | number[]);
  } catch {
    // Not every browser lets a page vibrate: the answer on screen says it all.
  }
}

function queued(write: Parameters<typeof queueWrite>[0]): void {
  queueWrite(write).catch((error: unknown) => console.error('Door write could not be queued', error));
}

/**
 * What the door does: each scan or tap is decided on this device against the roster it shows (so
 * it answers at once, online or not), then goes through the outbox with the time it was done.
 */
export function useDoorActions(context: DoorWriteContext | null, entries: readonly RosterEntry[], door: string): DoorActions {
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const [done, setDone] = useState<DoorDone[]>([]);
  const seq = useRef(0);
  const seen = useRef(recentCodes());
  const byHash = useMemo(() => ticketIndex(entries), [entries]);
  const latest = useRef({ context, entries, byHash, door });
  latest.current = { context, entries, byHash, door };
  /** Keys acted on whose outbox row the roster view may not show yet: a second tap is not a second check-in. */
  const acting = useRef(new Set<string>());

  const show = useCallback((outcome: DoorOutcome) => {
    seq.current += 1;
    setAnswer({ seq: seq.current, outcome });
    const ok = outcome.kind === 'checked_in' || outcome.kind === 'walk_in' || outcome.kind === 'undone';
    vibrate(ok ? VIBRATION.ok : VIBRATION.refused);
  }, []);

  const remember = useCallback((item: Omit<DoorDone, 'seq'>) => {
    setDone((items) => [{ ...item, seq: seq.current }, ...items.filter((other) => other.key !== item.key)].slice(0, LAST_ACTIONS_KEPT));
  }, []);

  const checkIn = useCallback(
    (entry: RosterEntry, target: { ticket: string } | { user_id: number }) => {
      const { context: ctx, door: doorName } = latest.current;
      if (!ctx || acting.current.has(entry.key)) {
        return;
      }
      const refusal = refusalFor(entry);
      if (refusal) {
        show(refusal);
        return;
      }
      const at = new Date().toISOString();
      show({ kind: 'checked_in', key: entry.key, name: entry.name, guests: entry.guests, at });
      remember({ key: entry.key, name: entry.name, guests: entry.guests, at });
      acting.current.add(entry.key);
      const action = { type: 'check_in' as const, key: entry.key, name: entry.name, guests: entry.guests, at, door: doorName, byTicket: 'ticket' in target };
      queueWrite(checkInWrite(ctx, target, action))
        .catch((error: unknown) => console.error('Check-in could not be queued', error))
        .finally(() => acting.current.delete(entry.key));
    },
    [show, remember],
  );

  const scan = useCallback(
    async (text: string) => {
      if (!seen.current.isNew(text, Date.now())) {
        return;
      }
      const { context: ctx, byHash: index } = latest.current;
      if (!ctx) {
        return;
      }
      const entry = await entryOfCode(text, ctx.event.id, index);
      if (!entry) {
        show({ kind: 'not_a_ticket' });
        return;
      }
      checkIn(entry, { ticket: text.trim() });
    },
    [show, checkIn],
  );

  const checkInByName = useCallback(
    (entry: RosterEntry) => {
      if (entry.user_id !== null) {
        checkIn(entry, { user_id: entry.user_id });
      }
    },
    [checkIn],
  );

  const undo = useCallback(
    (entry: Pick<RosterEntry, 'key' | 'name'>, at: string) => {
      const ctx = latest.current.context;
      if (!ctx) {
        return;
      }
      show({ kind: 'undone', key: entry.key, name: entry.name });
      queued(undoCheckInWrite(ctx, { type: 'undo', key: entry.key, name: entry.name, at }));
    },
    [show],
  );

  const addWalkIn = useCallback(
    async (name: string, email: string | null) => {
      const { context: ctx, door: doorName } = latest.current;
      if (!ctx) {
        return;
      }
      const id = newClientUuid();
      const key = walkInKey(id);
      const at = new Date().toISOString();
      show({ kind: 'walk_in', key, name, at });
      remember({ key, name, guests: 0, at });
      await queueWrite(walkInWrite(ctx, id, email, { type: 'walk_in', key, name, at, door: doorName }));
    },
    [show, remember],
  );

  return { answer, done, scan, checkInByName, undo, addWalkIn };
}
