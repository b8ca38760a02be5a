import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { DoorBatchAnswerSchema, MAX_DOOR_BATCH } from '@contracts/checkin/schemas';
import type { DoorBatchAction, DoorBatchAnswer } from '@contracts/checkin/schemas';
import { base64Url, ticketCode } from '@contracts/checkin/ticket-code';
import { dbClientName } from '../../../server/db';
import { issueApiToken } from '../../support/api-tokens';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { numberedMembers, startHostAndMembers } from '../../support/host-and-members';
import type { TestApp } from '../../support/test-app';
import { doorClient, minutesAgo } from './door-client';

/**
 * A door's queued writes sent together (POST /events/:id/check-ins/batch): each action answered as
 * its own route answers it, each once by its id however often the door sends it, and the door's
 * permission asked of the whole request first.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
let members: SignedInUser[];

beforeAll(async () => {
  ({ t, host, community, members } = await startHostAndMembers('Chess club', numberedMembers(6)));
});
afterAll(async () => {
  await t.close();
});

const { member, gamesNight, answer, ticketOf, rosterPage, attendance, checkInRows, mailsTo } = doorClient(() => ({ t, host, community, members }));

type Auth = { Authorization: string };

async function sendBatch(eventId: number, actions: DoorBatchAction[], by: Auth = host.auth): Promise<DoorBatchAnswer> {
  const res = await t.request().post(`/api/events/${eventId}/check-ins/batch`).set(by).send({ actions }).expect(200);
  return DoorBatchAnswerSchema.parse(res.body);
}

const checkInAction = (body: Record<string, unknown>, id = randomUUID()): DoorBatchAction => ({ type: 'check_in', id, body });

/** An event with members 0..n-1 going. */
async function eventWithGoing(n: number) {
  const event = await gamesNight();
  for (let i = 0; i < n; i += 1) {
    await answer(member(i), event.id, { status: 'going' });
  }
  return event;
}

