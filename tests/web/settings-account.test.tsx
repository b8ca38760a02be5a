import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSummary, PLAIN_MEMBER_PERMISSIONS } from './communities-fixtures';
import { answerConfirm } from './support/confirm-dialog';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

type Route = FakeResponse | ((body: unknown) => FakeResponse);

function openSettings(routes: Record<string, Route> = {}) {
  signIn();
  const calls = fakeApi({
    'GET /config': CONFIG_RESPONSE,
    'GET /auth/me': { body: makeUser({ sign_in_methods: ['email'] }) },
    'GET /communities/': { body: [] },
    ...routes,
  });
  renderRoutes('/settings');
  return calls;
}

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/settings: account basics', () => {
  it('edits the full name in place; the menu greets by the new name', async () => {
    const calls = openSettings({ 'PATCH /auth/me': (body) => ({ body: makeUser({ full_name: (body as { full_name: string }).full_name }) }) });
    const profile = await panel('Profile');
    expect(profile.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(profile.getByText('Edit', { selector: 'ion-button' }));
    // The form's code loads on demand.
    fireEvent.change(await profile.findByLabelText('Full name'), { target: { value: 'Augusta Ada King' } });
    fireEvent.submit(profile.getByRole('form', { name: 'Edit full name' }));
    expect(await profile.findByText('Your name is saved.')).toBeTruthy();
    expect(profile.getByText('Augusta Ada King')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ full_name: 'Augusta Ada King' }]);
    await waitFor(() => expect(screen.getAllByText('Augusta').length).toBeGreaterThan(0));
  });

  it('changes the password with the reset page rules, and says other devices were signed out', async () => {
    const calls = openSettings({ 'POST /auth/change-password': { body: { message: 'Your password is changed. Every other device was signed out.', other_sessions_ended: 2 } } });
    const password = await panel('Password');
    const form = password.getByRole('form', { name: 'Change password' });
    fireEvent.change(password.getByLabelText('Current password'), { target: { value: 'old password' } });
    fireEvent.change(password.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(password.getByLabelText('Confirm new password'), { target: { value: 'short' } });
    fireEvent.submit(form);
    expect(password.getByRole('alert').textContent).toBe('Password must be at least 8 characters long');
    fireEvent.change(password.getByLabelText('New password'), { target: { value: 'a long new one' } });
    fireEvent.change(password.getByLabelText('Confirm new password'), { target: { value: 'a long new two' } });
    fireEvent.submit(form);
    expect(password.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(password.getByLabelText('Confirm new password'), { target: { value: 'a long new one' } });
    fireEvent.submit(form);
    expect(await password.findByText('Your password is changed. Every other device was signed out.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { current_password: 'old password', new_password: 'a long new one' },
    ]);
  });

  it("shows the server's words for a wrong current password", async () => {
    openSettings({ 'POST /auth/change-password': { status: 400, body: { detail: 'Your current password is not correct', code: 'wrong_password' } } });
    const password = await panel('Password');
    fireEvent.change(password.getByLabelText('Current password'), { target: { value: 'guess' } });
    fireEvent.change(password.getByLabelText('New password'), { target: { value: 'a long new one' } });
    fireEvent.change(password.getByLabelText('Confirm new password'), { target: { value: 'a long new one' } });
    fireEvent.submit(password.getByRole('form', { name: 'Change password' }));
    expect((await password.findByRole('alert')).textContent).toBe('Your current password is not correct');
  });

  it('lists my communities with my role: leave one after the confirmation, the owned one is handed on in its settings', async () => {
    let mine = [makeSummary({ id: 7, name: 'Board Game Night' }), makeSummary({ id: 8, name: 'Chess Club', permissions: PLAIN_MEMBER_PERMISSIONS })];
    const calls = openSettings({
      'GET /communities/': () => ({ body: mine }),
      'POST /communities/8/leave': () => {
        mine = mine.filter((community) => community.id !== 8);
        return { status: 204 };
      },
    });
    const communities = await panel('Your communities');
    const chess = (await communities.findByRole('link', { name: 'Chess Club' })).closest('li') as HTMLElement;
    const board = communities.getByRole('link', { name: 'Board Game Night' }).closest('li') as HTMLElement;
    expect(within(board).getByText('Owner')).toBeTruthy();
    expect(within(board).getByRole('link', { name: 'Transfer or delete in its settings' }).getAttribute('href')).toBe('/communities/7/settings');
    expect(within(chess).getByText('Member')).toBeTruthy();
    fireEvent.click(within(chess).getByText('Leave Community', { selector: 'ion-button' }));
    await answerConfirm('Leave “Chess Club”?', true);
    await waitFor(() => expect(communities.queryByRole('link', { name: 'Chess Club' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/communities/8/leave']);
  });
});
