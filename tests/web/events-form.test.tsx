import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventListItem } from '@contracts/events/schemas';
import { AppProviders } from '../../web/app/providers';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { CommunityEventsSection } from '../../web/features/events';
import { makeEventDetail, makeEventListItem, removeLeftoverModals } from './events-fixtures';
import { openEventForm, setValue } from './support/event-form';
import { CAPACITY_HELP } from '../../web/features/events/components/seats-fields';
import { fakeApi } from './support/fake-api';
import type { ApiCall } from './support/fake-api';

vi.mock('../../web/features/events/components/form-controls', async () => await import('./events-native-form-controls'));

const savedTz = process.env.TZ;
beforeAll(() => {
  // A browser zone that is not one of the spec's twelve.
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(removeLeftoverModals);

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

function renderSection(canCreateEvents = true) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/communities/7']} future={ROUTER_FUTURE}>
        <CurrentPath />
        <Routes>
          <Route path="/communities/7" element={<CommunityEventsSection communityId={7} canCreateEvents={canCreateEvents} />} />
          <Route path="/events/:id" element={<p>event page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('event form', () => {
  it('lists upcoming events first and past ones in their own tab, from the community events call', async () => {
    const upcoming: EventListItem = makeEventListItem({ id: 5, title: 'Winter games night' });
    const past: EventListItem = makeEventListItem({ id: 4, title: 'Autumn games night', start_datetime: '2025-10-01T18:00:00Z', end_datetime: null });
    const calls = fakeApi({ 'GET /events/community/7': { body: [upcoming] } });
    renderSection(false);
    const link = await screen.findByRole('link', { name: /Winter games night/ });
    expect(link.getAttribute('href')).toBe('/events/5');
    expect(screen.queryByText('Create Event')).toBeNull();
    expect(calls.find((call) => call.path === '/events/community/7')).toBeDefined();

    fakeApi({ 'GET /events/community/7': (_body) => ({ body: [past] }) });
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('link', { name: /Autumn games night/ })).toBeTruthy();
  });

  it("starts in the browser's zone, added by its city when it is not one of the twelve, and applies the picker rules", async () => {
    fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { form } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    const zone = form.getByLabelText('Time zone');
    expect(valueOf(zone)).toBe('America/Sao_Paulo');
    expect(within(zone).getAllByRole('option', { hidden: true })).toHaveLength(13);
    expect(within(zone).getByRole('option', { name: 'Sao Paulo', hidden: true })).toBeTruthy();
    expect(within(zone).getByRole('option', { name: 'Tokyo', hidden: true })).toBeTruthy();

    setValue(form.getByLabelText('Start date'), '2026-12-03');
    expect(valueOf(form.getByLabelText('Start time'))).toBe('12:00');
    expect(valueOf(form.getByLabelText('End date'))).toBe('2026-12-03');
    expect(valueOf(form.getByLabelText('End time'))).toBe('13:00');
    setValue(form.getByLabelText('Start time'), '19:30');
    expect(valueOf(form.getByLabelText('End time'))).toBe('20:30');
    setValue(form.getByLabelText('End time'), '23:00');
    expect(valueOf(form.getByLabelText('End time'))).toBe('23:00');
    fireEvent.click(form.getByRole('button', { name: 'Clear end', hidden: true }));
    expect(valueOf(form.getByLabelText('End date'))).toBe('');
    expect(valueOf(form.getByLabelText('End time'))).toBe('');
    expect(form.getByText('No specific end.')).toBeTruthy();
  });

  it('finds any of the IANA time zones by city or region, beyond the twelve', async () => {
    fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { form } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    const search = form.getByRole('searchbox', { name: 'Find a time zone', hidden: true });
    setValue(search, 'auckland');
    fireEvent.click(form.getByRole('button', { name: 'Auckland · Pacific/Auckland', hidden: true }));
    expect(valueOf(form.getByLabelText('Time zone'))).toBe('Pacific/Auckland');
    expect(valueOf(search)).toBe('');
    // Any zone the browser knows, by its region too.
    setValue(search, 'Kathmandu');
    fireEvent.click(form.getByRole('button', { name: /Kathmandu/, hidden: true }));
    expect(valueOf(form.getByLabelText('Time zone'))).toBe('Asia/Kathmandu');
    setValue(search, 'Argentina');
    expect(form.getAllByRole('button', { name: /America\/Argentina\//, hidden: true }).length).toBeGreaterThan(1);
    setValue(search, 'Atlantis');
    expect(form.getByText('No time zone matches “Atlantis”.')).toBeTruthy();
  });

  it('warns before Create when the start is in the past, and still creates it', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 43 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Last year’s quiz');
    setValue(form.getByLabelText('Start date'), '2020-03-05');
    expect(form.getByText('This start is in the past: the event will be listed under Past.')).toBeTruthy();
    setValue(form.getByLabelText('Start date'), '2099-03-05');
    expect(form.queryByText('This start is in the past: the event will be listed under Past.')).toBeNull();
    setValue(form.getByLabelText('Start date'), '2020-03-05');
    submit();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/events/43'));
    expect(posts(calls)).toHaveLength(1);
  });

  it('shows what to fix inline and sends nothing', async () => {
    const calls = fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Ticket link'), 'tickets please');
    submit();
    expect(await form.findByText('Title is required')).toBeTruthy();
    expect(form.getByText('Start date and time are required')).toBeTruthy();
    expect(form.getByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    setValue(form.getByLabelText('End date'), '2026-12-02');
    expect(await form.findByText('End must not be before the start')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('creates the event with the start in UTC and its zone, then opens it', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 42 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), '  Winter games night ');
    setValue(form.getByLabelText('Description'), 'Bring a game.');
    setValue(form.getByLabelText('Time zone'), 'Asia/Tokyo');
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    setValue(form.getByLabelText('Start time'), '19:00');
    setValue(form.getByLabelText('Location'), 'Shibuya');
    setValue(form.getByLabelText('Price range'), '$10-20');
    setValue(form.getByLabelText('Event link'), 'https://example.com/games');
    fireEvent.click(form.getByRole('switch', { name: 'Private event', hidden: true }));
    submit();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/events/42'));
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        community_id: 7,
        title: 'Winter games night',
        description: 'Bring a game.',
        start_datetime: '2026-12-03T10:00:00.000Z',
        end_datetime: '2026-12-03T11:00:00.000Z',
        time_zone: 'Asia/Tokyo',
        location: 'Shibuya',
        price_range: '$10-20',
        is_private: true,
        event_link: 'https://example.com/games',
        ticket_link: null,
        whatsapp_link: null,
        capacity: null,
        guests_allowed: 0,
      },
    ]);
  });

  it('sends a capacity and the guests each member may bring, or says what to fix and sends nothing', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 44, capacity: 20, guests_allowed: 2 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    expect(form.getByText(CAPACITY_HELP)).toBeTruthy();
    expect(valueOf(form.getByLabelText('Capacity'))).toBe('');
    expect(valueOf(form.getByLabelText('Guests each member may bring'))).toBe('0');
    setValue(form.getByLabelText('Title'), 'Pottery workshop');
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    setValue(form.getByLabelText('Capacity'), '0');
    setValue(form.getByLabelText('Guests each member may bring'), '21');
    submit();
    expect(await form.findByText('Capacity must be a whole number from 1 to 100,000, or empty for no limit')).toBeTruthy();
    expect(form.getByText('Guests must be a whole number from 0 to 20')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    setValue(form.getByLabelText('Capacity'), '20');
    setValue(form.getByLabelText('Guests each member may bring'), '2');
    submit();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/events/44'));
    expect(posts(calls).map((call) => call.body)).toEqual([expect.objectContaining({ title: 'Pottery workshop', capacity: 20, guests_allowed: 2 })]);
  });

  it("shows the server's detail, or 'Failed to create event. Please try again.', when creating fails", async () => {
    fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': {
        status: 403,
        body: { detail: 'Only the community owner and admins can create events in this community', code: 'forbidden' },
      },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Games');
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    submit();
    expect((await form.findByRole('alert', { hidden: true })).textContent).toBe(
      'Only the community owner and admins can create events in this community',
    );
    fakeApi({ 'GET /events/community/7': { body: [] }, 'POST /events/': { status: 502 } });
    submit();
    await waitFor(() => expect(form.getByRole('alert', { hidden: true }).textContent).toBe('Failed to create event. Please try again.'));
  });

  it('edits from the list for those the API lets edit, filling the form from the whole event, sending the changed event; a failure alerts', async () => {
    const times = { end_datetime: null, time_zone: 'Asia/Tokyo', start_datetime: '2026-12-03T10:00:00.000Z' };
    const calls = fakeApi({
      'GET /events/community/7': { body: [makeEventListItem({ id: 5, ...times }), makeEventListItem({ id: 6, title: 'Not mine', can_edit: false, can_delete: false })] },
      // The list item carries an excerpt: the form loads the whole event to fill in.
      'GET /events/5': { body: makeEventDetail({ id: 5, ...times, description: 'Bring a game.\nSnacks provided.' }) },
      'PUT /events/5': { status: 500 },
    });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderSection();
    await screen.findByRole('link', { name: /Not mine/ });
    expect(screen.queryByText('Edit Not mine')).toBeNull();
    expect(screen.getByText('Delete Winter games night')).toBeTruthy();
    const { form, submit } = await openEventForm(screen.findByText('Edit Winter games night'));
    expect(valueOf(form.getByLabelText('Title'))).toBe('Winter games night');
    expect(valueOf(form.getByLabelText('Time zone'))).toBe('Asia/Tokyo');
    expect(valueOf(form.getByLabelText('Start time'))).toBe('19:00');
    expect(valueOf(form.getByLabelText('End time'))).toBe('');
    expect(valueOf(form.getByLabelText('Description'))).toBe('Bring a game.\nSnacks provided.');
    setValue(form.getByLabelText('Start time'), '18:00');
    setValue(form.getByLabelText('Ticket link'), 'https://example.com/t');
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update event. Please try again.'));
    expect(posts(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/events/5',
      body: { start_datetime: '2026-12-03T09:00:00.000Z', end_datetime: '2026-12-03T10:00:00.000Z', time_zone: 'Asia/Tokyo', ticket_link: 'https://example.com/t' },
    });
    expect((posts(calls)[0]?.body as Record<string, unknown>).community_id).toBeUndefined();
  });

  it('edits the seats: the form shows the capacity and guests, and an emptied capacity is sent as null (no limit)', async () => {
    const seats = { capacity: 12, seats_taken: 5 };
    const calls = fakeApi({
      'GET /events/community/7': { body: [makeEventListItem({ id: 5, ...seats })] },
      // Guests allowed come with the whole event, which the form loads.
      'GET /events/5': { body: makeEventDetail({ id: 5, ...seats, guests_allowed: 3 }) },
      'PUT /events/5': { body: makeEventDetail({ id: 5, capacity: null, guests_allowed: 1 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Edit Winter games night'));
    expect(valueOf(form.getByLabelText('Capacity'))).toBe('12');
    expect(valueOf(form.getByLabelText('Guests each member may bring'))).toBe('3');
    setValue(form.getByLabelText('Capacity'), '');
    setValue(form.getByLabelText('Guests each member may bring'), '1');
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ method: 'PUT', path: '/events/5', body: { capacity: null, guests_allowed: 1 } });
  });
});