describe('a batch of door actions', () => {
  it('runs check-ins by ticket and by name, an undo and a walk-in in order, each answered as its own route, the counts once', async () => {
    const event = await eventWithGoing(3);
    const ticket = await ticketOf(member(0), event.id);
    const walkInId = randomUUID();
    const byNameAt = minutesAgo(5);
    // An undo names the check-in it takes back by its time: the same instant, taken once.
    const undoneAt = minutesAgo(4);
    const result = await sendBatch(event.id, [
      checkInAction({ ticket: ticket.code, at: minutesAgo(6), door: 'Door 1' }),
      checkInAction({ user_id: member(1).user.id, at: byNameAt, door: 'Door 1' }),
      checkInAction({ user_id: member(2).user.id, at: undoneAt, door: 'Door 1' }),
      { type: 'undo', id: randomUUID(), body: { key: `m${member(2).user.id}`, at: undoneAt } },
      { type: 'walk_in', id: randomUUID(), body: { id: walkInId, name: 'Grace Hopper', door: 'Door 1' } },
    ]);
    expect(result.results.map((r) => [r.status, r.replayed])).toEqual([
      [200, false],
      [200, false],
      [200, false],
      [200, false],
      [201, false],
    ]);
    expect(result.results[0]?.answer).toMatchObject({ outcome: 'checked_in', entry: { user_id: member(0).user.id, check_in: { door: 'Door 1' } } });
    expect(result.results[1]?.answer).toMatchObject({ outcome: 'checked_in', entry: { user_id: member(1).user.id, check_in: { at: byNameAt } } });
    // The undo came after its check-in: member 2 is going and not checked in.
    expect(result.results[3]?.answer).toMatchObject({ undone: true, entry: { user_id: member(2).user.id, check_in: null } });
    expect(result.results[4]?.answer).toMatchObject({ invited: false, entry: { key: `w${walkInId}`, kind: 'walk_in', name: 'Grace Hopper' } });
    expect(result.counts).toEqual({ going: 4, checked_in: 2, going_not_checked_in: 2, walk_ins: 1, guests_checked_in: 0 });
    expect(await attendance(event.id)).toEqual(result.counts);
  });

  it('sent again after a lost answer changes nothing: every action answers what it answered first, and a walk-in is mailed once', async () => {
    const event = await eventWithGoing(2);
    const email = `walk-in-${randomUUID()}@example.com`;
    const undoneAt = minutesAgo(3);
    const actions: DoorBatchAction[] = [
      checkInAction({ user_id: member(0).user.id, at: undoneAt }),
      { type: 'undo', id: randomUUID(), body: { key: `m${member(0).user.id}`, at: undoneAt } },
      { type: 'walk_in', id: randomUUID(), body: { id: randomUUID(), name: 'Ada Byron', email } },
    ];
    const first = await sendBatch(event.id, actions);
    // Meanwhile another door checks member 0 in: a replayed check-in must not take it back.
    const later = await sendBatch(event.id, [checkInAction({ user_id: member(0).user.id, at: minutesAgo(1), door: 'Door 2' })]);
    expect(later.results[0]?.answer).toMatchObject({ outcome: 'checked_in' });
    const again = await sendBatch(event.id, actions);
    expect(again.results.map((r) => r.replayed)).toEqual([true, true, true]);
    expect(again.results.map(({ id, status, answer: a, error }) => ({ id, status, answer: a, error }))).toEqual(
      first.results.map(({ id, status, answer: a, error }) => ({ id, status, answer: a, error })),
    );
    const rows = await checkInRows(event.id);
    expect(rows.find((row) => row.person_key === `m${member(0).user.id}`)).toMatchObject({ door: 'Door 2' });
    expect(rows).toHaveLength(2);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers a refused action with its own route’s refusal, leaves nothing of it, and runs the others', async () => {
    const event = await eventWithGoing(2);
    await answer(member(1), event.id, { status: 'not_going' });
    const result = await sendBatch(event.id, [
      checkInAction({ ticket: ticketCode(event.id, base64Url(randomBytes(16))) }),
      checkInAction({ user_id: member(1).user.id }),
      checkInAction({ user_id: member(5).user.id }),
      checkInAction({ user_id: member(0).user.id }),
    ]);
    expect(result.results.map((r) => [r.status, r.error?.detail])).toEqual([
      [404, CHECKIN_MESSAGES.notATicket],
      [409, CHECKIN_MESSAGES.notGoingAnyMore],
      [404, CHECKIN_MESSAGES.notOnRoster],
      [200, undefined],
    ]);
    expect((await checkInRows(event.id)).map((row) => row.person_key)).toEqual([`m${member(0).user.id}`]);
    expect(result.counts.checked_in).toBe(1);
  });

  it('undoes nothing for a key of nobody on the roster, even one past any id', async () => {
    const event = await eventWithGoing(1);
    const result = await sendBatch(event.id, [
      { type: 'undo', id: randomUUID(), body: { key: 'm9999999999', at: minutesAgo(1) } },
      { type: 'undo', id: randomUUID(), body: { key: `w${randomUUID()}`, at: minutesAgo(1) } },
    ]);
    expect(result.results.map((r) => [r.status, r.answer])).toEqual([
      [200, { undone: false, entry: null }],
      [200, { undone: false, entry: null }],
    ]);
  });

  it('answers an action whose id a write sent alone used (an app updated before the answer came) with that answer', async () => {
    const event = await eventWithGoing(2);
    const id = randomUUID();
    const body = { user_id: member(0).user.id, at: minutesAgo(2), door: 'Door 1' };
    await t.request().post(`/api/events/${event.id}/check-ins`).set(host.auth).set('Idempotency-Key', id).send(body).expect(200);
    const result = await sendBatch(event.id, [checkInAction(body, id), checkInAction({ ...body, user_id: member(1).user.id })]);
    expect(result.results[0]).toMatchObject({ status: 200, replayed: true, answer: { outcome: 'checked_in', entry: { user_id: member(0).user.id } } });
    expect(await checkInRows(event.id)).toHaveLength(2);
    // The same id with another body is another request.
    const other = await sendBatch(event.id, [checkInAction({ ...body, door: 'Door 9' }, id)]);
    expect(other.results[0]).toMatchObject({ status: 422, error: { code: 'idempotency_key_reused' } });
  });

  it('refuses an id already used for a different action, for that action alone', async () => {
    const event = await eventWithGoing(2);
    const id = randomUUID();
    await sendBatch(event.id, [checkInAction({ user_id: member(0).user.id }, id)]);
    const result = await sendBatch(event.id, [checkInAction({ user_id: member(1).user.id }, id), checkInAction({ user_id: member(1).user.id })]);
    expect(result.results.map((r) => [r.status, r.error?.code])).toEqual([
      [422, 'idempotency_key_reused'],
      [200, undefined],
    ]);
    // An id used at another event is a different action too.
    const other = await eventWithGoing(1);
    const elsewhere = await sendBatch(other.id, [checkInAction({ user_id: member(0).user.id }, id)]);
    expect(elsewhere.results[0]?.status).toBe(422);
  });

  it('from two doors at once, checking in the same people, leaves one check-in each, the earlier standing', async () => {
    const event = await eventWithGoing(4);
    const people = [0, 1, 2, 3].map((i) => member(i).user.id);
    const doorOne = people.map((userId, i) => checkInAction({ user_id: userId, at: minutesAgo(10 - i), door: 'Door 1' }));
    const doorTwo = people.map((userId, i) => checkInAction({ user_id: userId, at: minutesAgo(i % 2 === 0 ? 20 : 1), door: 'Door 2' }));
    await Promise.all([sendBatch(event.id, doorOne), sendBatch(event.id, doorTwo)]);
    const rows = await checkInRows(event.id);
    expect(rows).toHaveLength(4);
    const doors = new Map(rows.map((row) => [row.person_key, row.door]));
    expect(people.map((userId) => doors.get(`m${userId}`))).toEqual(['Door 2', 'Door 1', 'Door 2', 'Door 1']);
    expect((await rosterPage(event.id)).counts.checked_in).toBe(4);
  });
});

