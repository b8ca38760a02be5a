import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { MEMBERS, PLAIN_MEMBER_PERMISSIONS, makeCommunity, signedInRoutes } from './communities-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import type { ApiCall, FakeResponse } from './support/fake-api';
import { answerConfirm, findConfirm } from './support/confirm-dialog';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));

const SETTINGS = '/communities/7/settings';

function openSettings(community: CommunityDetail, extra: Record<string, FakeResponse | ((body: unknown) => FakeResponse)> = {}, userId = 1) {
  signIn();
  const calls = fakeApi({
    ...signedInRoutes({ body: makeUser({ id: userId }) }),
    'GET /communities/7': { body: community },
    ...extra,
  });
  renderRoutes(SETTINGS);
  return calls;
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

function memberRow(name: string): HTMLElement {
  const list = within(section('Member Management')).getByRole('list', { name: 'Community members' });
  return within(list).getByText(name, { selector: '.member-name' }).closest('li') as HTMLElement;
}

/** Opens a member's row menu and picks an action. */
function pick(name: string, action: string): void {
  fireEvent.click(within(memberRow(name)).getByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(within(memberRow(name)).getByRole('menuitem', { name: action }));
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('/communities/{id}/settings', () => {
  it('shows an owner the four sections, Your Membership, and a back link to the community', async () => {
    openSettings(makeCommunity());
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Settings' })).toBeTruthy();
    // The sections after Calendar Sync load as the page renders.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your Membership' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Google Calendar Integration', 'Admin Settings', 'Member Management', 'Invite Members', 'Your Membership']);
    expect(screen.getByRole('link', { name: 'Back to Community' }).getAttribute('href')).toBe('/communities/7');
  });

  it("Admin Settings: Save with nothing changed shows 'No changes to save' and sends nothing", async () => {
    const calls = openSettings(makeCommunity());
    fireEvent.submit(await screen.findByRole('form', { name: 'Admin settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('No changes to save');
    expect(writes(calls)).toEqual([]);
  });

  it("Admin Settings: sends only the changed fields, then 'Settings updated successfully!'", async () => {
    const calls = openSettings(makeCommunity(), {
      'PUT /communities/7/settings': { body: makeCommunity({ name: 'Board Games' }) },
    });
    fireEvent.change(await screen.findByLabelText('Community name'), { target: { value: ' Board Games ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Admin settings' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeTruthy();
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/communities/7/settings', body: { name: 'Board Games' } })]);
    expect(screen.getByText('Board Games', { selector: '.page-lead' })).toBeTruthy();
  });

  it("Admin Settings: shows the server's detail, else 'Failed to update settings'", async () => {
    openSettings(makeCommunity(), { 'PUT /communities/7/settings': { status: 500 } });
    fireEvent.change(await screen.findByLabelText('Community name'), { target: { value: 'Other name' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Admin settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update settings');
  });

  it('Member Management: no actions on the owner or on oneself; e-mails shown', async () => {
    // Grace (user 2) is an admin looking at the list: Ada is the owner, Grace herself, Alan a member.
    // The server marks only Alan as someone Grace may manage.
    const asGrace = MEMBERS.map((member) => ({ ...member, can_be_managed: member.user.id === 3 }));
    openSettings(makeCommunity({ permissions: { ...makeCommunity().permissions, is_owner: false, is_admin: true }, members: asGrace }), {}, 2);
    await screen.findByRole('heading', { name: 'Member Management' });
    expect(within(memberRow('Ada Lovelace')).queryByRole('button')).toBeNull();
    expect(within(memberRow('Grace Hopper')).queryByRole('button')).toBeNull();
    // One menu per row, not a row of buttons: it opens with the member's actions.
    const alan = within(memberRow('alan'));
    const menuButton = alan.getByRole('button', { name: 'Actions for alan' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(alan.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Make Admin', 'Remove from Community']);
    fireEvent.keyDown(alan.getByRole('menu'), { key: 'Escape' });
    expect(alan.queryByRole('menu')).toBeNull();
    expect(alan.getByText('alan@example.com')).toBeTruthy();
    expect(within(memberRow('Ada Lovelace')).getByText('Owner')).toBeTruthy();
  });

  it('Member Management: make and remove admin, with the success and failure texts', async () => {
    let fail = false;
    const calls = openSettings(makeCommunity(), {
      'PUT /communities/7/members/3/admin': () => (fail ? { status: 500 } : { body: { ...MEMBERS[2], is_admin: true } }),
      'PUT /communities/7/members/2/admin': { body: { ...MEMBERS[1], is_admin: false } },
    });
    await screen.findByRole('heading', { name: 'Member Management' });
    pick('alan', 'Make Admin');
    expect(await screen.findByText('Member promoted to admin successfully!')).toBeTruthy();
    expect(calls.find((call) => call.path === '/communities/7/members/3/admin')?.body).toEqual({ is_admin: true });

    pick('Grace Hopper', 'Remove Admin');
    expect(await screen.findByText('Grace Hopper removed as admin successfully!')).toBeTruthy();
    expect(calls.find((call) => call.path === '/communities/7/members/2/admin')?.body).toEqual({ is_admin: false });

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    await waitFor(() => expect(screen.queryByText('Grace Hopper removed as admin successfully!')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    pick('alan', 'Make Admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update admin status');
  });

  it('Member Management: asks before removing, then removes with the success text', async () => {
    const calls = openSettings(makeCommunity(), { 'DELETE /communities/7/members/3': { status: 204 } });
    await screen.findByRole('heading', { name: 'Member Management' });

    pick('alan', 'Remove from Community');
    expect(await answerConfirm('Remove alan?', false)).toBe('Are you sure you want to remove alan from Board Game Night?');
    expect(writes(calls)).toEqual([]);

    pick('alan', 'Remove from Community');
    await answerConfirm('Remove alan?', true);
    expect(await screen.findByText('alan removed from community successfully!')).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /communities/7/members/3']);
  });

  it("Member Management: 'Failed to remove member'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openSettings(makeCommunity(), { 'DELETE /communities/7/members/3': { status: 500 } });
    await screen.findByRole('heading', { name: 'Member Management' });
    pick('alan', 'Remove from Community');
    await answerConfirm('Remove alan?', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to remove member');
  });

  it("a plain member sees Google Calendar Integration, Invite Members with 'Invite Code Not Visible', and Leave", async () => {
    openSettings(makeCommunity({ invite_code: null, permissions: PLAIN_MEMBER_PERMISSIONS }), {}, 3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Settings' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Google Calendar Integration', 'Invite Members', 'Your Membership']);
    expect(within(section('Your Membership')).getByText('Leave Community')).toBeTruthy();
    expect(within(section('Your Membership')).queryByText('Delete Community')).toBeNull();
    expect(within(section('Invite Members')).getByText('Invite Code Not Visible')).toBeTruthy();
    expect(screen.queryByText('Regenerate Invite Code')).toBeNull();
    expect(screen.queryByText('Copy Invite Link')).toBeNull();
  });

  it("Invite Members: regenerates after confirm, shows the new code and 'Invite code regenerated successfully!'", async () => {
    openSettings(makeCommunity(), { 'POST /communities/7/regenerate-invite-code': { body: { invite_code: 'NEWC0DE9' } } });
    fireEvent.click(await screen.findByText('Regenerate Invite Code'));
    expect(await answerConfirm('Regenerate the invite code of “Board Game Night”?', true)).toBe(
      'Are you sure you want to regenerate the invite code? The current invite code and link will stop working.',
    );
    expect(await screen.findByText('Invite code regenerated successfully!')).toBeTruthy();
    expect(screen.getByTestId('invite-code').textContent).toBe('NEWC0DE9');
  });

  it("Invite Members: 'Failed to regenerate invite code'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openSettings(makeCommunity(), { 'POST /communities/7/regenerate-invite-code': { status: 500 } });
    fireEvent.click(await screen.findByText('Regenerate Invite Code'));
    await answerConfirm('Regenerate the invite code of “Board Game Night”?', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to regenerate invite code');
  });

  // Saving the switch is covered end to end: under Vitest, @ionic/react resolves @lit/react's
  // server build, which passes no props or event handlers to the custom elements.
  it('Google Calendar Integration: every member gets the auto-sync switch for this community', async () => {
    openSettings(makeCommunity({ permissions: PLAIN_MEMBER_PERMISSIONS }), {}, 3);
    await screen.findByRole('heading', { name: 'Google Calendar Integration' });
    const calendar = section('Google Calendar Integration');
    expect(calendar.querySelector('ion-toggle')?.textContent).toBe('Auto-sync events from this community');
  });

  it("a non-member (404) sees \"You don't have permission to access community settings\"", async () => {
    openSettings(makeCommunity(), { 'GET /communities/7': { status: 404, body: { detail: 'Community not found', code: 'not_found' } } });
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have permission to access community settings");
  });

  it('Your Membership: a member leaves after the confirmation naming the community, and lands on My Communities', async () => {
    const calls = openSettings(makeCommunity({ permissions: PLAIN_MEMBER_PERMISSIONS }), { 'POST /communities/7/leave': { status: 204 }, 'GET /communities/': { body: [] } }, 3);
    fireEvent.click(await screen.findByText('Leave Community'));
    expect(await answerConfirm('Leave “Board Game Night”?', true)).toMatch(/no longer see its events/);
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/communities'));
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /communities/7/leave']);
  });

  it('Your Membership: the owner cannot leave; they hand the community on, or delete it after typing its name', async () => {
    const calls = openSettings(makeCommunity(), {
      'POST /communities/7/transfer-ownership': { body: makeCommunity({ permissions: { ...makeCommunity().permissions, is_owner: false, is_admin: true, can_leave: true, can_delete: false, can_transfer_ownership: false } }) },
      'DELETE /communities/7': { status: 204 },
      'GET /communities/': { body: [] },
    });
    const membership = within(await screen.findByRole('region', { name: 'Your Membership' }).catch(() => section('Your Membership')));
    expect(membership.queryByText('Leave Community')).toBeNull();
    expect(membership.getByText(/first make another member its owner/)).toBeTruthy();
    const select = membership.getByLabelText('New owner');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a member', 'Grace Hopper', 'alan']);

    // Deleting waits for the typed name.
    fireEvent.click(membership.getByText('Delete Community', { selector: 'ion-button' }));
    const dialog = await findConfirm('Delete “Board Game Night”?');
    const confirmButton = within(dialog).getByText('Delete Community', { selector: 'ion-button' });
    expect(confirmButton.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(dialog);
    expect(writes(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Board Game Night' } });
    expect(confirmButton.hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(dialog).getByText('Cancel', { selector: 'ion-button' }));

    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.click(membership.getByText('Transfer Ownership', { selector: 'ion-button' }));
    await answerConfirm('Make alan the owner of “Board Game Night”?', true);
    expect(await screen.findByText('alan now owns Board Game Night.')).toBeTruthy();
    expect(writes(calls).map((call) => [call.path, call.body])).toEqual([['/communities/7/transfer-ownership', { user_id: 3 }]]);
  });
});
