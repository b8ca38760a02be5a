import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { PeoplePreview, goingText } from '../../web/components/people-preview';
import { EventCard } from '../../web/features/events/components/event-card';
import { AppProviders } from '../../web/app/providers';
import { makeEventListItem } from './events-fixtures';
import type { EventListItem } from '@contracts/events/schemas';

const NOW = new Date('2026-12-01T12:00:00Z');
const people = [
  { id: 1, name: 'Priya Sharma' },
  { id: 2, name: 'Kwame Mensah' },
  { id: 3, name: 'Ana Lima' },
];

function renderCard(event: EventListItem, showCommunity = true) {
  render(
    <AppProviders>
      <MemoryRouter future={ROUTER_FUTURE}>
        <ul>
          <EventCard event={event} showCommunity={showCommunity} now={NOW} />
        </ul>
      </MemoryRouter>
    </AppProviders>,
  );
  // The card's own link; a Ticket link sits beside it for an event the member is going to.
  return within(screen.getByRole('link', { name: (name) => !name.startsWith('Ticket for ') }));
}

describe('who is going, in a sentence', () => {
  it.each([
    [[], 0, null, 'Nobody going yet'],
    [people.slice(0, 1), 1, null, 'Priya going'],
    [people.slice(0, 2), 2, null, 'Priya and Kwame going'],
    [people, 7, null, 'Priya, Kwame + 5 going'],
    // The member going is named first, as You, wherever their answer came in.
    [people, 7, { id: 2, name: 'Kwame Mensah', going: true }, 'You, Priya + 5 going'],
    [people.slice(0, 2), 3, { id: 9, name: 'Nora Newcomer', going: true }, 'You, Priya + 1 going'],
    [people.slice(0, 1), 2, { id: 9, name: 'Nora Newcomer', going: true }, 'You and Priya going'],
    [[], 1, { id: 9, name: 'Nora Newcomer', going: true }, 'You going'],
    // A member not going is not named.
    [people, 7, { id: 9, name: 'Nora Newcomer', going: false }, 'Priya, Kwame + 5 going'],
  ] as const)('%j of %i, viewer %j: "%s"', (preview, total, viewer, expected) => {
    expect(goingText(preview, total, viewer)).toBe(expected);
  });

  it("puts the member's own initial first among the avatars when they are going", () => {
    render(<PeoplePreview people={people.slice(0, 2)} total={3} viewer={{ id: 9, name: 'Nora Newcomer', going: true }} />);
    expect(Array.from(document.querySelectorAll('.people-avatar')).map((avatar) => avatar.textContent)).toEqual(['N', 'P', 'K']);
    expect(screen.getByText('You, Priya + 1 going')).toBeTruthy();
  });
});

describe('event card', () => {
  it("shows the member's answer, the first people going as initials, and the community on one line", () => {
    const card = renderCard(
      makeEventListItem({
        my_rsvp: 'going',
        going_preview: people,
        rsvp_counts: { going: 7, maybe: 1, not_going: 0, waitlisted: 0 },
        community_name: 'Westside Bouldering Collective and Friends of the Crag',
      }),
    );
    expect(card.getByText('Going')).toBeTruthy();
    expect(card.getByText('Priya, Kwame + 5 going')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('.people-avatar')).map((avatar) => avatar.textContent)).toEqual(['P', 'K', 'A']);
    const community = card.getByText('Westside Bouldering Collective and Friends of the Crag');
    expect(community.className).toBe('event-card-community-name');
    expect(card.queryByText('Past')).toBeNull();
  });

  it('marks a private event, a past one and one under way; Maybe is the answer shown for maybe', () => {
    const past = renderCard(makeEventListItem({ is_private: true, my_rsvp: 'maybe', start_datetime: '2026-11-20T19:00:00Z', end_datetime: null }));
    expect(past.getByText('Private Event')).toBeTruthy();
    expect(past.getByText('Past')).toBeTruthy();
    expect(past.getByText('Maybe')).toBeTruthy();
    document.body.innerHTML = '';
    const running = renderCard(makeEventListItem({ start_datetime: '2026-12-01T11:00:00Z', end_datetime: '2026-12-01T14:00:00Z', my_rsvp: 'not_going' }));
    expect(running.getByText('Happening now')).toBeTruthy();
    expect(running.queryByText('Going')).toBeNull();
    document.body.innerHTML = '';
    // Without an end, an event reads as under way for its first three hours, as its countdown says.
    const noEnd = renderCard(makeEventListItem({ start_datetime: '2026-12-01T11:00:00Z', end_datetime: null }));
    expect(noEnd.getByText('Happening now')).toBeTruthy();
    expect(noEnd.queryByText('Past')).toBeNull();
  });

  it('says the seats left of an event with a limit: Full, 1 seat left, 3 seats left; nothing without a limit', () => {
    const seats = (capacity: number | null, taken: number) => {
      document.body.innerHTML = '';
      const card = renderCard(makeEventListItem({ capacity, seats_taken: taken }));
      return card.queryByText(/^Full$|seats? left$/)?.textContent ?? null;
    };
    expect(seats(12, 12)).toBe('Full');
    expect(seats(12, 11)).toBe('1 seat left');
    expect(seats(12, 9)).toBe('3 seats left');
    // A lowered limit removes nobody: more going than seats still reads Full.
    expect(seats(10, 12)).toBe('Full');
    expect(seats(null, 40)).toBeNull();
  });

  it('shows Waitlist, in words, when the member waits for a seat, and does not count them among those going', () => {
    const card = renderCard(makeEventListItem({ my_rsvp: 'waitlisted', capacity: 12, seats_taken: 12, going_preview: people, rsvp_counts: { going: 12, maybe: 0, not_going: 0, waitlisted: 2 } }));
    expect(card.getByText('Waitlist')).toBeTruthy();
    expect(card.getByText('Full')).toBeTruthy();
    expect(card.queryByText('Going')).toBeNull();
    expect(card.getByText('Priya, Kwame + 10 going')).toBeTruthy();
  });
});
