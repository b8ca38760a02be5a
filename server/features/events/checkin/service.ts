import { randomBytes } from 'node:crypto';
import { apiPath } from '@contracts/api/api-path';
import { CHECKIN_MESSAGES, memberKey, walkInKey } from '@contracts/checkin/schemas';
import type { z } from 'zod';
import type { Attendance, CheckInAnswer, DoorActionResult, DoorBatchAnswer, DoorBatchRequest, RosterEntry, RosterPage, Ticket, UndoAnswer, WalkInAnswer } from '@contracts/checkin/schemas';
import { base64Url, parseTicketCode, ticketCode, ticketHash, TICKET_TOKEN_BYTES } from '@contracts/checkin/ticket-code';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db';
import { AppError, conflict, errorBody, forbidden, goneMeanwhile, notFound } from '../../../http/app-error';
import { clientError } from '../../../http/client-error';
import { runItemOnce } from '../../../http/idempotency';
import type { ItemAnswer } from '../../../http/idempotency';
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

/** The roster entry of a key as it stands (in the caller's transaction, when given one). */
async function entryOf(db: Db, eventId: number, key: string): Promise<RosterEntry | null> {
  const row = await repo.rosterEntry(db, eventId, key);
  return row ? presentEntry(row) : null;
}

/** The member a check-in names: by their ticket (404, the same answer, for anything that is not one of this event's), or by id. */
async function memberOf(db: Db, eventId: number, input: { ticket?: string; user_id?: number }): Promise<number> {
  if (input.user_id !== undefined) {
    return input.user_id;
  }
  const code = parseTicketCode(input.ticket ?? '');
  const holder = code && code.eventId === eventId ? await repo.findTicketHolder(db, eventId, await ticketHash(code.token)) : null;
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

export interface UndoInput {
  key: string;
  at: string;
}

export interface WalkInInput {
  id: string;
  name: string;
  email?: string;
  at?: string;
  door?: string;
}

/**
 * The door's three writes, each in the caller's transaction and answered without the counts (a
 * route answers them after the write, a batch once after its last action). A refusal is thrown
 * before anything is written.
 */
const doorWrites = {
  /**
   * Checks a member in. Someone already in stays in: the answer is `already_checked_in` with the
   * check-in that stands, unless this one was made earlier (an offline door's), which then replaces it.
   */
  async checkIn(deps: AppDeps, trx: Db, loaded: LoadedEvent, actor: UserRow, input: CheckInInput): Promise<Omit<CheckInAnswer, 'counts'>> {
    const eventId = loaded.row.id;
    const at = checkInTime(deps, input.at);
    const userId = await memberOf(trx, eventId, input);
    const key = memberKey(userId);
    const answer = await repo.findAnswer(trx, eventId, userId);
    if (!(await repo.findCheckIn(trx, eventId, key))) {
      if (!answer && input.ticket === undefined) {
        throw notFound(CHECKIN_MESSAGES.notOnRoster);
      }
      if (answer?.status !== 'going') {
        throw conflict('not_going', CHECKIN_MESSAGES.notGoingAnyMore);
      }
    }
    const stands = await repo.recordCheckIn(trx, eventId, { personKey: key, userId, walkInName: null, guests: answer?.guests ?? 0, at, door: doorName(input.door), by: actor.id });
    const entry = await entryOf(trx, eventId, key);
    if (!entry) {
      // Its answer went between the read and this one (the member's account closed).
      throw goneMeanwhile();
    }
    return { outcome: stands ? 'checked_in' : 'already_checked_in', entry };
  },

  /** Undoes the check-in the door made (the same instant); a walk-in undone is gone from the roster. */
  async undo(_deps: AppDeps, trx: Db, loaded: LoadedEvent, _actor: UserRow, input: UndoInput): Promise<Omit<UndoAnswer, 'counts'>> {
    const undone = await repo.deleteCheckIn(trx, loaded.row.id, input.key, input.at);
    return { undone, entry: await entryOf(trx, loaded.row.id, input.key) };
  },

  /**
   * Someone who came without answering, checked in by name. The door's id makes a walk-in sent twice
   * one. With an e-mail address, a new walk-in is sent the community's invite link in the same
   * transaction (invitations' welcomeWalkIn); one sent again is not mailed again. When the e-mail
   * limits refuse, the walk-in still stands and `invited` is false.
   */
  async walkIn(deps: AppDeps, trx: Db, loaded: LoadedEvent, actor: UserRow, input: WalkInInput): Promise<Omit<WalkInAnswer, 'counts'>> {
    const eventId = loaded.row.id;
    const at = checkInTime(deps, input.at);
    const key = walkInKey(input.id);
    const isNew = await repo.insertWalkIn(trx, eventId, { personKey: key, userId: null, walkInName: input.name, guests: 0, at, door: doorName(input.door), by: actor.id });
    const invited = isNew && input.email ? await welcomeWalkIn(deps, trx, actor, loaded.row, { name: input.name, email: input.email }, deps.clock()) : false;
    if (isNew && input.email) {
      await repo.setWelcomeMail(trx, eventId, key, invited);
    }
    const entry = await entryOf(trx, eventId, key);
    if (!entry) {
      throw goneMeanwhile();
    }
    return { entry, invited };
  },
};

export async function checkIn(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, input: CheckInInput): Promise<CheckInAnswer> {
  requireDoor(loaded);
  const answer = await deps.db.transaction((trx) => doorWrites.checkIn(deps, trx, loaded, actor, input));
  return { ...answer, counts: await repo.attendance(deps.db, loaded.row.id) };
}

export async function undoCheckIn(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, input: UndoInput): Promise<UndoAnswer> {
  requireDoor(loaded);
  const answer = await deps.db.transaction((trx) => doorWrites.undo(deps, trx, loaded, actor, input));
  return { ...answer, counts: await repo.attendance(deps.db, loaded.row.id) };
}

export async function walkIn(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, input: WalkInInput): Promise<WalkInAnswer> {
  requireDoor(loaded);
  const answer = await deps.db.transaction((trx) => doorWrites.walkIn(deps, trx, loaded, actor, input));
  if (answer.invited) {
    // After the commit, so the worker finds the mail.
    deps.jobs.kickMail();
  }
  return { ...answer, counts: await repo.attendance(deps.db, loaded.row.id) };
}

/** The batch's actions as validated: each with its own route's body. */
export type DoorBatchActions = z.output<typeof DoorBatchRequest>['actions'];

/** The request each action stands for on its own route: a key it used there is the action's too (http/idempotency.ts runItemOnce). */
const ALONE_PATH = {
  check_in: (id: number) => apiPath('post', '/events/:id/check-ins', { id }),
  undo: (id: number) => apiPath('post', '/events/:id/check-ins/undo', { id }),
  walk_in: (id: number) => apiPath('post', '/events/:id/walk-ins', { id }),
} as const;

/** The status each action's own route answers when it is done. */
const DONE_STATUS = { check_in: 200, undo: 200, walk_in: 201 } as const;

/**
 * A door's queued writes in one request (contracts: doorBatch): in order, in one transaction, each
 * once by its id (http/idempotency.ts runItemOnce) and in a savepoint of its own, so a refused
 * action leaves nothing behind and does not stop the others. A fault of ours fails the whole batch,
 * which keeps nothing and is sent again. `sent` is the body as received: each action's body as its
 * own request would have carried it.
 */
export async function doorBatch(deps: AppDeps, loaded: LoadedEvent, actor: UserRow, apiTokenId: number | null, actions: DoorBatchActions, sent: unknown): Promise<DoorBatchAnswer> {
  requireDoor(loaded);
  const eventId = loaded.row.id;
  const now = deps.clock();
  const scope = `/events/${eventId}/check-ins/batch`;
  const sentBodies = (sent as { actions?: { body?: unknown }[] } | undefined)?.actions ?? [];
  const { results, mailed } = await deps.db.transaction(async (trx) => {
    const done: DoorActionResult[] = [];
    let invited = false;
    for (const [index, action] of actions.entries()) {
      const alone = { method: 'POST', path: ALONE_PATH[action.type](eventId), body: sentBodies[index]?.body };
      const claim = { userId: actor.id, key: action.id, apiTokenId, scope: `${scope} ${action.type}`, item: action.body, alone };
      const answer = await runItemOnce(trx, claim, now, () => runDoorAction(deps, trx, loaded, actor, action));
      const ok = answer.status < 300;
      invited ||= ok && !answer.replayed && action.type === 'walk_in' && (answer.body as { invited?: unknown }).invited === true;
      done.push({ id: action.id, status: answer.status, ...(ok ? { answer: answer.body as DoorActionResult['answer'] } : { error: answer.body as DoorActionResult['error'] }), replayed: answer.replayed });
    }
    return { results: done, mailed: invited };
  });
  if (mailed) {
    deps.jobs.kickMail();
  }
  return { results, counts: await repo.attendance(deps.db, eventId) };
}

/** One action of a batch in a savepoint: its answer, or the refusal its own route would give. */
async function runDoorAction(deps: AppDeps, trx: Db, loaded: LoadedEvent, actor: UserRow, action: DoorBatchActions[number]): Promise<ItemAnswer> {
  try {
    const body = await trx.transaction(async (savepoint): Promise<unknown> => {
      switch (action.type) {
        case 'check_in':
          return doorWrites.checkIn(deps, savepoint, loaded, actor, action.body);
        case 'undo':
          return doorWrites.undo(deps, savepoint, loaded, actor, action.body);
        case 'walk_in':
          return doorWrites.walkIn(deps, savepoint, loaded, actor, action.body);
      }
    });
    return { status: DONE_STATUS[action.type], body };
  } catch (err) {
    const refused = clientError(err);
    if (refused && refused.status < 500) {
      return { status: refused.status, body: errorBody(refused) };
    }
    throw err;
  }
}
