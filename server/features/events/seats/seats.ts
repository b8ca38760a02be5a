import { EVENT_MESSAGES } from '@contracts/events/messages';
import type { RsvpStatus } from '@contracts/events/schemas';
import { noSeatsForGuestsText, tooManyGuestsText } from '@contracts/events/seat-text';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db';
import { AppError, conflict, goneMeanwhile } from '../../../http/app-error';
import { tellPromoted } from './promoted-notice';
import * as seats from './seats-repo';
import type { SeatAnswer, SeatRules } from './seats-repo';

/**
 * Every answer to an event goes through here, inside the caller's transaction: with a capacity, a
 * going answer takes a seat while one is left (members plus their guests) and joins the waitlist
 * otherwise, in arrival order; whenever seats open (an answer changed or withdrawn, guests fewer,
 * the capacity raised or removed, an account deleted), the first waiting who fit are seated in the
 * same transaction and told. Without a capacity, an answer is stored as it is given.
 */

export interface AnswerInput {
  status: RsvpStatus;
  /** Guests with a going answer; absent keeps the member's current guests. */
  guests?: number | undefined;
}

const guestsError = (message: string) => new AppError('validation_error', 400, `guests: ${message}`, [{ field: 'guests', message }]);

/** The answer to store for `input`, given the seats and the member's current answer. */
async function decide(trx: Db, rules: SeatRules, input: AnswerInput, current: SeatAnswer | null): Promise<SeatAnswer> {
  if (input.status !== 'going') {
    if (input.guests !== undefined && input.guests > 0) {
      throw guestsError(EVENT_MESSAGES.guestsOnlyWhenGoing);
    }
    return { status: input.status, guests: 0, waitlist_seq: null };
  }
  if (input.guests !== undefined && input.guests > rules.guests_allowed && input.guests !== current?.guests) {
    throw guestsError(tooManyGuestsText(rules.guests_allowed));
  }
  const guests = input.guests ?? (current?.status === 'going' || current?.status === 'waitlisted' ? current.guests : 0);
  if (rules.capacity === null) {
    return { status: 'going', guests, waitlist_seq: null };
  }
  if (current?.status === 'waitlisted') {
    // Keeps their place; a smaller party may now fit (refill decides, in line order).
    return { ...current, guests };
  }
  const taken = await seats.seatsTaken(trx, rules.id);
  if (current?.status === 'going') {
    const more = guests - current.guests;
    if (more > 0 && taken + more > rules.capacity) {
      throw conflict('no_seats_for_guests', noSeatsForGuestsText(Math.max(0, rules.capacity - taken)));
    }
    return { status: 'going', guests, waitlist_seq: null };
  }
  if (taken + 1 + guests <= rules.capacity) {
    return { status: 'going', guests, waitlist_seq: null };
  }
  return { status: 'waitlisted', guests, waitlist_seq: await seats.nextWaitlistSeq(trx, rules.id) };
}

/** A capacity raised or removed may let members waiting in (a lowered one finds no seat free: nothing happens). */
export const seatsMayOpen = (before: Pick<SeatRules, 'capacity'>, changes: { capacity?: unknown }): boolean => changes.capacity !== undefined && changes.capacity !== before.capacity;

/** Whether the change may have opened seats (or let a smaller waiting party fit). */
const mayOpenSeats = (before: SeatAnswer | null, after: SeatAnswer | null): boolean =>
  (before?.status === 'going' && (after?.status !== 'going' || after.guests < before.guests)) ||
  (before?.status === 'waitlisted' && after?.status === 'waitlisted' && after.guests < before.guests);

/**
 * Stores a member's answer to one event; answers what it was stored as. Throws 400 for more guests
 * than allowed, 409 when a member going asks for more guests than there are seats left, or when the
 * event was deleted since it was loaded.
 */
export async function placeAnswer(deps: AppDeps, trx: Db, eventId: number, userId: number, input: AnswerInput, nowIso: string): Promise<SeatAnswer> {
  const rules = await seats.lockSeats(trx, eventId);
  if (!rules) {
    throw goneMeanwhile();
  }
  const current = await seats.findAnswer(trx, eventId, userId);
  const next = await decide(trx, rules, input, current);
  await seats.writeAnswer(trx, eventId, userId, next, nowIso);
  if (mayOpenSeats(current, next)) {
    await refillLocked(deps, trx, rules, nowIso);
  }
  return next;
}

/** Withdraws a member's answer to one event; their seat, if they had one, goes to the next who fits. */
export async function withdrawAnswer(deps: AppDeps, trx: Db, eventId: number, userId: number, nowIso: string): Promise<void> {
  const rules = await seats.lockSeats(trx, eventId);
  if (!rules) {
    return;
  }
  const current = await seats.findAnswer(trx, eventId, userId);
  await seats.deleteAnswer(trx, eventId, userId);
  if (mayOpenSeats(current, null)) {
    await refillLocked(deps, trx, rules, nowIso);
  }
}

/** Seats the first waiting who fit, after the capacity or the guests allowed changed. */
export async function refillSeats(deps: AppDeps, trx: Db, eventId: number, nowIso: string): Promise<number[]> {
  const rules = await seats.lockSeats(trx, eventId);
  return rules ? refillLocked(deps, trx, rules, nowIso) : [];
}

/** How many of the waitlist are read at a time while looking for who fits. */
const PAGE = 50;

async function refillLocked(deps: AppDeps, trx: Db, rules: SeatRules, nowIso: string): Promise<number[]> {
  const promoted: number[] = [];
  let free = rules.capacity === null ? Number.POSITIVE_INFINITY : rules.capacity - (await seats.seatsTaken(trx, rules.id));
  let after = 0;
  while (free > 0) {
    const page = await seats.waitingAfter(trx, rules.id, after, rules.capacity === null ? 10_000 : PAGE);
    for (const waiting of page) {
      if (1 + waiting.guests <= free) {
        promoted.push(waiting.user_id);
        free -= 1 + waiting.guests;
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) {
      break;
    }
    after = last.waitlist_seq;
  }
  await seats.seat(trx, rules.id, promoted, nowIso);
  await tellPromoted(deps, trx, rules.id, promoted);
  return promoted;
}

/**
 * A member leaves for good (account deletion), or leaves a community (`communityId`): their seats go
 * to the next who fit, and they leave the waitlists, of every event they can no longer come to.
 */
export async function giveUpSeats(deps: AppDeps, trx: Db, userId: number, nowIso: string, communityId?: number): Promise<void> {
  for (const eventId of await seats.seatedOrWaitingAt(trx, userId, nowIso, communityId)) {
    await withdrawAnswer(deps, trx, eventId, userId, nowIso);
  }
}
