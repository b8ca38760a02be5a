import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCommunity, makeSummary, signedInRoutes } from './communities-fixtures';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const currentPath = () => screen.getByTestId('current-path').textContent;
const INVITE_INFO: FakeResponse = {
  body: { id: 7, name: 'Board Game Night', description: 'Strategy games every other Friday.', member_count: 3, owner_name: 'Olive Owner' },
};
const button = (name: string) => screen.findByText(name, { selector: 'ion-button' });

describe('/invite/{code}', () => {
  it('shows guests the community with Login to Join and Create Account & Join', async () => {
    const calls = fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /communities/invite/K7M2QX9P': INVITE_INFO });
    renderRoutes('/invite/K7M2QX9P');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Board Game Night');
    expect(screen.getByText('Strategy games every other Friday.')).toBeTruthy();
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(await button('Login to Join')).toBeTruthy();
    expect(await button('Create Account & Join')).toBeTruthy();
    expect(screen.queryByText('Join Community')).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/communities/join');
  });

  it('leads a stranger to sign up: Create Account & Join first and solid, who runs it, and no way to a page a guest cannot open', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /communities/invite/K7M2QX9P': INVITE_INFO });
    renderRoutes('/invite/K7M2QX9P');
    const signUp = await button('Create Account & Join');
    const signIn = await button('Login to Join');
    expect(signUp.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(signUp.getAttribute('fill')).not.toBe('outline');
    expect(signIn.getAttribute('fill')).toBe('outline');
    expect(screen.getByText('Olive Owner')).toBeTruthy();
    expect(screen.getByText('Olive Owner').closest('p')?.textContent).toBe('Run by Olive Owner');
    // /communities sends a guest to /login: the guest is not offered it.
    expect(screen.queryByRole('link', { name: 'Back to Communities' })).toBeNull();
  });

  it('names the community on the sign-up page a guest goes to from the invite', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /communities/invite/K7M2QX9P': INVITE_INFO });
    renderRoutes('/invite/K7M2QX9P');
    fireEvent.click(await button('Create Account & Join'));
    await waitFor(() => expect(currentPath()).toBe('/register'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Create your account to join Board Game Night');
    expect(screen.getByText('You join as soon as your account is made.')).toBeTruthy();
  });

  it('names the community on the sign-in page too', async () => {
    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /communities/invite/K7M2QX9P': INVITE_INFO });
    renderRoutes('/invite/K7M2QX9P');
    fireEvent.click(await button('Login to Join'));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sign in to join Board Game Night');
  });

  it('Login to Join keeps the invite and returns to it after sign-in, where the join runs by itself', async () => {
    const user = makeUser();
    const calls = fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'GET /communities/invite/K7M2QX9P': INVITE_INFO,
      'POST /auth/login': { body: { access_token: 'tok-1', token_type: 'bearer' } },
      'GET /auth/me': { body: user },
      'POST /communities/join': { body: makeCommunity() },
    });
    renderRoutes('/invite/K7M2QX9P');
    fireEvent.click(await button('Login to Join'));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('post_auth_return_path')).toBe('/invite/K7M2QX9P');

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));

    await waitFor(() => expect(currentPath()).toBe('/invite/K7M2QX9P'));
    expect(await screen.findByText('Welcome to Board Game Night!')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/communities/join').map((call) => call.body)).toEqual([{ invite_code: 'K7M2QX9P' }]);
  });

  it('Create Account & Join: sign up on the way, joined automatically, then the community after 2 seconds', async () => {
    const user = makeUser();
    const calls = fakeApi({
      ...signedInRoutes({ body: user }),
      'GET /communities/invite/K7M2QX9P': INVITE_INFO,
      'POST /auth/register': { status: 201, body: user },
      'POST /auth/login': { body: { access_token: 'tok-2', token_type: 'bearer' } },
      'POST /communities/join': { body: makeCommunity() },
      'GET /communities/7': { body: makeCommunity() },
    });
    renderRoutes('/invite/K7M2QX9P');
    fireEvent.click(await button('Create Account & Join'));
    await waitFor(() => expect(currentPath()).toBe('/register'));

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'correct horse' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.submit(screen.getByRole('form', { name: 'Create account' }));
      expect(await screen.findByText('Welcome to Board Game Night!')).toBeTruthy();
      expect(currentPath()).toBe('/invite/K7M2QX9P');
      act(() => {
        vi.advanceTimersByTime(1900);
      });
      expect(currentPath()).toBe('/invite/K7M2QX9P');
      act(() => {
        vi.advanceTimersByTime(200);
      });
      await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    } finally {
      vi.useRealTimers();
    }
    expect(calls.filter((call) => call.path === '/communities/join')).toHaveLength(1);
    expect(localStorage.getItem('pending_community_invite')).toBeNull();
  });

  it('signed-in users get Join Community, with the 409 and other join failure texts', async () => {
    localStorage.setItem('token', 'good');
    let answer: FakeResponse = { status: 409, body: { detail: 'You are already a member of this community', code: 'conflict' } };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/invite/K7M2QX9P': INVITE_INFO,
      'POST /communities/join': () => answer,
    });
    renderRoutes('/invite/K7M2QX9P');
    expect(screen.queryByText('Login to Join')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Back to Communities' })).getAttribute('href')).toBe('/communities');
    fireEvent.click(await button('Join Community'));
    expect((await screen.findByRole('alert')).textContent).toContain('You are already a member of this community');
    expect(screen.getByRole('link', { name: 'Open the community' }).getAttribute('href')).toBe('/communities/7');

    answer = { status: 500 };
    fireEvent.click(await button('Join Community'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to join community. Please try again.'));

    answer = { status: 404, body: { detail: 'Invalid invite code or community not found', code: 'not_found' } };
    fireEvent.click(await button('Join Community'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid invite code or community not found'));
    expect(calls.filter((call) => call.path === '/communities/join')).toHaveLength(3);
  });

  it("tells a member already in the community 'You're already a member' with Open, instead of Join Community", async () => {
    localStorage.setItem('token', 'good');
    const calls = fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/invite/K7M2QX9P': INVITE_INFO,
      'GET /communities/': { body: [makeSummary({ id: 7, name: 'Board Game Night' })] },
    });
    renderRoutes('/invite/K7M2QX9P');
    expect(await screen.findByText("You're already a member")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/communities/7');
    expect(screen.queryByText('Join Community')).toBeNull();
    expect(screen.getByText('Strategy games every other Friday.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/communities/join')).toHaveLength(0);
  });

  it("shows 'Invalid invite code or community not found' for an unknown code, else 'Failed to load community information'", async () => {
    fakeApi({
      'GET /config': CONFIG_RESPONSE,
      'GET /communities/invite/NOPE1234': { status: 404, body: { detail: 'Invalid invite code or community not found', code: 'not_found' } },
    });
    const view = renderRoutes('/invite/NOPE1234');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invite code or community not found');
    expect(screen.queryByText('Login to Join')).toBeNull();
    view.unmount();

    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /communities/invite/K7M2QX9P': { status: 500 } });
    renderRoutes('/invite/K7M2QX9P');
    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toBe('Failed to load community information');
  });

  it('drops a pending invite whose code no longer works, without trying to join', async () => {
    localStorage.setItem('token', 'good');
    localStorage.setItem('pending_community_invite', 'OLDC0DE1');
    const calls = fakeApi({
      ...signedInRoutes({ body: makeUser() }),
      'GET /communities/invite/OLDC0DE1': { status: 404, body: { detail: 'Invalid invite code or community not found', code: 'not_found' } },
    });
    renderRoutes('/invite/OLDC0DE1');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invite code or community not found');
    await waitFor(() => expect(localStorage.getItem('pending_community_invite')).toBeNull());
    expect(calls.filter((call) => call.path === '/communities/join')).toEqual([]);
  });

  it("shows 'Invalid invite code' when the code is blank", async () => {
    const calls = fakeApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/invite/%20');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invite code');
    expect(calls.filter((call) => call.path.startsWith('/communities'))).toEqual([]);
  });
});
