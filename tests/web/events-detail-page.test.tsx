import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@contracts/events/schemas';
import { makeCommunity } from './communities-fixtures';
import { eventRoutes, makeEventDetail, makeEventListItem, openModalWith, removeLeftoverModals } from './events-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import type { ApiCall } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';
import { showEvent } from './support/show-event';

// Ionic's inputs do not take values in happy-dom: the form's fields are native ones here.
vi.mock('../../web/features/events/components/form-controls', async () => await import('./events-native-form-controls'));

const savedTz = process.env.TZ;
beforeAll(() => {
  // The viewer is in Paris, an hour ahead of the event's London.
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(removeLeftoverModals);

const currentPath = () => screen.getByTestId('current-path').textContent;
/** ion-button keeps its native button in a shadow root: click it by its text. */
const ionButton = (name: string) => screen.getByText(name, { selector: 'ion-button, ion-button *' });
/** The current answer is highlighted and pressed. */
const chosen = (name: string) => {
  const button = screen.getByRole('button', { name });
  return button.getAttribute('aria-pressed') === 'true' && button.classList.contains('chosen');
};
/** The open in-app confirmation (its form), found by its heading. */
const confirmDialog = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('form') as HTMLElement;
const rsvpCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/events/5/rsvp').map((call) => `${call.method} ${JSON.stringify(call.body ?? null)}`);

describe('/events/{id}', () => {
  it("shows title, creator, date in the long weekday form, the event's time with the viewer's beside it, place, price and About This Event", async () => {
    showEvent(makeEventDetail({ is_private: true }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Winter games night');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Private Event')).toBeTruthy();
    expect(screen.getByText('Thursday, 3 December 2026')).toBeTruthy();
    expect(document.querySelector('.event-time')?.textContent).toBe('19:00 – 22:00 (London) · 20:00 – 23:00 your time');
    expect(screen.getByText('The Board Room, 12 High St')).toBeTruthy();
    expect(screen.getByText('$10-20')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About This Event' })).toBeTruthy();
    expect(screen.getByText(/Snacks provided/).textContent).toBe('Bring a game.\nSnacks provided.');
    expect(screen.getByRole('link', { name: 'Board Game Night' }).getAttribute('href')).toBe('/communities/7');
  });

  it('has the Google Calendar link, and Event Link and WhatsApp Group only because they are set', async () => {
    showEvent(makeEventDetail());
    await screen.findByRole('heading', { level: 1 });
    const google = ionButton('Add to Google Calendar').closest('ion-button');
    expect(google?.getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Winter%20games%20night&dates=20261203T190000Z/20261203T220000Z' +
        '&details=Bring%20a%20game.%0ASnacks%20provided.&location=The%20Board%20Room%2C%2012%20High%20St',
    );
    expect(ionButton('Event Link').closest('ion-button')?.getAttribute('href')).toBe('https://example.com/games');
    expect(ionButton('WhatsApp Group').closest('ion-button')?.getAttribute('href')).toBe('https://chat.whatsapp.com/abc');
    expect(screen.queryByText('Buy Tickets')).toBeNull();
  });

  it('links the place to OpenStreetMap and to the maps app, says how soon it starts, and shows who is going', async () => {
    showEvent(makeEventDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe('https://www.openstreetmap.org/search?query=The%20Board%20Room%2C%2012%20High%20St');
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe('geo:0,0?q=The%20Board%20Room%2C%2012%20High%20St');
    expect(document.querySelector('.event-countdown')?.textContent).toMatch(/^(Today|Tomorrow) \d|^in \d+ (days|weeks)|^\w+ \d|Happening now|Ended/);
    expect(screen.getByText('Grace going')).toBeTruthy();
    expect(document.querySelector('.rsvp-going-people .people-avatar')?.textContent).toBe('G');
    expect(ionButton('Download .ics')).toBeTruthy();
  });

  it("shares through the phone's share sheet when there is one, else copies the link and says 'Link copied'", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    showEvent(makeEventDetail());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Share'));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Winter games night', url: `${window.location.origin}/events/5` }));
    expect(screen.queryByText('Link copied')).toBeNull();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("copies the link without a share sheet and shows 'Link copied', or 'Failed to copy link'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect('share' in navigator).toBe(false);
    showEvent(makeEventDetail());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Share'));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/5`);
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    fireEvent.click(ionButton('Share'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to copy link');
  });

  it('gives the creator Edit, Delete, Invite People and the creator panel; others get none of them', async () => {
    showEvent(makeEventDetail());
    await screen.findByRole('heading', { level: 1 });
    expect(ionButton('Edit')).toBeTruthy();
    expect(ionButton('Delete')).toBeTruthy();
    // The creator's panel loads as the page renders.
    expect(await screen.findByRole('heading', { name: 'Your event' })).toBeTruthy();
    expect(ionButton('Invite People')).toBeTruthy();
  });

  it("the creator's Edit goes to the community page and opens the event's form there (spec section 2)", async () => {
    const event = makeEventDetail();
    showEvent(event, {
      'GET /communities/7': { body: makeCommunity({ id: 7, name: 'Board Game Night' }) },
      'GET /events/community/7': { body: [makeEventListItem({ id: event.id, title: event.title })] },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Edit'));
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    const modal = await waitFor(() => {
      const open = openModalWith('form');
      expect(open).toBeDefined();
      return open as HTMLElement;
    });
    expect(within(modal).getByText('Edit Event')).toBeTruthy();
    expect(within(modal).getByText('Save Changes')).toBeTruthy();
    // The form is this event's: its title is filled in.
    expect(within(modal).getByLabelText<HTMLInputElement>(/Title/).value).toBe('Winter games night');
  });

  it('after Save on an event edited from its page, goes back to the event page', async () => {
    const event = makeEventDetail();
    const calls = showEvent(event, {
      'GET /communities/7': { body: makeCommunity({ id: 7, name: 'Board Game Night' }) },
      'GET /events/community/7': { body: [makeEventListItem({ id: event.id, title: event.title })] },
      'PUT /events/5': { body: { ...event, title: 'Winter games night (moved)' } },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Edit'));
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    const modal = await waitFor(() => {
      const open = openModalWith('form');
      expect(open).toBeDefined();
      return open as HTMLElement;
    });
    fireEvent.change(within(modal).getByLabelText(/Title/), { target: { value: 'Winter games night (moved)' } });
    fireEvent.submit(modal.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(currentPath()).toBe('/events/5'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/events/5']);
  });

  it('shows a community admin who is not the creator no Edit or Delete here (spec section 6)', async () => {
    showEvent(makeEventDetail({ is_creator: false, can_edit: true, can_delete: true, creator: { id: 2, username: 'grace', full_name: null, is_pro: false } }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('grace')).toBeTruthy();
    expect(screen.queryByText('Edit')).toBeNull();
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.queryByText('Invite People')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your event' })).toBeNull();
  });

  it('RSVPs going, changes to maybe and cancels, showing the answer each time', async () => {
    let current = makeEventDetail({ is_creator: false });
    const answer = (my: EventDetail['my_rsvp'], counts: EventDetail['rsvp_counts']) => {
      current = { ...current, my_rsvp: my, rsvp_counts: counts };
      return { body: current };
    };
    const calls = showEvent(current, {
      'POST /events/5/rsvp': (body) => {
        const status = (body as { status: 'going' | 'maybe' }).status;
        return answer(status, status === 'going' ? { going: 2, maybe: 0, not_going: 0, waitlisted: 0 } : { going: 1, maybe: 1, not_going: 0, waitlisted: 0 });
      },
      'DELETE /events/5/rsvp': () => answer(null, { going: 1, maybe: 0, not_going: 0, waitlisted: 0 }),
    });
    await screen.findByText('1 going · 0 maybe · 0 not going');
    expect(screen.queryByText('Cancel RSVP')).toBeNull();
    expect(chosen('Going')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Going' }));
    expect(await screen.findByText('2 going · 0 maybe · 0 not going')).toBeTruthy();
    expect(chosen('Going')).toBe(true);
    expect(ionButton('Cancel RSVP')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Maybe' }));
    expect(await screen.findByText('1 going · 1 maybe · 0 not going')).toBeTruthy();
    expect(chosen('Maybe')).toBe(true);
    expect(chosen('Going')).toBe(false);

    fireEvent.click(ionButton('Cancel RSVP'));
    expect(await screen.findByText('1 going · 0 maybe · 0 not going')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cancel RSVP')).toBeNull());
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"going"}', 'POST {"status":"maybe"}', 'DELETE null']));
    // Each write went through the outbox with its own Idempotency-Key.
    const keys = calls.filter((call) => call.path === '/events/5/rsvp').map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => key && /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
  });

  it('keeps an RSVP the server could not take (500) as waiting to sync, with no alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const calls = showEvent(makeEventDetail({ is_creator: false }), { 'POST /events/5/rsvp': { status: 500, body: { detail: 'boom', code: 'internal_error' } } });
    await screen.findByText('1 going · 0 maybe · 0 not going');
    fireEvent.click(screen.getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"going"}']));
    expect(chosen('Going')).toBe(true);
    expect(screen.getByText('2 going · 0 maybe · 0 not going')).toBeTruthy();
    expect(screen.getAllByText('Waiting to sync').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Pending changes (1)' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('rolls an RSVP back when the server refuses it for good, and says why', async () => {
    showEvent(makeEventDetail({ is_creator: false, title: 'Lido at dusk' }), { 'POST /events/5/rsvp': { status: 404, body: { detail: 'Event not found', code: 'not_found' } } });
    await screen.findByText('1 going · 0 maybe · 0 not going');
    fireEvent.click(screen.getByRole('button', { name: 'Going' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your RSVP to “Lido at dusk” could not be saved: Event not found');
    expect(chosen('Going')).toBe(false);
    expect(screen.getByText('1 going · 0 maybe · 0 not going')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('opens the attendee dialog from the counts, listing people by status', async () => {
    showEvent(
      makeEventDetail({
        rsvp_counts: { going: 1, maybe: 1, not_going: 1, waitlisted: 0 },
        rsvps: [
          { user: { id: 2, username: 'grace', full_name: 'Grace Hopper', is_pro: false }, status: 'going', guests: 0, waitlist_position: null, updated_at: '2026-11-02T10:00:00Z' },
          { user: { id: 3, username: 'alan', full_name: null, is_pro: false }, status: 'maybe', guests: 0, waitlist_position: null, updated_at: '2026-11-02T10:00:00Z' },
          { user: { id: 4, username: 'kath', full_name: 'Katherine Johnson', is_pro: false }, status: 'not_going', guests: 0, waitlist_position: null, updated_at: '2026-11-02T10:00:00Z' },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '1 going · 1 maybe · 1 not going' }));
    const dialog = await waitFor(() => {
      const modal = openModalWith('.attendee-group');
      expect(modal).toBeDefined();
      return within(modal as HTMLElement);
    });
    const group = (name: string) => dialog.getByRole('heading', { name, hidden: true }).closest('section') as HTMLElement;
    expect(within(group('Going (1)')).getByText('Grace Hopper')).toBeTruthy();
    expect(within(group('Maybe (1)')).getByText('alan')).toBeTruthy();
    expect(within(group('Not Going (1)')).getByText('Katherine Johnson')).toBeTruthy();
  });

  it('deletes after the in-app confirmation that names the event and asks the spec question, then goes to the community page', async () => {
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    const calls = showEvent(makeEventDetail(), { 'GET /communities/7': { status: 404 }, 'DELETE /events/5': { status: 204 } });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Delete'));
    const dialog = await confirmDialog('Delete “Winter games night”?');
    expect(within(dialog).getByText('Are you sure you want to delete this event?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.submit(dialog);
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/events/5')).toBe(true);
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it("does nothing when the confirmation is cancelled, and alerts 'Failed to delete event. Please try again.' on failure", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const calls = showEvent(makeEventDetail(), { 'DELETE /events/5': { status: 500, body: { detail: 'boom', code: 'internal_error' } } });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Delete'));
    fireEvent.click(within(await confirmDialog('Delete “Winter games night”?')).getByText('Cancel', { selector: 'ion-button' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delete “Winter games night”?' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(ionButton('Delete'));
    fireEvent.submit(await confirmDialog('Delete “Winter games night”?'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete event. Please try again.'));
    expect(currentPath()).toBe('/events/5');
  });

  it("shows 'Event not found' with Go Back for an unknown or hidden event", async () => {
    signIn();
    fakeApi({ ...eventRoutes({ body: makeUser() }, 9), 'GET /events/9': { status: 404, body: { detail: 'Event not found', code: 'not_found' } } });
    renderRoutes('/events/9');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Event not found');
    fireEvent.click(ionButton('Go Back'));
    await waitFor(() => expect(currentPath()).toBe('/events'));
  });
});
