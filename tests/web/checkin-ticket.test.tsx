import { cleanup, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import type { Ticket } from '@contracts/checkin/schemas';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { TICKET_DB_NAME, readSavedTicket, saveTicket } from '../../web/lib/local-store/ticket-store';
import { eventRoutes, makeEventDetail, makeEventListItem, removeLeftoverModals } from './events-fixtures';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import type { ApiCall } from './support/fake-api';
import { putSavedCopy } from './support/saved-copy';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

const savedTz = process.env.TZ;
beforeAll(() => {
  // The viewer is in Paris, an hour ahead of the event's London.
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

afterEach(async () => {
  await removeLeftoverModals();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(TICKET_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
});

const TOKEN = 'good';
const ada = makeUser({ id: 1, full_name: 'Ada Lovelace' });
const TICKET: Ticket = { event_id: 5, code: 'GT1.5.q83vEjRWeJq83vEjRWeJqw', holder_name: 'Ada Lovelace', guests: 1, issued_at: '2026-11-29T10:00:00.000Z' };
const GOING = makeEventDetail({ my_rsvp: 'going', my_guests: 1, can_edit: false, can_delete: false, is_creator: false });

/** A time some days from now: a coming event stays to come whenever the test runs. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const ticketCalls = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/events/5/ticket');

/**
 * Reads the drawn QR code back as a phone's camera would: the SVG's modules (1 by 1 squares of its
 * path, on its white square) painted into pixels, then decoded by jsQR.
 */
function decodeDrawnQr(svg: Element): string | null {
  const side = Number((svg.getAttribute('viewBox') ?? '').split(' ')[2]);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const dark = new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
  const scale = 6;
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = dark.has(`${Math.floor(x / scale)},${Math.floor(y / scale)}`) ? 0 : 255;
      pixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

/** A browser with no network: every request fails as fetch does offline. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetchMock = vi.fn((_input: string) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What an earlier online visit left: Ada signed in on this device, her saved copy holding who she is. */
async function savedVisit() {
  localStorage.setItem('token', TOKEN);
  await writeDeviceSession(localDb(), TOKEN, ada.id);
  const state = { data: ada, dataUpdatedAt: Date.now(), status: 'success', dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' };
  await putSavedCopy({ userId: ada.id, lastSyncedAt: Date.now(), queries: [{ queryHash: '["session","me"]', queryKey: ['session', 'me'], state }] });
}

describe('/events/{id}/ticket', () => {
  it('asks for the ticket once, draws a QR code that reads back as its code, with the name, guests and when, and keeps it on the device', async () => {
    signIn(TOKEN);
    const calls = fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: GOING }, 'POST /events/5/ticket': { body: TICKET } });
    renderRoutes('/events/5/ticket');

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(decodeDrawnQr(qr)).toBe(TICKET.code);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('+1 guest')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Winter games night' })).toBeTruthy();
    expect(screen.getByText('19:00 – 22:00 (London)')).toBeTruthy();
    expect(screen.getByText('20:00 – 23:00 your time')).toBeTruthy();
    expect(screen.getByText(/moves it there/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(ticketCalls(calls)).toHaveLength(1);
    await waitFor(async () => expect((await readSavedTicket(5))?.ticket.code).toBe(TICKET.code));

    // Opened again on this device: the kept ticket, no new one (a new one would retire this).
    cleanup();
    renderRoutes('/events/5/ticket');
    expect(decodeDrawnQr(await screen.findByRole('img', { name: /QR code/ }))).toBe(TICKET.code);
    expect(ticketCalls(calls)).toHaveLength(1);
  });

  it('opens offline from the ticket kept on the device, asking nothing', async () => {
    await savedVisit();
    await saveTicket({ eventId: 5, userId: ada.id, ticket: TICKET, event: { title: 'Winter games night', start_datetime: GOING.start_datetime, end_datetime: GOING.end_datetime, time_zone: 'Europe/London' }, savedAt: Date.now() });
    const fetchMock = goOffline();
    renderRoutes('/events/5/ticket');

    expect(decodeDrawnQr(await screen.findByRole('img', { name: /QR code/ }))).toBe(TICKET.code);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Winter games night' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([input]) => input).filter((url) => url.includes('/ticket'))).toEqual([]);
  });

  it('offline with no ticket kept, says to open it once while online', async () => {
    await savedVisit();
    const fetchMock = goOffline();
    renderRoutes('/events/5/ticket');

    expect(await screen.findByText('Open your ticket once while online to keep it on this device')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => input).filter((url) => url.includes('/ticket'))).toEqual([]);
  });

  it("asks anew when the ticket kept on the device is someone else's", async () => {
    signIn(TOKEN);
    await saveTicket({ eventId: 5, userId: 2, ticket: { ...TICKET, code: 'GT1.5.AAAAAAAAAAAAAAAAAAAAAA', holder_name: 'Grace Hopper' }, event: null, savedAt: Date.now() });
    const calls = fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: GOING }, 'POST /events/5/ticket': { body: TICKET } });
    renderRoutes('/events/5/ticket');

    expect(decodeDrawnQr(await screen.findByRole('img', { name: /QR code/ }))).toBe(TICKET.code);
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    expect(ticketCalls(calls)).toHaveLength(1);
    await waitFor(async () => expect((await readSavedTicket(5))?.userId).toBe(ada.id));
  });

  it("shows the server's own words when a member on the waitlist asks, and keeps nothing", async () => {
    signIn(TOKEN);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      ...eventRoutes({ body: ada }),
      'GET /events/5': { body: makeEventDetail({ my_rsvp: 'waitlisted', my_waitlist_position: 2, can_edit: false, is_creator: false }) },
      'POST /events/5/ticket': { status: 409, body: { detail: CHECKIN_MESSAGES.ticketOnWaitlist, code: 'conflict' } },
    });
    renderRoutes('/events/5/ticket');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(CHECKIN_MESSAGES.ticketOnWaitlist);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(await readSavedTicket(5)).toBeUndefined();
  });

  it('stops showing a kept ticket once the server says the member is no longer going', async () => {
    signIn(TOKEN);
    await saveTicket({ eventId: 5, userId: ada.id, ticket: TICKET, event: null, savedAt: Date.now() - 60_000 });
    const calls = fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: makeEventDetail({ my_rsvp: 'maybe', can_edit: false, is_creator: false }) } });
    renderRoutes('/events/5/ticket');

    expect((await screen.findByRole('alert')).textContent).toBe(CHECKIN_MESSAGES.ticketOnlyWhenGoing);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(ticketCalls(calls)).toHaveLength(0);
    await waitFor(async () => expect(await readSavedTicket(5)).toBeUndefined());
  });

  it('sends a guest to /login', async () => {
    fakeApi(eventRoutes({ status: 401, body: { detail: 'Not signed in', code: 'unauthorized' } }));
    renderRoutes('/events/5/ticket');
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/login'));
  });
});

