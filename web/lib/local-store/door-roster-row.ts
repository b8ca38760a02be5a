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
 * addresses) with the answers of this device's confirmed check-ins applied. Writes still waiting in
 * the outbox are applied on top when read, never stored here.
 */
export interface DoorRosterRow {
  userId: number;
  eventId: number;
  event: DoorRosterEvent;
  entries: RosterEntry[];
  counts: Attendance;
  /** When the server's roster was last read whole. */
  fetchedAt: number;
}
