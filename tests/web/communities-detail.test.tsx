import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_MEMBER_PERMISSIONS, makeCommunity, signedInRoutes } from './communities-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('/communities/{id}', () => {
  it('shows the name, member count, description, invite code, Settings, Create Event and AI for those who may create events', async () => {
    signIn();
    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/7': { body: makeCommunity() } });
    renderRoutes('/communities/7');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Board Game Night');
    expect(screen.getByRole('button', { name: '3 members' })).toBeTruthy();
    expect(screen.getByText('Strategy games every other Friday.')).toBeTruthy();
    expect(screen.getByTestId('invite-code').textContent).toBe('K7M2QX9P');
    expect(screen.getByText('Copy Invite Link')).toBeTruthy();
    expect(screen.getByText('Settings', { selector: 'ion-button' }).getAttribute('router-link')).toBe('/communities/7/settings');
    expect(await screen.findByText('Create Event', { selector: 'ion-button' })).toBeTruthy();
    expect(screen.getByText('AI Assistant', { selector: 'ion-button' })).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByText('Past')).toBeTruthy();
  });

  it('hides Create Event, AI and the invite code when the permissions say so', async () => {
    signIn();
    fakeApi({
      ...signedInRoutes({ body: makeUser({ id: 3 }) }),
      'GET /communities/7': { body: makeCommunity({ invite_code: null, permissions: PLAIN_MEMBER_PERMISSIONS }) },
    });
    renderRoutes('/communities/7');
    expect(await screen.findByRole('heading', { name: 'Board Game Night' })).toBeTruthy();
    expect(await screen.findByText('Upcoming')).toBeTruthy();
    expect(screen.queryByText('Create Event')).toBeNull();
    expect(screen.queryByText('AI Assistant')).toBeNull();
    expect(screen.queryByText('Copy Invite Link')).toBeNull();
    expect(screen.queryByTestId('invite-code')).toBeNull();
  });

  it("copies {origin}/invite/{code} and shows 'Copied!' for 2 seconds", async () => {
    signIn();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/7': { body: makeCommunity() } });
    renderRoutes('/communities/7');
    const button = await screen.findByText('Copy Invite Link');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(button);
      expect(await screen.findByText('Copied!')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/K7M2QX9P`);
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(screen.getByText('Copied!')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Copied!')).toBeNull();
      expect(screen.getByText('Copy Invite Link')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("alerts 'Failed to copy link' when the clipboard refuses", async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    stubClipboard(() => Promise.reject(new Error('denied')));
    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/7': { body: makeCommunity() } });
    renderRoutes('/communities/7');
    fireEvent.click(await screen.findByText('Copy Invite Link'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to copy link'));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('opens the members dialog from the member count, with Owner and Admin badges', async () => {
    signIn();
    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/7': { body: makeCommunity() } });
    renderRoutes('/communities/7');
    fireEvent.click(await screen.findByRole('button', { name: '3 members' }));
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('ion-modal ul[aria-label="Members"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const rows = within(list).getAllByRole('listitem', { hidden: true });
    expect(rows.map((row) => row.querySelector('.member-name')?.textContent)).toEqual(['Ada Lovelace', 'Grace Hopper', 'alan']);
    expect(rows[0]?.querySelector('.member-badge')?.textContent).toBe('Owner');
    expect(rows[1]?.querySelector('.member-badge')?.textContent).toBe('Admin');
    expect(rows[2]?.querySelector('.member-badge')).toBeNull();
  });

  it("shows 'Community not found' for a 404 and 'Failed to load community details' for other failures", async () => {
    signIn();
    fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/7': { status: 404, body: { detail: 'Community not found', code: 'not_found' } },
    });
    const view = renderRoutes('/communities/7');
    expect((await screen.findByRole('alert')).textContent).toBe('Community not found');
    view.unmount();

    fakeApi({ ...signedInRoutes({ body: makeUser() }), 'GET /communities/7': { status: 403, body: { detail: 'Nope', code: 'forbidden' } } });
    renderRoutes('/communities/7');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load community details');
  });
});
