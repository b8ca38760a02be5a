import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventDetail } from '@contracts/events/schemas';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { drainOutbox } from '../../web/lib/outbox/core/drain';
import type { OutboxRow } from '../../web/lib/outbox/core/outbox-types';
import { eventWithPendingRsvp } from '../../web/lib/outbox/local-view';
import { queueWrite } from '../../web/lib/outbox/queue-write';
import { rsvpWrite } from '../../web/lib/outbox/writes';
import { eventRoutes, makeEventDetail, makeEventListItem } from './events-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { ok, outboxServer } from './support/outbox-server';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

const ADA = { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false };
const LIDO = { id: 5, title: 'Lido at dusk' };

/** The server's answer to a going that found the event full: Ada waits, third in line. */
const WAITLISTED: EventDetail = makeEventDetail({
  id: LIDO.id,
  title: LIDO.title,
  capacity: 12,
  seats_taken: 12,
  rsvp_counts: { going: 12, maybe: 0, not_going: 0, waitlisted: 3 },
  my_rsvp: 'waitlisted',
  my_waitlist_position: 3,
});

const rows = async (): Promise<OutboxRow[]> => (await localDb().outbox.toArray()).sort((a, b) => a.seq - b.seq);
const deps = (fetch: typeof globalThis.fetch) => ({ db: localDb(), fetch, now: Date.now, random: () => 0.5, apiBase: '/api' });

describe('a going queued offline that finds the event full', () => {
  beforeEach(async () => {
    await writeDeviceSession(localDb(), 'token-ada', ADA.id);
  });

  it('is kept as a notice for the member, no longer pending and never sent again', async () => {
    const queued = await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    const server = outboxServer(() => ok(WAITLISTED));

    const report = await drainOutbox(deps(server.fetch), { force: true });
    await drainOutbox(deps(server.fetch), { force: true });

    expect(server.requests).toHaveLength(1);
    expect(report).toMatchObject({ remaining: 0, rejected: [] });
    expect(await rows()).toMatchObject([{ id: queued.id, status: 'waitlisted', waitlisted: { title: 'Lido at dusk', position: 3 } }]);
    // The server's answer is what the event page shows: on the waitlist, nothing pending on top.
    expect(eventWithPendingRsvp(WAITLISTED, await rows())).toEqual({ event: WAITLISTED, pending: false });
  });

  it('leaves nothing behind when the going got a seat', async () => {
    await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    const seated = { ...WAITLISTED, seats_taken: 12, my_rsvp: 'going', my_waitlist_position: null };
    const server = outboxServer(() => ok(seated));
    await drainOutbox(deps(server.fetch), { force: true });
    expect(await rows()).toEqual([]);
  });

  it('is no news when the member chose Join waitlist: the page shows their place, and no notice is kept', async () => {
    await queueWrite(rsvpWrite(LIDO, 'going', ADA, { knownFull: true }));
    const server = outboxServer(() => ok(WAITLISTED));
    await drainOutbox(deps(server.fetch), { force: true });
    expect(server.requests).toHaveLength(1);
    expect(await rows()).toEqual([]);
  });
});

describe('the notice above the page', () => {
  it('tells the member they are on the waitlist (not as an error), links the event, and goes once read', async () => {
    signIn();
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'POST /events/5/rsvp': { body: WAITLISTED },
      'GET /events/attending': { body: [makeEventListItem({ id: 5, title: 'Lido at dusk', capacity: 12, seats_taken: 12, my_rsvp: 'waitlisted' })] },
    });
    await queueWrite(rsvpWrite(LIDO, 'going', ADA));
    renderRoutes('/events');

    const notice = await screen.findByText(/was full when your answer arrived/);
    expect(notice.textContent).toBe("“Lido at dusk” was full when your answer arrived. You're #3 on the waitlist. See the event");
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'See the event' }).getAttribute('href')).toBe('/events/5');
    expect(screen.queryByRole('button', { name: /Pending changes/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/was full when your answer arrived/)).toBeNull());
    expect(await rows()).toEqual([]);
  });
});