describe('ticket on sign-out', () => {
  it('is deleted with the rest of the member’s data', async () => {
    const { runSignOutHooks } = await import('../../web/lib/sign-out-hooks');
    await import('../../web/lib/offline/offline-sign-out');
    await writeDeviceSession(localDb(), TOKEN, ada.id);
    await saveTicket({ eventId: 5, userId: ada.id, ticket: TICKET, event: null, savedAt: Date.now() });
    await saveTicket({ eventId: 6, userId: 2, ticket: { ...TICKET, event_id: 6 }, event: null, savedAt: Date.now() });
    await runSignOutHooks(TOKEN);
    expect(await readSavedTicket(5)).toBeUndefined();
    expect((await readSavedTicket(6))?.userId).toBe(2);
  });
});

describe('ticket when the server ends the session', () => {
  it('is deleted with the saved copy on a 401', async () => {
    const { setUnauthorizedHandler, signalUnauthorized } = await import('../../web/lib/api-client');
    await import('../../web/lib/offline/session-ended');
    setUnauthorizedHandler(() => undefined);
    localStorage.setItem('token', TOKEN);
    await writeDeviceSession(localDb(), TOKEN, ada.id);
    await saveTicket({ eventId: 5, userId: ada.id, ticket: TICKET, event: null, savedAt: Date.now() });
    signalUnauthorized(TOKEN);
    await waitFor(async () => expect(await readSavedTicket(5)).toBeUndefined());
    setUnauthorizedHandler(null);
  });
});

describe('the Ticket button on the event page', () => {
  it('shows for a member going and links to the ticket screen', async () => {
    signIn(TOKEN);
    fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: { ...GOING, start_datetime: inDays(3), end_datetime: null } } });
    renderRoutes('/events/5');
    const link = await screen.findByRole('link', { name: 'Ticket' });
    expect(link.getAttribute('href')).toBe('/events/5/ticket');
  });

  it('does not show for maybe, waitlisted or no answer', async () => {
    signIn(TOKEN);
    for (const my_rsvp of ['maybe', 'waitlisted', null] as const) {
      fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: makeEventDetail({ my_rsvp, can_edit: false, is_creator: false }) } });
      renderRoutes('/events/5');
      expect(await screen.findByRole('heading', { level: 1, name: 'Winter games night' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Ticket/ })).toBeNull();
      cleanup();
    }
  });

  it('says when the member was checked in, in their own zone', async () => {
    signIn(TOKEN);
    const started = makeEventDetail({ ...GOING, start_datetime: '2026-11-20T18:00:00.000Z', end_datetime: '2026-11-20T22:00:00.000Z', my_check_in: { at: '2026-11-20T18:02:11.000Z', door: 'Door 2' } });
    fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: started } });
    renderRoutes('/events/5');
    expect(await screen.findByText('You were checked in at 19:02')).toBeTruthy();
  });
});

