import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { walkInKey } from '@contracts/checkin/roster-keys';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { checkInWrite, queueWrite, undoCheckInWrite, walkInWrite } from '../../../lib/outbox';
import type { DoorAction, DoorWriteContext } from '../../../lib/outbox';
import { newClientUuid } from '../../../lib/outbox/core/client-uuid';
import type { DoorOutcome } from './door-outcome';
import { entryOfCode, refusalFor, ticketIndex } from './door-outcome';
import { entriesWithPending } from './door-view';
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
  /** The roster as the door shows it: with its writes waiting in the outbox, and those being stored right now. */
  entries: readonly RosterEntry[];
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

/**
 * What the door does: each scan or tap is decided on this device against the roster it shows (so
 * it answers at once, online or not), then goes through the outbox with the time it was done.
 * `roster`: the stored roster's entries; `pending`: this door's writes waiting in the outbox.
 */
export function useDoorActions(context: DoorWriteContext | null, roster: readonly RosterEntry[], pending: readonly DoorAction[], door: string): DoorActions {
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const [done, setDone] = useState<DoorDone[]>([]);
  // Actions whose outbox row is being stored: shown (and counted) from the tap, not a few ms later.
  // Applying one that the outbox rows already show changes nothing.
  const [storing, setStoring] = useState<DoorAction[]>([]);
  const entries = useMemo(() => entriesWithPending(roster, [...pending, ...storing]), [roster, pending, storing]);
  const seq = useRef(0);
  const seen = useRef(recentCodes());
  // Scans arrive from the camera's loop: they read what the screen shows now.
  const latest = useRef({ context, entries, door });
  useLayoutEffect(() => {
    latest.current = { context, entries, door };
  });
  /** Keys acted on whose outbox row the roster view may not show yet: a second tap is not a second check-in. */
  const acting = useRef(new Set<string>());

  const queue = useCallback((action: DoorAction, write: Parameters<typeof queueWrite>[0]) => {
    setStoring((list) => [...list, action]);
    acting.current.add(action.key);
    return queueWrite(write)
      .catch((error: unknown) => console.error('Door write could not be queued', error))
      .finally(() => {
        acting.current.delete(action.key);
        setStoring((list) => list.filter((other) => other !== action));
      });
  }, []);

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
      const action = { type: 'check_in' as const, key: entry.key, name: entry.name, guests: entry.guests, at, door: doorName, byTicket: 'ticket' in target };
      void queue(action, checkInWrite(ctx, target, action));
    },
    [show, remember, queue],
  );

  const scan = useCallback(
    async (text: string) => {
      if (!seen.current.isNew(text, Date.now())) {
        return;
      }
      const { context: ctx, entries: shown } = latest.current;
      if (!ctx) {
        return;
      }
      const entry = await entryOfCode(text, ctx.event.id, ticketIndex(shown));
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
      const action = { type: 'undo' as const, key: entry.key, name: entry.name, at };
      show({ kind: 'undone', key: entry.key, name: entry.name });
      void queue(action, undoCheckInWrite(ctx, action));
    },
    [show, queue],
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
      const action = { type: 'walk_in' as const, key, name, at, door: doorName };
      await queue(action, walkInWrite(ctx, id, email, action));
    },
    [show, remember, queue],
  );

  return { entries, answer, done, scan, checkInByName, undo, addWalkIn };
}
