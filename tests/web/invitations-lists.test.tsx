import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { summarizeInvitations } from '../../web/features/invitations/invitation-summary';
import { makeInvitation, stubApi } from './invitations-fixtures';
import { CONFIG_RESPONSE, makeUser } from './support/fake-api';
import { answerConfirm } from './support/confirm-dialog';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

const RECEIVED = 'GET /event-invites/my-invites';
const SENT = 'GET /event-invites/my-sent-invites';
const signedIn = { 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE };

const received = [
  makeInvitation({ id: 1, status: 'pending', invite_code: 'PENDING1', created_at: '2026-11-20T10:00:00Z' }),
  makeInvitation({ id: 2, status: 'accepted', event: { ...makeInvitation().event, id: 9, title: 'Chess night' }, created_at: '2026-11-18T10:00:00Z' }),
  makeInvitation({ id: 3, status: 'declined', event: { ...makeInvitation().event, title: 'Film club' }, created_at: '2026-11-19T10:00:00Z' }),
  makeInvitation({ id: 4, status: 'expired', event: { ...makeInvitation().event, title: 'Summer picnic' }, created_at: '2026-11-01T10:00:00Z' }),
];

describe('/my-invitations', () => {
  it("is labelled 'Invitations' and lists received invitations with a way to respond to pending ones", async () => {
    signIn('tok');
    stubApi({ ...signedIn, [RECEIVED]: { body: received } });
    renderRoutes('/my-invitations');
    // The first test of the file also loads the lazy page modules.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Invitations');
    await screen.findByText('Chess night');
    expect(document.querySelectorAll('.invitation-list > li')).toHaveLength(4);
    const pending = screen.getByText('Autumn reading night').closest('li') as HTMLElement;
    expect(within(pending).getByText('From Ada Lovelace')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Respond' }).getAttribute('href')).toBe('/join-event/PENDING1');
    const accepted = screen.getByText('Chess night').closest('li') as HTMLElement;
    expect(within(accepted).getByRole('link', { name: 'Chess night' }).getAttribute('href')).toBe('/events/9');
    expect(within(accepted).queryByRole('link', { name: 'Respond' })).toBeNull();
  });

  it('filters by status through the API', async () => {
    signIn('tok');
    const calls = stubApi({
      ...signedIn,
      [RECEIVED]: { body: received },
      [`${RECEIVED}?status_filter=declined`]: { body: [received[2]] },
      [`${RECEIVED}?status_filter=expired`]: { body: [] },
    });
    renderRoutes('/my-invitations');
    await screen.findByText('Chess night');
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filters).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Pending', 'Accepted', 'Declined', 'Expired']);

    fireEvent.click(within(filters).getByRole('button', { name: 'Declined' }));
    expect(await screen.findByText('Film club')).toBeTruthy();
    expect(screen.queryByText('Chess night')).toBeNull();
    expect(within(filters).getByRole('button', { name: 'Declined' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => call.url)).toContain('/event-invites/my-invites?status_filter=declined');

    fireEvent.click(within(filters).getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No expired invitations')).toBeTruthy();
  });

  it('cancels a pending sent invitation after the confirmation, and says so when that fails', async () => {
    signIn('tok');
    let sent = [
      makeInvitation({ id: 11, invited_email: 'nora@example.com', status: 'pending' }),
      makeInvitation({ id: 12, invited_email: null, invited_user: { id: 5, username: 'grace', full_name: 'Grace Hopper', is_pro: false }, status: 'accepted' }),
      makeInvitation({ id: 13, invited_email: null, is_link: true, status: 'pending' }),
    ];
    let failNext = true;
    const calls = stubApi({
      ...signedIn,
      [SENT]: () => ({ body: sent }),
      'DELETE /event-invites/11': () => {
        if (failNext) {
          failNext = false;
          return { status: 500 };
        }
        sent = sent.filter((invitation) => invitation.id !== 11);
        return { status: 204 };
      },
    });
    renderRoutes('/my-invitations?tab=sent');
    const nora = (await screen.findByText('To nora@example.com')).closest('li') as HTMLElement;
    expect(screen.getByText('To Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Shareable link')).toBeTruthy();
    expect(screen.getAllByText('Cancel', { selector: 'ion-button' })).toHaveLength(2);

    const title = 'Cancel the invitation to “Autumn reading night” for nora@example.com?';
    fireEvent.click(within(nora).getByText('Cancel', { selector: 'ion-button' }));
    expect(await answerConfirm(title, false)).toBe('Are you sure you want to cancel this invitation?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(nora).getByText('Cancel', { selector: 'ion-button' }));
    await answerConfirm(title, true);
    expect((await within(nora).findByRole('alert')).textContent).toBe('Failed to cancel invitation');

    fireEvent.click(within(nora).getByText('Cancel', { selector: 'ion-button' }));
    await answerConfirm(title, true);
    await waitFor(() => expect(screen.queryByText('To nora@example.com')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/event-invites/11', '/event-invites/11']);
  });

  it('copies the link of a pending shareable link again', async () => {
    signIn('tok');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi({ ...signedIn, [SENT]: { body: [makeInvitation({ id: 13, invited_email: null, is_link: true, invite_code: 'LINK13' })] } });
    renderRoutes('/my-invitations?tab=sent');
    fireEvent.click(await screen.findByText('Copy Link', { selector: 'ion-button' }, { timeout: 3000 }));
    expect((await screen.findByRole('status')).textContent).toBe('Invitation link copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join-event/LINK13`);
  });

  it("shows 'Failed to load invitations' and the empty states", async () => {
    signIn('tok');
    stubApi({ ...signedIn, [RECEIVED]: { status: 403, body: { detail: 'nope' } }, [SENT]: { body: [] } });
    renderRoutes('/my-invitations');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load invitations');

    stubApi({ ...signedIn, [SENT]: { body: [] } });
    renderRoutes('/my-invitations?tab=sent');
    expect(await screen.findByText('No invitations sent yet')).toBeTruthy();
  });
});

describe('invitation summary card on /home', () => {
  it('counts received invitations per status, lists the 3 most recent and links to View All', async () => {
    signIn('tok');
    stubApi({ ...signedIn, [RECEIVED]: { body: received } });
    renderRoutes('/home');
    const card = (await screen.findByRole('heading', { name: 'Event Invitations' })).closest('section') as HTMLElement;
    await within(card).findByText('Chess night');
    const counts = Object.fromEntries(
      [...card.querySelectorAll('.summary-count')].map((box): [string, string] => [box.querySelector('dt')?.textContent ?? '', box.querySelector('dd')?.textContent ?? '']),
    );
    expect(counts).toEqual({ Pending: '1', Accepted: '1', Declined: '1', Expired: '1' });
    const recent = [...card.querySelectorAll('.summary-recent li')].map((item) => item.querySelector('.summary-recent-text > :first-child')?.textContent);
    expect(recent).toEqual(['Autumn reading night', 'Film club', 'Chess night']);
    expect(within(card).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/my-invitations');
  });

  it('keeps the 3 most recent by sending time', () => {
    const summary = summarizeInvitations(received);
    expect(summary.recent.map((invitation) => invitation.id)).toEqual([1, 3, 2]);
    expect(summarizeInvitations([]).counts).toEqual({ pending: 0, accepted: 0, declined: 0, expired: 0 });
  });
});
