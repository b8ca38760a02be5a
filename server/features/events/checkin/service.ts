import { randomBytes } from 'node:crypto';
import { CHECKIN_MESSAGES, memberKey, walkInKey } from '@contracts/checkin/schemas';
import type { Attendance, CheckInAnswer, RosterEntry, RosterPage, Ticket, UndoAnswer, WalkInAnswer } from '@contracts/checkin/schemas';
import { base64Url, parseTicketCode, ticketCode, ticketHash, TICKET_TOKEN_BYTES } from '@contracts/checkin/ticket-code';
import type { AppDeps } from '../../../deps';
import { AppError, conflict, forbidden, goneMeanwhile, notFound } from '../../../http/app-error';
import { displayName } from '../../../users/display-name';
import type { UserRow } from '../../../users/repo';
import { welcomeWalkIn } from '../../invitations';
import { canEditEvent } from '../policy';
import type { LoadedEvent } from '../service-types';
import { presentEntry, presentRosterEvent } from './presenter';
import * as repo from './repo';

/**
 * Check-in at the door (contracts/checkin/routes.ts holds the rules): a ticket per member going, the
 * door's roster, check-ins by ticket or by name, undos and walk-ins. A check-in made offline arrives
 * later with the time it was made; the earlier of two stands.
 */

/** How far ahead of the server's clock a door's `at` may be (clocks drift a little). */
const AT_SLACK_MS = 5 * 60 * 1000;

const atError = () => new AppError('validation_error', 400, `at: ${CHECKIN_MESSAGES.atInFuture}`, [{ field: 'at', message: CHECKIN_MESSAGES.atInFuture }]);

/** The door's name as it gave it; none (absent or blank) is null. */
const doorName = (door: string | undefined): string | null => (door ? door : null);

/** The door is for those who may edit the event; asked before any ticket is looked at, so a refusal says nothing of one. */
function requireDoor(loaded: LoadedEvent): void {
  if (!canEditEvent(loaded.access)) {
    throw forbidden(CHECKIN_MESSAGES.organisersOnly);
  }
}

/** When the door checked them in: now when it did not say; refused when its clock is well ahead. */
function checkInTime(deps: AppDeps, at: string | undefined): string {
  const now = deps.clock();
  if (at === undefined) {
    return now.toISOString();
  }
  if (new Date(at).getTime() > now.getTime() + AT_SLACK_MS) {
    throw atError();
  }
  return at;
}

/** The caller's ticket: a new token each time (the one before stops working), only its hash kept. */
export async function issueTicket(deps: AppDeps, loaded: LoadedEvent, actor: UserRow): Promise<Ticket> {
  const answer = await repo.findAnswer(deps.db, loaded.row.id, actor.id);
  if (answer?.status === 'waitlisted') {
    throw conflict('waitlisted', CHECKIN_MESSAGES.ticketOnWaitlist);
  }
  if (answer?.status !== 'going') {
    throw conflict('not_going', CHECKIN_MESSAGES.ticketOnlyWhenGoing);
  }
  const token = base64Url(randomBytes(TICKET_TOKEN_BYTES));
  const issuedAt = deps.clock().toISOString();
  await repo.upsertTicket(deps.db, loaded.row.id, actor.id, await ticketHash(token), issuedAt);
  return { event_id: loaded.row.id, code: ticketCode(loaded.row.id, token), holder_name: displayName(actor), guests: answer.guests, issued_at: issuedAt };
}

export async function roster(deps: AppDeps, loaded: LoadedEvent, after: string | undefined, limit: number): Promise<RosterPage> {
  requireDoor(loaded);
  const eventId = loaded.row.id;
  // One more than asked tells whether a next page exists.
  const [rows, counts] = await Promise.all([repo.rosterPage(deps.db, eventId, after ?? '', limit + 1), repo.attendance(deps.db, eventId)]);
  const entries = rows.slice(0, limit).map(presentEntry);
  return { event: presentRosterEvent(loaded.row), entries, next_after: rows.length > limit ? (entries.at(-1)?.key ?? null) : null, counts };
}

export async function attendance(deps: AppDeps, loaded: LoadedEvent): Promise<Attendance> {
  requireDoor(loaded);
  return repo.attendance(deps.db, loaded.row.id);
}

