import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDetail, EventRsvp } from '@contracts/events/schemas';
import { WAITLIST_RULE } from '@contracts/events/seat-text';
import { makeEventDetail, openModalWith, removeLeftoverModals } from './events-fixtures';
import { makeUser } from './support/fake-api';
import type { ApiCall } from './support/fake-api';
import { showEvent } from './support/show-event';

/** The event page with seats: the seats line, Going that joins a full event's waitlist, the member's place, guests. */

afterEach(removeLeftoverModals);

const grace = { id: 2, username: 'grace', full_name: 'Grace Hopper', is_pro: false };
const reply = (user: EventRsvp['user'], fields: Partial<EventRsvp> = {}): EventRsvp => ({
  user,
  status: 'going',
  guests: 0,
  waitlist_position: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  ...fields,
});

/** Ada (the viewer) looks at Grace's workshop of three seats, all taken, two people waiting. */
const fullWorkshop = (overrides: Partial<EventDetail> = {}) =>
  makeEventDetail({
    title: 'Pottery workshop',
    is_creator: false,
    creator: grace,
    capacity: 3,
    seats_taken: 3,
    rsvp_counts: { going: 3, maybe: 0, not_going: 0, waitlisted: 2 },
    ...overrides,
  });

const rsvpBodies = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/events/5/rsvp').map((call) => call.body);
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';

describe('/events/{id} with seats', () => {
  it('shows nothing of seats for an event without a capacity', async () => {
    showEvent(makeEventDetail({ is_creator: false, my_rsvp: 'going' }));
    await screen.findByText('1 going · 0 maybe · 0 not going');
    expect(screen.getByRole('button', { name: 'Going' })).toBeTruthy();
    expect(document.querySelector('.rsvp-seats')).toBeNull();
    expect(screen.queryByText("You're going")).toBeNull();
    expect(screen.queryByText(WAITLIST_RULE, { exact: false })).toBeNull();
    expect(screen.queryByLabelText("Who's coming")).toBeNull();
  });

  it('on a full event says so, offers Join waitlist, and then shows the place in line with how it moves', async () => {
    let current = fullWorkshop();
    const calls = showEvent(current, {
      'POST /events/5/rsvp': () => {
        current = { ...current, my_rsvp: 'waitlisted', my_waitlist_position: 3, rsvp_counts: { ...current.rsvp_counts, waitlisted: 3 } };
        return { body: current };
      },
    });
    expect(await screen.findByText('3 of 3 going · Full · 2 waiting')).toBeTruthy();
    expect(screen.getByText(`This event is full. ${WAITLIST_RULE}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));

    const place = (await screen.findByText("You're #3 on the waitlist")).closest('[role="status"]') as HTMLElement;
    expect(within(place).getByText(WAITLIST_RULE)).toBeTruthy();
    expect(screen.getByText('3 of 3 going · Full · 3 waiting')).toBeTruthy();
    expect(pressed('On waitlist')).toBe(true);
    expect(screen.getByRole('button', { name: '3 going · 0 maybe · 0 not going · 3 waiting' })).toBeTruthy();
    expect(rsvpBodies(calls)).toEqual([{ status: 'going' }]);
  });

  it('lets a member going choose their guests, sends them, and shows a refusal for want of seats without losing the answer', async () => {
    let current = fullWorkshop({ capacity: 10, seats_taken: 4, guests_allowed: 2, my_rsvp: 'going', rsvp_counts: { going: 4, maybe: 0, not_going: 0, waitlisted: 0 } });
    let seatsLeftForGuests = 1;
    const calls = showEvent(current, {
      'POST /events/5/rsvp': (body) => {
        const { guests = current.my_guests } = body as { guests?: number };
        if (guests - current.my_guests > seatsLeftForGuests) {
          return { status: 409, body: { detail: 'Only 1 seat is left for more guests', code: 'no_seats_for_guests' } };
        }
        seatsLeftForGuests -= guests - current.my_guests;
        current = { ...current, my_guests: guests, seats_taken: current.seats_taken + guests - current.my_guests };
        return { body: current };
      },
    });
    expect(await screen.findByText("You're going")).toBeTruthy();
    expect(screen.getByText('4 of 10 going · 6 seats left')).toBeTruthy();
    const select = screen.getByLabelText<HTMLSelectElement>("Who's coming");
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Just you', 'You + 1 guest', 'You + 2 guests']);
    expect(select.value).toBe('0');

    fireEvent.change(select, { target: { value: '2' } });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Only 1 seat is left for more guests');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Who's coming").value).toBe('0'));
    expect(screen.getByText("You're going")).toBeTruthy();
    expect(pressed('Going')).toBe(true);

    fireEvent.change(screen.getByLabelText("Who's coming"), { target: { value: '1' } });
    await screen.findByText('5 of 10 going · 5 seats left');
    expect(screen.getByLabelText<HTMLSelectElement>("Who's coming").value).toBe('1');
    expect(rsvpBodies(calls)).toEqual([
      { status: 'going', guests: 2 },
      { status: 'going', guests: 1 },
    ]);
  });

  it('keeps the guests asked for on show while the answer waits to sync', async () => {
    showEvent(fullWorkshop({ capacity: 10, seats_taken: 4, guests_allowed: 3, my_rsvp: 'going' }), {
      'POST /events/5/rsvp': { status: 503, body: { detail: 'Try again', code: 'unavailable' } },
    });
    fireEvent.change(await screen.findByLabelText("Who's coming"), { target: { value: '3' } });
    await waitFor(() => expect(screen.getAllByText('Waiting to sync').length).toBeGreaterThan(0));
    expect(screen.getByLabelText<HTMLSelectElement>("Who's coming").value).toBe('3');
  });

  it("the attendee dialog shows each member's guests and the waitlist in its order, first come first served, with no way to reorder it", async () => {
    const alan = { id: 3, username: 'alan', full_name: 'Alan Turing', is_pro: false };
    const kath = { id: 4, username: 'kath', full_name: 'Katherine Johnson', is_pro: false };
    showEvent(
      fullWorkshop({
        is_creator: true,
        creator: makeUser(),
        rsvps: [
          reply(grace, { guests: 2 }),
          reply(kath, { status: 'waitlisted', waitlist_position: 2, guests: 1 }),
          reply(alan, { status: 'waitlisted', waitlist_position: 1 }),
        ],
        rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 2 },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '1 going · 0 maybe · 0 not going · 2 waiting' }));
    const dialog = await waitFor(() => {
      const modal = openModalWith('.attendee-group');
      expect(modal).toBeDefined();
      return modal as HTMLElement;
    });
    const group = (name: string) => within(dialog).getByRole('heading', { name, hidden: true }).closest('section') as HTMLElement;
    expect(within(group('Going (1)')).getByText('+2 guests')).toBeTruthy();
    const waitlist = group('Waitlist (2)');
    expect(within(waitlist).getByText(WAITLIST_RULE)).toBeTruthy();
    const rows = within(waitlist).getAllByRole('listitem', { hidden: true });
    expect(rows.map((row) => row.querySelector('.attendee-place')?.textContent)).toEqual(['#1', '#2']);
    expect(within(rows[0] as HTMLElement).getByText('Alan Turing')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('+1 guest')).toBeTruthy();
    expect(within(waitlist).queryAllByRole('button', { hidden: true })).toEqual([]);
    // The sections in order: Going, Waitlist, Maybe, Not Going.
    expect(within(dialog).getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent)).toEqual([
      'Going (1)',
      'Waitlist (2)',
      'Maybe (0)',
      'Not Going (0)',
    ]);
  });
});
