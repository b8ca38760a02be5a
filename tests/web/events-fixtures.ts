import { cleanup } from '@testing-library/react';
import type { EventDetail, EventListItem } from '@contracts/events/schemas';
import { CONFIG_RESPONSE } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';

/** Ada (user 1, makeUser's signed-in user) created it in community 7 'Board Game Night', 19:00 in London. */
export function makeEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 5,
    title: 'Winter games night',
    description: 'Bring a game.\nSnacks provided.',
    start_datetime: '2026-12-03T19:00:00.000Z',
    end_datetime: '2026-12-03T22:00:00.000Z',
    time_zone: 'Europe/London',
    location: 'The Board Room, 12 High St',
    price_range: '$10-20',
    is_private: false,
    event_link: 'https://example.com/games',
    ticket_link: null,
    whatsapp_link: 'https://chat.whatsapp.com/abc',
    community_id: 7,
    community_name: 'Board Game Night',
    creator: { id: 1, username: 'ada', full_name: 'Ada Lovelace', is_pro: false },
    rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 0 },
    capacity: null,
    guests_allowed: 0,
    seats_taken: 1,
    my_rsvp: null,
    my_guests: 0,
    my_waitlist_position: null,
    can_edit: true,
    can_delete: true,
    is_creator: true,
    series: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    rsvps: [{ user: { id: 2, username: 'grace', full_name: 'Grace Hopper', is_pro: false }, status: 'going', guests: 0, waitlist_position: null, updated_at: '2026-11-02T10:00:00.000Z' }],
    my_check_in: null,
    ...overrides,
  };
}

/** The same event as the lists answer it (an excerpt, counts, the first people going). */
export function makeEventListItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: 5,
    title: 'Winter games night',
    start_datetime: '2026-12-03T19:00:00.000Z',
    end_datetime: '2026-12-03T22:00:00.000Z',
    time_zone: 'Europe/London',
    location: 'The Board Room, 12 High St',
    is_private: false,
    community_id: 7,
    community_name: 'Board Game Night',
    rsvp_counts: { going: 1, maybe: 0, not_going: 0, waitlisted: 0 },
    going_preview: [{ id: 2, name: 'Grace Hopper' }],
    capacity: null,
    seats_taken: 1,
    my_rsvp: null,
    can_edit: true,
    can_delete: true,
    is_creator: true,
    series_id: null,
    ...overrides,
  };
}

/** What a signed-in page with an event needs besides its own calls: config, the user, the discussion. */
export function eventRoutes(me: FakeResponse, eventId = 5): Record<string, FakeResponse> {
  return { 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': me, [`GET /events/${eventId}/comments`]: { body: [] } };
}

/**
 * Ionic moves a presented modal to <body>; the open one is presented (class show-modal) and has
 * `selector` inside. A closed one from an earlier test can linger, hidden.
 */
export function openModalWith(selector: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('ion-modal.show-modal')).find((element) => element.querySelector(selector));
}

/**
 * Modals Ionic moved to <body> outlive the test's React tree: unmount it, then remove them. A modal
 * still being dismissed is put back where it was presented from when its dismissal ends
 * (removeViewFromDom), which can be after the first removal: so remove until two passes in a row
 * find none, or a dialog of this test would be read in the next one.
 */
export async function removeLeftoverModals(): Promise<void> {
  cleanup();
  for (let quietPasses = 0, pass = 0; quietPasses < 2 && pass < 50; pass += 1) {
    const leftovers = document.querySelectorAll('ion-modal, ion-popover');
    leftovers.forEach((overlay) => overlay.remove());
    quietPasses = leftovers.length === 0 ? quietPasses + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
