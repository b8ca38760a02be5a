import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCommunity, makeSummary, signedInRoutes } from './communities-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { startClockAtNoon } from './support/noon-clock';
import { signIn } from './support/sign-in';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const currentPath = () => screen.getByTestId('current-path').textContent;

/**
 * Ionic slots modal content beside its shadow-root dialog, so the content is found inside
 * ion-modal. Without Ionic's stylesheet happy-dom computes the modal as display:none, so role
 * queries inside it need `hidden: true`.
 */
async function openDialog(buttonName: string) {
  // ion-button keeps its native button in a shadow root: find it by its text.
  fireEvent.click(await screen.findByText(buttonName, { selector: 'ion-button' }));
  // Ionic moves a presented modal to <body>; the open one is the one with content.
  const modal = await waitFor(() => {
    const open = Array.from(document.querySelectorAll<HTMLElement>('ion-modal')).find((element) => element.querySelector('form'));
    expect(open).toBeDefined();
    return open as HTMLElement;
  });
  return within(modal);
}

describe('/communities', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'No communities yet. Create or join one to get started!' when the user has none", async () => {
    signIn();
    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/': { body: [] } });
    renderRoutes('/communities');
    expect(await screen.findByText('No communities yet. Create or join one to get started!')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Communities');
  });

  it('shows a card per community with name, description, invite code when visible and created date', async () => {
    signIn();
    fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/': {
        body: [makeSummary(), makeSummary({ id: 8, name: 'Chess Club', description: null, invite_code: null, member_count: 1 })],
      },
    });
    renderRoutes('/communities');
    const first = await screen.findByRole('link', { name: /Board Game Night/ });
    expect(first.getAttribute('href')).toBe('/communities/7');
    expect(first.textContent).toContain('Strategy games every other Friday.');
    expect(first.textContent).toContain('K7M2QX9P');
    expect(first.textContent).toContain('3 members');
    expect(first.textContent).toContain('Created 14 Mar 2025');
    const second = screen.getByRole('link', { name: /Chess Club/ });
    expect(second.getAttribute('href')).toBe('/communities/8');
    expect(second.textContent).toContain('1 member');
    expect(second.textContent).not.toContain('Invite code');
  });

  it("leads each card with the community's next event and the member's role", async () => {
    // From noon: three days and an hour ahead is 'in 3 days' (from 23:00 it would be four calendar days).
    startClockAtNoon();
    signIn();
    const soon = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
    fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/': {
        body: [
          makeSummary({ next_event: { id: 40, title: 'Catan night', start_datetime: soon, end_datetime: null, time_zone: 'Europe/London' } }),
          makeSummary({ id: 8, name: 'Chess Club', next_event: null, permissions: { ...makeSummary().permissions, is_owner: false, is_admin: false } }),
        ],
      },
    });
    renderRoutes('/communities');
    const first = await screen.findByRole('link', { name: /Board Game Night/ });
    expect(first.querySelector('.role-badge')?.textContent).toBe('Owner');
    expect(first.querySelector('.community-card-next')?.textContent).toBe('Next: in 3 daysCatan night');
    // The next event comes before the description and the invite code.
    expect(first.textContent?.indexOf('Catan night')).toBeLessThan(first.textContent?.indexOf('K7M2QX9P') ?? 0);
    const second = screen.getByRole('link', { name: /Chess Club/ });
    expect(second.querySelector('.role-badge')?.textContent).toBe('Member');
    expect(second.textContent).toContain('No upcoming events');
  });

  it('create: the name is required, nothing is sent without it; then creates with the default rules and opens the community', async () => {
    signIn();
    const calls = fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/': { body: [] },
      'POST /communities/': { status: 201, body: makeCommunity({ name: 'Hiking' }) },
      'GET /communities/7': { body: makeCommunity({ name: 'Hiking' }) },
    });
    renderRoutes('/communities');
    const dialog = await openDialog('Create Community');

    fireEvent.submit(dialog.getByRole('form', { name: 'Create community', hidden: true }));
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Community name is required');
    fireEvent.change(dialog.getByLabelText('Community name'), { target: { value: '   ' } });
    fireEvent.submit(dialog.getByRole('form', { name: 'Create community', hidden: true }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Community name'), { target: { value: '  Hiking ' } });
    fireEvent.submit(dialog.getByRole('form', { name: 'Create community', hidden: true }));
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Hiking',
      description: '',
      admin_events_only: false,
      invite_code_visible_to_all: true,
    });
  });

  it("create: shows the server's detail, else 'Failed to create community. Please try again.'", async () => {
    signIn();
    fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/': { body: [] },
      'POST /communities/': { status: 400, body: { detail: 'Community name must be at most 100 characters', code: 'validation_failed' } },
    });
    renderRoutes('/communities');
    const dialog = await openDialog('Create Community');
    fireEvent.change(dialog.getByLabelText('Community name'), { target: { value: 'x'.repeat(101) } });
    fireEvent.submit(dialog.getByRole('form', { name: 'Create community', hidden: true }));
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Community name must be at most 100 characters');

    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'POST /communities/': { status: 500 } });
    fireEvent.submit(dialog.getByRole('form', { name: 'Create community', hidden: true }));
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('Failed to create community. Please try again.'));
  });

  it("join: 'Invalid invite code' when empty, the 404 and 409 texts, and opens the community once joined", async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { detail: 'Invalid invite code or community not found', code: 'not_found' },
    };
    const calls = fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/': { body: [] },
      'POST /communities/join': () => answer,
      'GET /communities/7': { body: makeCommunity() },
    });
    renderRoutes('/communities');
    const dialog = await openDialog('Join Community');
    const form = () => dialog.getByRole('form', { name: 'Join community', hidden: true });

    fireEvent.submit(form());
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Invalid invite code');
    expect(calls.filter((call) => call.path === '/communities/join')).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Invite code'), { target: { value: 'WRONG123' } });
    fireEvent.submit(form());
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('Invalid invite code or community not found'));

    answer = { status: 409, body: { detail: 'You are already a member of this community', code: 'conflict' } };
    fireEvent.submit(form());
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('You are already a member of this community'));

    answer = { status: 200, body: makeCommunity() };
    fireEvent.change(dialog.getByLabelText('Invite code'), { target: { value: 'http://localhost/invite/K7M2QX9P' } });
    fireEvent.submit(form());
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    expect(calls.filter((call) => call.path === '/communities/join').map((call) => call.body)).toEqual([
      { invite_code: 'WRONG123' },
      { invite_code: 'WRONG123' },
      { invite_code: 'K7M2QX9P' },
    ]);
  });
});