async function entryAndCounts(deps: AppDeps, eventId: number, key: string): Promise<{ entry: RosterEntry | null; counts: Attendance }> {
  const [row, counts] = await Promise.all([repo.rosterEntry(deps.db, eventId, key), repo.attendance(deps.db, eventId)]);
  return { entry: row ? presentEntry(row) : null, counts };
}

/** The member a check-in names: by their ticket (404, the same answer, for anything that is not one of this event's), or by id. */
async function memberOf(deps: AppDeps, eventId: number, input: { ticket?: string; user_id?: number }): Promise<number> {
  if (input.user_id !== undefined) {
    return input.user_id;
  }
  const code = parseTicketCode(input.ticket ?? '');
  const holder = code && code.eventId === eventId ? await repo.findTicketHolder(deps.db, eventId, await ticketHash(code.token)) : null;
  if (holder === null) {
    throw notFound(CHECKIN_MESSAGES.notATicket);
  }
  return holder;
}

export interface CheckInInput {
  ticket?: string;
  user_id?: number;
  at?: string;
  door?: string;
}

/**
 * Checks a member in. Someone already in stays in: the answer is `already_checked_in` with the
 * check-in that stands, unless this one was made earlier (an offline door's), which then replaces it.
 */
export async function checkIn(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, input: CheckInInput): Promise<CheckInAnswer> {
  requireDoor(loaded);
  const eventId = loaded.row.id;
  const at = checkInTime(deps, input.at);
  const userId = await memberOf(deps, eventId, input);
  const key = memberKey(userId);
  const stands = await deps.db.transaction(async (trx) => {
    const answer = await repo.findAnswer(trx, eventId, userId);
    if (!(await repo.findCheckIn(trx, eventId, key))) {
      if (!answer && input.ticket === undefined) {
        throw notFound(CHECKIN_MESSAGES.notOnRoster);
      }
      if (answer?.status !== 'going') {
        throw conflict('not_going', CHECKIN_MESSAGES.notGoingAnyMore);
      }
    }
    return repo.recordCheckIn(trx, eventId, { personKey: key, userId, walkInName: null, guests: answer?.guests ?? 0, at, door: doorName(input.door), by: actor.id });
  });
  const { entry, counts } = await entryAndCounts(deps, eventId, key);
  if (!entry) {
    // Its row went between the write and this read (an undo at another door, the member's account closed).
    throw goneMeanwhile();
  }
  return { outcome: stands ? 'checked_in' : 'already_checked_in', entry, counts };
}

/** Undoes the check-in the door made (the same instant); a walk-in undone is gone from the roster. */
export async function undoCheckIn(deps: AppDeps, loaded: LoadedEvent, input: { key: string; at: string }): Promise<UndoAnswer> {
  requireDoor(loaded);
  const undone = await repo.deleteCheckIn(deps.db, loaded.row.id, input.key, input.at);
  return { undone, ...(await entryAndCounts(deps, loaded.row.id, input.key)) };
}

export interface WalkInInput {
  id: string;
  name: string;
  email?: string;
  at?: string;
  door?: string;
}

/**
 * Someone who came without answering, checked in by name. The door's id makes a walk-in sent twice
 * one. With an e-mail address, a new walk-in is sent the community's invite link in the same
 * transaction (invitations' welcomeWalkIn); one sent again is not mailed again. When the e-mail
 * limits refuse, the walk-in still stands and `invited` is false.
 */
export async function walkIn(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, input: WalkInInput): Promise<WalkInAnswer> {
  requireDoor(loaded);
  const eventId = loaded.row.id;
  const at = checkInTime(deps, input.at);
  const key = walkInKey(input.id);
  const now = deps.clock();
  const invited = await deps.db.transaction(async (trx) => {
    const isNew = await repo.insertWalkIn(trx, eventId, { personKey: key, userId: null, walkInName: input.name, guests: 0, at, door: doorName(input.door), by: actor.id });
    return isNew && input.email ? welcomeWalkIn(deps, trx, actor, loaded.row, { name: input.name, email: input.email }, now) : false;
  });
  if (invited) {
    // After the commit, so the worker finds the mail.
    deps.jobs.kickMail();
  }
  const { entry, counts } = await entryAndCounts(deps, eventId, key);
  if (!entry) {
    throw goneMeanwhile();
  }
  return { entry, counts, invited };
}
