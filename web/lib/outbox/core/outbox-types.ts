/**
 * The outbox's row and the local change each write shows until the server confirms it.
 * No React or DOM here: the service worker's Background Sync drain reads the same rows.
 */

/** Who made a change, as the screens show people (contracts/communities/schemas.ts PersonSchema). */
export interface LocalPerson {
  id: number;
  username: string;
  full_name: string | null;
  /** Absent in rows queued before Pro existed: read as false. */
  is_pro?: boolean;
}

export type RsvpChoice = 'going' | 'maybe' | 'not_going';

/**
 * An answer for every date of a recurring event from one on (scope series): the series, and the
 * start of the date answered (later dates of the series take the answer too).
 */
export interface RsvpSeriesScope {
  id: number;
  from: string;
}

/**
 * What a door did (door mode, web/features/checkin/door/): a check-in by ticket or by name, an
 * undo of one (by the time the door saw), or a walk-in. `at` is when the door did it; `key` the
 * roster entry (`m<user id>`, `w<walk-in id>`).
 */
export type DoorAction =
  | { type: 'check_in'; key: string; name: string; guests: number; at: string; door: string | null; byTicket: boolean }
  | { type: 'undo'; key: string; name: string; at: string }
  | { type: 'walk_in'; key: string; name: string; at: string; door: string | null };

/** What the member sees meanwhile: applied on top of the cached server data (see local-view.ts). */
export type OutboxChange =
  | {
      kind: 'rsvp';
      eventId: number;
      status: RsvpChoice | null;
      person: LocalPerson;
      series?: RsvpSeriesScope;
      guests?: number;
      /** A going given knowing the event was full (the page said Join waitlist, or they were waiting already): a waitlist place is no news. */
      knownFull?: boolean;
    }
  | {
      kind: 'comment';
      eventId: number;
      parentId: number | null;
      content: string;
      author: LocalPerson;
      createdAt: string;
    }
  | { kind: 'like'; eventId: number; commentId: number; liked: boolean }
  | { kind: 'door'; eventId: number; action: DoorAction };

export type OutboxKind = OutboxChange['kind'];

export interface OutboxRequest {
  method: 'POST' | 'DELETE';
  /** Under /api, e.g. /events/12/rsvp. */
  path: string;
  body?: unknown;
}

/**
 * pending: waiting to be sent (or retried); failed: refused for good, kept until the member has
 * read why; waitlisted: a going the server took, but the event was full, so the member waits for a
 * seat: kept (no longer applied, never sent again) until the member has read it.
 */
export type OutboxStatus = 'pending' | 'failed' | 'waitlisted';

/** What a waitlisted row tells: the event (as the server named it) and the member's place, if the answer gave them. */
export interface WaitlistedNotice {
  title: string | null;
  position: number | null;
}

export interface OutboxRow {
  /** A client-made UUID; a comment's client_id is this id. */
  id: string;
  userId: number;
  /** Order of creation; rows of one resource are sent in this order. */
  seq: number;
  kind: OutboxKind;
  /** The event or comment the write is about ('event:12', 'comment:40'). */
  resourceKey: string;
  request: OutboxRequest;
  idempotencyKey: string;
  attempts: number;
  /** Epoch ms before which a timer-driven drain leaves the row alone (backoff). */
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError: string | null;
  createdAt: number;
  /** For humans: 'Your RSVP to “Lido at dusk”'. */
  label: string;
  change: OutboxChange;
  /** Set with status waitlisted. */
  waitlisted?: WaitlistedNotice;
}

/** How long one send may take: the request is aborted after it, and the claim runs out with it. */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * Whether a drain (in this tab, another, or the service worker) is sending the row its claim is
 * for (LocalDb.sending). The server may already have it, so it can no longer be discarded; a claim
 * older than the send timeout is left over from a closed tab and no longer counts.
 */
export function isBeingSent(claim: { since: number } | undefined, now: number): boolean {
  return claim !== undefined && now - claim.since < SEND_TIMEOUT_MS;
}

/** The tag of the Background Sync registration that drains the outbox. */
export const OUTBOX_SYNC_TAG = 'gather-outbox';
/** The Web Lock that lets only one tab (or the worker) drain at a time. */
export const OUTBOX_LOCK_NAME = 'gather-outbox';
/** What the worker posts to open pages after it drained. */
export const OUTBOX_DRAINED_MESSAGE = 'gather-outbox-drained';
