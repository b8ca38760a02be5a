import type { Attendance, RosterEntry } from '@contracts/checkin/schemas';

/** The few facts of the event the door shows and keeps its roster by (contracts RosterEventSchema). */
export interface DoorRosterEvent {
  id: number;
  title: string;
  start_datetime: string;
  end_datetime: string | null;
  time_zone: string;
}

/**
 * An event's door roster as this device keeps it, so door mode works with no signal once opened
 * online: the server's entries (names, keys, guests, ticket hashes, check-ins; no e-mail
 * addresses) as last read whole. The answers to this device's confirmed writes since are kept
 * apart (DoorAnswerRow) and read over it; writes still waiting in the outbox are applied on top
 * when read, never stored here.
 */
export interface DoorRosterRow {
  userId: number;
  eventId: number;
  event: DoorRosterEvent;
  entries: RosterEntry[];
  counts: Attendance;
  /** When the last whole read of the server's roster began. */
  fetchedAt: number;
  /** When it leaves this device: a day after the event ends (rosterKeptUntil); indexed, so the expired go without reading any roster. */
  keptUntil: number;
}

/**
 * The server's answer to one of this device's confirmed door writes, kept beside the roster (a
 * small row, not the whole roster rewritten): the entry as the server has it now (the check-in
 * that stands, which may be another door's earlier one), or null (a walk-in undone), and its counts.
 * Read over the roster's entries until a roster read from the server after it replaces it.
 */
export interface DoorAnswerRow {
  userId: number;
  eventId: number;
  /** The key the write was about. */
  key: string;
  entry: RosterEntry | null;
  counts: Attendance | null;
  /** When the drain stored it: a roster whose read began later already has it. */
  storedAt: number;
}