describe('attendance on the event page', () => {
  const STARTED = { start_datetime: '2026-11-20T18:00:00.000Z', end_datetime: '2026-11-20T22:00:00.000Z' };
  const COUNTS = { going: 60, checked_in: 42, going_not_checked_in: 18, walk_ins: 3, guests_checked_in: 5 };

  it("shows an organiser who came, and Door mode", async () => {
    signIn(TOKEN);
    const calls = fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: makeEventDetail(STARTED) }, 'GET /events/5/attendance': { body: COUNTS } });
    renderRoutes('/events/5');
    const panel = await screen.findByRole('region', { name: 'Attendance' });
    await waitFor(() => expect(within(panel).getByText('42')).toBeTruthy());
    const count = (label: string) => within(panel).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(count('Checked in')).toBe('42');
    expect(count('Going, not checked in')).toBe('18');
    expect(count('Walk-ins')).toBe('3');
    expect(count('Guests')).toBe('5');
    expect(screen.getByRole('link', { name: 'Door mode' }).getAttribute('href')).toBe('/events/5/door');
    expect(calls.filter((call) => call.path === '/events/5/attendance')).toHaveLength(1);
  });

  it('says so when the attendance cannot be read, and reads it on Try Again', async () => {
    signIn(TOKEN);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    fakeApi({
      ...eventRoutes({ body: ada }),
      'GET /events/5': { body: makeEventDetail(STARTED) },
      'GET /events/5/attendance': () => (fail ? { status: 500, body: { detail: 'boom', code: 'internal_error' } } : { body: COUNTS }),
    });
    renderRoutes('/events/5');
    const panel = await screen.findByRole('region', { name: 'Attendance' });
    expect((await within(panel).findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Could not load the attendance.');
    fail = false;
    within(panel).getByRole('button', { name: 'Try Again' }).click();
    expect(await within(panel).findByText('42')).toBeTruthy();
  });

  it('neither shows nor asks for it for a member who may not edit the event', async () => {
    signIn(TOKEN);
    const calls = fakeApi({ ...eventRoutes({ body: ada }), 'GET /events/5': { body: makeEventDetail({ ...STARTED, my_rsvp: 'going', can_edit: false, can_delete: false, is_creator: false }) } });
    renderRoutes('/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter games night' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Door mode' })).toBeNull();
    expect(calls.filter((call) => call.path === '/events/5/attendance')).toHaveLength(0);
  });
});

describe('the Ticket button on Up next and the Attending list', () => {
  const EVENTS = [
    makeEventListItem({ id: 8, title: 'Open mic', my_rsvp: 'going', start_datetime: inDays(2), end_datetime: null }),
    makeEventListItem({ id: 9, title: 'Pier walk', my_rsvp: 'maybe', start_datetime: inDays(3), end_datetime: null }),
    makeEventListItem({ id: 10, title: 'Lido at dusk', my_rsvp: 'waitlisted', capacity: 12, seats_taken: 12, start_datetime: inDays(4), end_datetime: null }),
  ];
  const routes = { 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': { body: ada }, 'GET /events/attending': { body: EVENTS }, 'GET /event-invites/my-invites': { body: [] } };
  const tickets = (within: HTMLElement) =>
    Array.from(within.querySelectorAll('a')).filter((link) => link.textContent?.startsWith('Ticket')).map((link) => `${link.textContent} ${link.getAttribute('href')}`);

  it('shows on Up next beside an event the member is going to only', async () => {
    signIn(TOKEN);
    fakeApi(routes);
    renderRoutes('/home');
    const list = await screen.findByRole('list', { name: 'Your next events' });
    expect(within(list).getByRole('link', { name: 'Ticket for Open mic' })).toBeTruthy();
    expect(tickets(list)).toEqual(['Ticket for Open mic /events/8/ticket']);
  });

  it('shows on the Attending list beside an event the member is going to only', async () => {
    signIn(TOKEN);
    fakeApi(routes);
    renderRoutes('/events');
    expect(await screen.findByRole('link', { name: 'Ticket for Open mic' })).toBeTruthy();
    expect(tickets(document.querySelector('.event-list') as HTMLElement)).toEqual(['Ticket for Open mic /events/8/ticket']);
  });

  it('does not show on a past event', async () => {
    signIn(TOKEN);
    fakeApi({ ...routes, 'GET /events/attending': { body: [makeEventListItem({ id: 8, title: 'Open mic', my_rsvp: 'going', start_datetime: inDays(-3), end_datetime: inDays(-2.9) })] } });
    renderRoutes('/events');
    expect(await screen.findByText('Open mic')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ticket/ })).toBeNull();
  });
});
