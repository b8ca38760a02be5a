import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInvitation, makePublicInvitation, stubApi } from './invitations-fixtures';
import { CONFIG_RESPONSE, makeUser } from './support/fake-api';
import { answerConfirm } from './support/confirm-dialog';
import { renderRoutes } from './support/render-routes';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const CODE = 'CODE1234';
const LOOKUP = `GET /event-invites/invite/${CODE}`;
const currentPath = () => screen.getByTestId('current-path').textContent;
const button = (name: string) => screen.getByText(name, { selector: 'ion-button' });
const signedIn = { 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE };

describe('/join-event/{code}', () => {
  it('shows a guest the invitation in the event zone, with Sign In and Sign Up that keep the code for after sign-in', async () => {
    stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { body: makePublicInvitation() } });
    renderRoutes(`/join-event/${CODE}`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Autumn reading night');
    expect(screen.getByText('Ada Lovelace invited you to')).toBeTruthy();
    // 19:00 UTC on 5 December is 19:00 in London (GMT in winter).
    expect(screen.getByText('Saturday, 5 December 2026')).toBeTruthy();
    // Written as the event page writes it: the event's zone named the same way.
    expect(screen.getByText('19:00 – 21:00 (London)')).toBeTruthy();
    expect(screen.getByText('The Old Library, Leeds')).toBeTruthy();
    expect(screen.getByText('Bring a friend and a favourite book.')).toBeTruthy();
    expect(screen.getByText('Come along!')).toBeTruthy();
    // "Pending" means nothing to a stranger: an open invitation carries no status word.
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.getByText('3 going')).toBeTruthy();
    expect(screen.queryByText('Accept', { selector: 'ion-button' })).toBeNull();
    // A stranger's way in first: Sign Up, solid, then Sign In.
    expect(button('Sign Up').compareDocumentPosition(button('Sign In')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button('Sign Up').getAttribute('fill')).not.toBe('outline');
    expect(button('Sign In').getAttribute('fill')).toBe('outline');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');

    fireEvent.click(button('Sign Up'));
    await waitFor(() => expect(currentPath()).toBe('/register'));
    expect(localStorage.getItem('pending_event_invite_code')).toBe(CODE);
    expect(localStorage.getItem('post_auth_return_path')).toBe(`/join-event/${CODE}`);
    // The sign-up page remembers what it is for.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Create your account to go to Autumn reading night');
    expect(screen.getByText('Ada Lovelace invited you. The invitation is accepted as soon as your account is made.')).toBeTruthy();
  });

  it('says "Nobody going yet" rather than "0 going", and "1 going"', async () => {
    stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { body: makePublicInvitation({ going_count: 0 }) } });
    const first = renderRoutes(`/join-event/${CODE}`);
    expect(await screen.findByText('Nobody going yet')).toBeTruthy();
    first.unmount();
    stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { body: makePublicInvitation({ going_count: 1 }) } });
    renderRoutes(`/join-event/${CODE}`);
    expect(await screen.findByText('1 going')).toBeTruthy();
  });

  it('stores the code as soon as a guest opens a pending invitation, and accepts it by itself when they come back signed in', async () => {
    stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { body: makePublicInvitation() } });
    const guestView = renderRoutes(`/join-event/${CODE}`);
    expect(await screen.findByText('Sign In', { selector: 'ion-button' })).toBeTruthy();
    expect(button('Sign Up')).toBeTruthy();
    // Stored on opening the page, before any button: no click is needed for the code to be kept.
    await waitFor(() => expect(localStorage.getItem('pending_event_invite_code')).toBe(CODE));
    expect(localStorage.getItem('post_auth_return_path')).toBeNull();
    guestView.unmount();

    localStorage.setItem('token', 'tok');
    const calls = stubApi({ ...signedIn, [LOOKUP]: { body: makePublicInvitation() }, 'POST /event-invites/join': { body: makeInvitation({ status: 'accepted' }) } });
    renderRoutes(`/join-event/${CODE}`);
    expect(await screen.findByText('Invitation accepted! Taking you to the event…')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/event-invites/join').map((call) => call.body)).toEqual([{ invite_code: CODE }]);
    expect(localStorage.getItem('pending_event_invite_code')).toBeNull();
  });

  it.each(['accepted', 'declined', 'expired'] as const)(
    'shows a guest a %s invitation as settled, still with Sign In and Sign Up, and stores no code for it',
    async (status) => {
      stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { body: makePublicInvitation({ status }) } });
      renderRoutes(`/join-event/${CODE}`);
      expect(await screen.findByText('Invitation has expired or has already been responded to')).toBeTruthy();
      expect(button('Sign Up')).toBeTruthy();
      expect(screen.queryByText('Accept', { selector: 'ion-button' })).toBeNull();

      fireEvent.click(button('Sign In'));
      await waitFor(() => expect(currentPath()).toBe('/login'));
      expect(localStorage.getItem('pending_event_invite_code')).toBeNull();
      expect(localStorage.getItem('post_auth_return_path')).toBeNull();
    },
  );

  it('after signing in from the invitation, comes back and accepts by itself, then opens the event after 2 seconds', async () => {
    const calls = stubApi({
      'GET /config': CONFIG_RESPONSE,
      [LOOKUP]: { body: makePublicInvitation() },
      'POST /auth/login': { body: { access_token: 'tok', token_type: 'bearer' } },
      'GET /auth/me': { body: makeUser() },
      'POST /event-invites/join': { body: makeInvitation({ status: 'accepted' }) },
    });
    renderRoutes(`/join-event/${CODE}`);
    fireEvent.click(await screen.findByText('Sign In', { selector: 'ion-button' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'nora@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));

    await waitFor(() => expect(currentPath()).toBe(`/join-event/${CODE}`));
    expect(await screen.findByText('Invitation accepted! Taking you to the event…')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/event-invites/join').map((call) => call.body)).toEqual([{ invite_code: CODE }]);
    expect(localStorage.getItem('pending_event_invite_code')).toBeNull();
    expect(currentPath()).toBe(`/join-event/${CODE}`);
    await waitFor(() => expect(currentPath()).toBe('/events/7'), { timeout: 3500 });
  });

  it('lets a signed-in user decline after the confirmation naming the event, then goes home after 2 seconds', async () => {
    localStorage.setItem('token', 'tok');
    const calls = stubApi({ ...signedIn, [LOOKUP]: { body: makePublicInvitation() }, 'POST /event-invites/decline': { body: makeInvitation({ status: 'declined' }) } });
    renderRoutes(`/join-event/${CODE}`);

    fireEvent.click(await screen.findByText('Decline', { selector: 'ion-button' }));
    expect(await answerConfirm('Decline “Autumn reading night”?', false)).toBe('Are you sure you want to decline this invitation?');
    expect(calls.some((call) => call.url === '/event-invites/decline')).toBe(false);
    expect(button('Accept')).toBeTruthy();

    fireEvent.click(button('Decline'));
    await answerConfirm('Decline “Autumn reading night”?', true);
    expect(await screen.findByText('Invitation declined.')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/event-invites/decline').map((call) => call.body)).toEqual([{ invite_code: CODE }]);
    await waitFor(() => expect(currentPath()).toBe('/home'), { timeout: 3500 });
  });

  it.each([
    ['accept', 400, 'Invitation has expired or has already been responded to'],
    ['accept', 500, 'Failed to accept invitation. Please try again.'],
    ['decline', 400, 'Invitation has expired or has already been responded to'],
    ['decline', 503, 'Failed to decline invitation. Please try again.'],
  ])('shows the spec text when %s answers %i', async (answer, status, text) => {
    localStorage.setItem('token', 'tok');
    stubApi({
      ...signedIn,
      [LOOKUP]: { body: makePublicInvitation() },
      [`POST /event-invites/${answer === 'accept' ? 'join' : 'decline'}`]: { status, body: { detail: 'server words' } },
    });
    renderRoutes(`/join-event/${CODE}`);
    fireEvent.click(await screen.findByText(answer === 'accept' ? 'Accept' : 'Decline', { selector: 'ion-button' }));
    if (answer === 'decline') {
      await answerConfirm('Decline “Autumn reading night”?', true);
    }
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('puts the decision first: price and community with the facts, the answer before the note and the description', async () => {
    localStorage.setItem('token', 'tok');
    stubApi({ ...signedIn, [LOOKUP]: { body: makePublicInvitation({ event: { ...makePublicInvitation().event, price_range: '£5-10' } }) } });
    renderRoutes(`/join-event/${CODE}`);

    const accept = await screen.findByText('Accept', { selector: 'ion-button' });
    expect(screen.getByText('£5-10')).toBeTruthy();
    expect(screen.getByText('Leeds Readers')).toBeTruthy();
    const description = screen.getByText('Bring a friend and a favourite book.');
    const note = screen.getByText('Come along!');
    expect(accept.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the host their own link: 'This is your invitation link' and who answered, no Accept", async () => {
    localStorage.setItem('token', 'tok');
    const host = { 'GET /auth/me': { body: makeUser({ id: 2, username: 'ada' }) }, 'GET /config': CONFIG_RESPONSE };
    stubApi({
      ...host,
      [LOOKUP]: { body: makePublicInvitation({ is_link: true }) },
      'GET /event-invites/my-sent-invites?event_id=7': {
        body: [
          makeInvitation({ id: 11, status: 'accepted', invited_email: null, invited_user: { id: 5, username: 'kwame', full_name: 'Kwame Mensah', is_pro: false } }),
          makeInvitation({ id: 12, status: 'declined', invited_email: null, invited_user: { id: 6, username: 'priya', full_name: null, is_pro: false } }),
          makeInvitation({ id: 13, status: 'pending', is_link: true, invited_email: null }),
        ],
      },
    });
    renderRoutes(`/join-event/${CODE}`);

    expect(await screen.findByRole('heading', { name: 'This is your invitation link' })).toBeTruthy();
    expect(screen.getByText('Your invitation to')).toBeTruthy();
    expect(await screen.findByText('Kwame Mensah')).toBeTruthy();
    expect(screen.getByText('priya')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.queryByText('Accept', { selector: 'ion-button' })).toBeNull();
    expect(screen.queryByText('Decline', { selector: 'ion-button' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the event' }).getAttribute('href')).toBe('/events/7');
  });

  it('shows an expired invitation plainly, without answers, and forgets a stored code for it', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('pending_event_invite_code', CODE);
    const calls = stubApi({ ...signedIn, [LOOKUP]: { body: makePublicInvitation({ status: 'expired' }) } });
    renderRoutes(`/join-event/${CODE}`);
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText('Invitation has expired or has already been responded to')).toBeTruthy();
    expect(screen.queryByText('Accept', { selector: 'ion-button' })).toBeNull();
    expect(screen.queryByText('Decline', { selector: 'ion-button' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('pending_event_invite_code')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    [404, 'Invalid invite code or invitation not found'],
    [500, 'Failed to load invitation information'],
  ])("shows 'Invalid Invitation' when the lookup answers %i", { timeout: 10_000 }, async (status, text) => {
    stubApi({ 'GET /config': CONFIG_RESPONSE, [LOOKUP]: { status, body: { detail: 'whatever' } } });
    renderRoutes(`/join-event/${CODE}`);
    // A 5xx is retried twice (1 s, then 2 s apart) before the page gives up.
    expect((await screen.findByText('Invalid Invitation', {}, { timeout: 5000 })).tagName).toBe('H1');
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it("says 'Invalid invite code' for a blank code, without asking the server", async () => {
    const calls = stubApi({ 'GET /config': CONFIG_RESPONSE });
    renderRoutes('/join-event/%20');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Invalid Invitation');
    expect(screen.getByRole('alert').textContent).toBe('Invalid invite code');
    expect(calls.some((call) => call.url.startsWith('/event-invites'))).toBe(false);
  });

  it.each([
    ['a guest', '/join-event'],
    ['a guest', '/join-event/'],
    ['a member', '/join-event'],
    ['a member', '/join-event/'],
  ])("shows %s at %s 'Invalid Invitation' with 'Invalid invite code', without asking for the invitation", async (who, path) => {
    if (who === 'a member') {
      localStorage.setItem('token', 'tok');
    }
    const calls = stubApi(who === 'a member' ? signedIn : { 'GET /config': CONFIG_RESPONSE });
    renderRoutes(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Invalid Invitation');
    expect(screen.getByRole('alert').textContent).toBe('Invalid invite code');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(currentPath()).toBe(path);
    expect(calls.some((call) => call.url.startsWith('/event-invites'))).toBe(false);
  });
});
