import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PushPayloadSchema } from '@contracts/push/schemas';
import { saveSubscription } from '../../../server/features/push/repo';
import { confirmEmail, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { startLocalPushService, trustingAgent } from '../../support/push-service';
import type { LocalPushService } from '../../support/push-service';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let push: LocalPushService;
let t: TestApp;
let host: SignedInUser;
let going: SignedInUser;
let maybe: SignedInUser;
let notGoing: SignedInUser;
let communityId: number;

/** Subscribes a user's browser at the local push service (whose port is not 443, so straight into the table). */
async function subscribeBrowser(who: SignedInUser, answer = 201) {
  const sub = push.subscribe(answer);
  await saveSubscription(t.deps.db, who.user.id, sub, new Date().toISOString());
  return sub;
}

beforeAll(async () => {
  push = await startLocalPushService();
  t = await createTestApp({ vapid: { publicKey: null, privateKey: null, subject: 'mailto:ops@gather.test' } }, { pushAgent: trustingAgent(push) });
  [host, going, maybe, notGoing] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
  // notGoing is invited by e-mail below: an invitation reaches an address's proven owner only.
  await confirmEmail(t, notGoing);
  const c = await t.request().post('/api/communities/').set(host.auth).send({ name: 'Runners' }).expect(201);
  communityId = (c.body as { id: number }).id;
  for (const who of [going, maybe, notGoing]) {
    await t.request().post('/api/communities/join').set(who.auth).send({ invite_code: (c.body as { invite_code: string }).invite_code }).expect(200);
  }
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(() => {
  push.received.length = 0;
});

async function eventWithReplies(start = '2031-06-04T18:00:00Z'): Promise<number> {
  const e = await t.request().post('/api/events/').set(host.auth).send({ community_id: communityId, title: 'Park run', start_datetime: start, time_zone: 'Europe/London', location: 'North gate' }).expect(201);
  const id = (e.body as { id: number }).id;
  for (const [who, status] of [[going, 'going'], [maybe, 'maybe'], [notGoing, 'not_going'], [host, 'going']] as const) {
    await t.request().post(`/api/events/${id}/rsvp`).set(who.auth).send({ status }).expect(200);
  }
  return id;
}

const payloads = () => push.received.map((r) => ({ endpoint: r.endpoint, ...PushPayloadSchema.parse(JSON.parse(r.payload)) }));

describe('notifications through a real push service', () => {
  it('tells going and maybe members what changed, in plain words, signed with VAPID and encrypted', async () => {
    const subs = await Promise.all([going, maybe, notGoing, host].map((who) => subscribeBrowser(who)));
    const id = await eventWithReplies();
    await t.request().put(`/api/events/${id}`).set(host.auth).send({ start_datetime: '2031-06-04T19:00:00Z', location: 'South gate' }).expect(200);
    await t.drainPush();

    expect(push.rejected).toEqual([]);
    const got = payloads();
    expect(got.map((p) => p.endpoint).sort()).toEqual([subs[0]?.endpoint, subs[1]?.endpoint].sort());
    expect(got[0]).toMatchObject({ title: 'Park run', body: 'Moved from Wed 4 Jun, 19:00 to 20:00 (London) · New place: South gate', url: `/events/${id}`, tag: `event-${id}` });
    expect(push.received[0]?.vapid).toMatchObject({ subject: 'mailto:ops@gather.test', audience: push.origin, publicKey: t.deps.vapid.publicKey });
    expect(push.received[0]?.ttl).toBe('86400');
    // One topic per event: a repeat, or a newer change of the same event, replaces a message still waiting.
    expect(push.received[0]?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('tells a member going to every date of a recurring event once, in plain words, when the dates change', async () => {
    const [sub, hostSub] = await Promise.all([subscribeBrowser(going), subscribeBrowser(host)]);
    // Every Wednesday at 19:00 in London from 4 June 2031.
    const e = await t
      .request()
      .post('/api/events/')
      .set(host.auth)
      .send({ community_id: communityId, title: 'Park run', start_datetime: '2031-06-04T18:00:00Z', time_zone: 'Europe/London', repeat: { frequency: 'weekly', interval: 1, weekdays: ['WE'], ending: { type: 'never' } } })
      .expect(201);
    const first = e.body as { id: number; series: { id: number } };
    await t.request().post(`/api/events/${first.id}/rsvp`).set(going.auth).send({ status: 'going', scope: 'series' }).expect(200);
    const dates = await t.request().get(`/api/events/community/${communityId}`).query({ from: '2031-06-01T00:00:00Z', to: '2031-07-01T00:00:00Z' }).set(going.auth).expect(200);
    const third = (dates.body as { id: number; series_id: number | null }[]).filter((item) => item.series_id === first.series.id)[2];
    push.received.length = 0;
    await t.request().put(`/api/events/${third?.id}`).query({ scope: 'following' }).set(host.auth).send({ start_datetime: '2031-06-18T18:30:00Z' }).expect(200);
    await t.drainPush();

    const got = payloads();
    // One notification for the change of every date, not one per date; none to the host who made it.
    expect(got.filter((p) => p.endpoint === sub?.endpoint)).toHaveLength(1);
    expect(got.map((p) => p.endpoint)).not.toContain(hostSub?.endpoint);
    expect(got.find((p) => p.endpoint === sub?.endpoint)).toMatchObject({ title: 'Park run', body: 'From Wed 18 Jun: Every Wednesday at 19:30 (London)', url: `/events/${third?.id}` });
  });

  it('stays quiet when nothing a member cares about changed', async () => {
    await subscribeBrowser(going);
    const id = await eventWithReplies();
    await t.request().put(`/api/events/${id}`).set(host.auth).send({ description: 'Bring water', event_link: 'https://run.example' }).expect(200);
    await t.drainPush();
    expect(push.received).toEqual([]);
  });

  it('tells them when the event is cancelled', async () => {
    await subscribeBrowser(maybe);
    const id = await eventWithReplies();
    await t.request().delete(`/api/events/${id}`).set(host.auth).expect(204);
    await t.drainPush();
    expect(payloads().find((p) => p.tag === `event-${id}`)).toMatchObject({ title: 'Cancelled: Park run', body: 'Was planned for Wed 4 Jun, 19:00 (London) · North gate' });
  });

  it('tells a signed-up person about a new invitation, opening its join page', async () => {
    const phone = await subscribeBrowser(notGoing);
    const id = await eventWithReplies();
    const inv = await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: id, invited_email: notGoing.email }).expect(201);
    await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: id, invited_email: 'nobody-yet@example.com' }).expect(201);
    await t.drainPush();
    const code = (inv.body as { invite_code: string }).invite_code;
    expect(payloads().filter((p) => p.tag.startsWith('invite-') && p.endpoint === phone.endpoint)).toEqual([
      expect.objectContaining({ title: 'Invitation: Park run', url: `/join-event/${code}`, body: expect.stringContaining('invited you · Wed 4 Jun, 19:00 (London)') as unknown }),
    ]);
  });

  it('tells a member who left the community nothing more of its events: neither a change nor a cancellation', async () => {
    const leaver = await signUp(t);
    const code = ((await t.request().get(`/api/communities/${communityId}`).set(host.auth).expect(200)).body as { invite_code: string }).invite_code;
    await t.request().post('/api/communities/join').set(leaver.auth).send({ invite_code: code }).expect(200);
    const phone = await subscribeBrowser(leaver);
    const stays = await subscribeBrowser(maybe);
    const id = await eventWithReplies();
    await t.request().post(`/api/events/${id}/rsvp`).set(leaver.auth).send({ status: 'going' }).expect(200);
    await t.request().post(`/api/communities/${communityId}/leave`).set(leaver.auth).expect(204);

    await t.request().put(`/api/events/${id}`).set(host.auth).send({ title: 'Secret run', location: 'Back door' }).expect(200);
    await t.request().delete(`/api/events/${id}`).set(host.auth).expect(204);
    await t.drainPush();
    expect(payloads().filter((p) => p.endpoint === phone.endpoint)).toEqual([]);
    // Those still in the community hear both.
    expect(payloads().filter((p) => p.endpoint === stays.endpoint).map((p) => p.title)).toEqual(['Secret run', 'Cancelled: Secret run']);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const gone = await subscribeBrowser(going, 410);
    const id = await eventWithReplies();
    await t.request().put(`/api/events/${id}`).set(host.auth).send({ title: 'Park run (moved)' }).expect(200);
    await t.drainPush();
    expect(await t.deps.db('push_subscriptions').where({ endpoint: gone.endpoint })).toEqual([]);
    expect(await t.deps.db('push_deliveries')).toEqual([]);
  });
});