describe('a batch that fails on our side', () => {
  /** Makes the database refuse a walk-in by this name as a fault (not a refusal the client is told of). */
  async function failWalkInsNamed(name: string): Promise<() => Promise<void>> {
    const db = t.deps.db;
    if (dbClientName(db) === 'postgres') {
      await db.raw(`create or replace function batch_test_fault() returns trigger as $$ begin if new.walk_in_name = '${name}' then raise exception 'fault'; end if; return new; end $$ language plpgsql`);
      await db.raw('create trigger batch_test_fault before insert on event_check_ins for each row execute function batch_test_fault()');
      return async () => {
        await db.raw('drop trigger batch_test_fault on event_check_ins');
        await db.raw('drop function batch_test_fault()');
      };
    }
    await db.raw(`create trigger batch_test_fault before insert on event_check_ins when new.walk_in_name = '${name}' begin select raise(abort, 'fault'); end`);
    return async () => {
      await db.raw('drop trigger batch_test_fault');
    };
  }

  it('keeps nothing of it (no check-in, no id) and answers 500, so the door sends it all again', async () => {
    const event = await eventWithGoing(1);
    const actions: DoorBatchAction[] = [checkInAction({ user_id: member(0).user.id }), { type: 'walk_in', id: randomUUID(), body: { id: randomUUID(), name: 'Fault Line' } }];
    const restore = await failWalkInsNamed('Fault Line');
    try {
      await t.request().post(`/api/events/${event.id}/check-ins/batch`).set(host.auth).send({ actions }).expect(500);
    } finally {
      await restore();
    }
    expect(await checkInRows(event.id)).toEqual([]);
    const again = await sendBatch(event.id, actions);
    expect(again.results.map((r) => [r.status, r.replayed])).toEqual([
      [200, false],
      [201, false],
    ]);
  });
});

describe('who may send a batch', () => {
  it('a member who may not edit the event gets the door’s 403 before any ticket is looked at, and nothing is kept', async () => {
    const event = await eventWithGoing(1);
    const ticket = await ticketOf(member(0), event.id);
    const real = await t.request().post(`/api/events/${event.id}/check-ins/batch`).set(member(1).auth).send({ actions: [checkInAction({ ticket: ticket.code })] }).expect(403);
    const random = await t
      .request()
      .post(`/api/events/${event.id}/check-ins/batch`)
      .set(member(1).auth)
      .send({ actions: [checkInAction({ ticket: ticketCode(event.id, base64Url(randomBytes(16))) })] })
      .expect(403);
    expect(real.body).toEqual(random.body);
    expect(real.body).toMatchObject({ detail: CHECKIN_MESSAGES.organisersOnly });
    expect(await checkInRows(event.id)).toEqual([]);
  });

  it("the organiser's read-write developer token sends one; a read-only token is refused", async () => {
    const event = await eventWithGoing(1);
    const readOnly = await issueApiToken(t, host.user.id, 'read_only');
    const refused = await t.request().post(`/api/events/${event.id}/check-ins/batch`).set(readOnly).send({ actions: [checkInAction({ user_id: member(0).user.id })] }).expect(403);
    expect(refused.body).toMatchObject({ code: 'read_only_token' });
    const readWrite = await issueApiToken(t, host.user.id, 'read_write');
    expect((await sendBatch(event.id, [checkInAction({ user_id: member(0).user.id })], readWrite)).results[0]?.status).toBe(200);
  });
});

describe('a malformed batch', () => {
  it('is a 400 naming what is wrong, and runs nothing', async () => {
    const event = await eventWithGoing(1);
    const post = (body: unknown) => t.request().post(`/api/events/${event.id}/check-ins/batch`).set(host.auth).send(body as object);
    const fieldsOf = (body: unknown) => (body as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];
    const tooMany = Array.from({ length: MAX_DOOR_BATCH + 1 }, () => checkInAction({ user_id: member(0).user.id }));
    expect(fieldsOf((await post({ actions: tooMany }).expect(400)).body)).toEqual(['actions']);
    expect(fieldsOf((await post({ actions: [] }).expect(400)).body)).toEqual(['actions']);
    const id = randomUUID();
    expect(fieldsOf((await post({ actions: [checkInAction({ user_id: member(0).user.id }, id), checkInAction({ user_id: member(0).user.id }, id)] }).expect(400)).body)).toEqual(['actions']);
    expect(fieldsOf((await post({ actions: [{ type: 'teleport', id, body: {} }] }).expect(400)).body)).toEqual(['actions.0.type']);
    expect(fieldsOf((await post({ actions: [checkInAction({ user_id: member(0).user.id, at: 'yesterday' })] }).expect(400)).body)).toEqual(['actions.0.body.at']);
    expect(fieldsOf((await post({ actions: [{ type: 'undo', id, body: { key: 'x', at: minutesAgo(1) } }] }).expect(400)).body)).toEqual(['actions.0.body.key']);
    expect(await checkInRows(event.id)).toEqual([]);
  });
});
