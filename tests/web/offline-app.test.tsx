import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// What the full app registers (web/app/full-app.tsx): signing out clears the member's data here.
import '../../web/lib/offline/offline-sign-out';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { rsvpWrite } from '../../web/lib/outbox/writes';
import { removeLeftoverModals } from './events-fixtures';
import { answerConfirm } from './support/confirm-dialog';
import { fakeApi, makeUser } from './support/fake-api';
import { putSavedCopy, savedCopyOf } from './support/saved-copy';
import { renderRoutes } from './support/render-routes';

afterEach(removeLeftoverModals);

const TOKEN = 'tok-ada';
const user = makeUser({ id: 1, full_name: 'Ada Lovelace' });

/** A browser with no network: every request fails as fetch does offline. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What an earlier online visit left: the member, their token, and their saved queries. */
async function savedVisit(lastSyncedAt: number | null) {
  localStorage.setItem('token', TOKEN);
  await writeDeviceSession(localDb(), TOKEN, user.id);
  await putSavedCopy({
    userId: user.id,
    lastSyncedAt,
    queries: [{ queryHash: '["session","me"]', queryKey: ['session', 'me'], state: { data: user, dataUpdatedAt: lastSyncedAt ?? 0, status: 'success', dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' } }],
  });
}

describe('the app opened offline', () => {
  it('keeps a member with a saved copy signed in on /home, with the offline banner and when it last synced', async () => {
    await savedVisit(Date.now() - 5 * 60_000);
    goOffline();
    renderRoutes('/home');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    const banner = await screen.findByText('Offline · last synced 5 min ago');
    expect(banner.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/home');
  });

  it('without a saved copy, says the page has not been saved instead of sending the member to /login', async () => {
    localStorage.setItem('token', TOKEN);
    goOffline();
    renderRoutes('/communities');
    expect(await screen.findByText("You're offline and this page hasn't been saved yet")).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/communities');
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('lists pending changes, and Discard removes one', async () => {
    await savedVisit(Date.now());
    const row = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', { id: 1, username: 'ada', full_name: 'Ada Lovelace' });
    await localDb().outbox.add({
      id: '00000000-0000-4000-8000-000000000001', userId: 1, seq: 1, kind: 'rsvp', resourceKey: row.resourceKey, request: row.request('x'),
      idempotencyKey: '00000000-0000-4000-8000-000000000001', attempts: 2, nextAttemptAt: 0, status: 'pending', lastError: 'Network error: Failed to fetch',
      createdAt: 0, label: row.label, change: row.change,
    });
    goOffline();
    renderRoutes('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Pending changes (1)' }));
    const item = (await screen.findByText('Your RSVP to “Lido at dusk”')).closest('li') as HTMLElement;
    expect(within(item).getByText('Going')).toBeTruthy();
    expect(within(item).getByText('Waiting to sync')).toBeTruthy();
    expect(within(item).getByText(/last try: Network error/)).toBeTruthy();
    fireEvent.click(within(item).getByText('Discard'));
    expect(await screen.findByText('Everything is synced.')).toBeTruthy();
    await waitFor(async () => expect(await localDb().outbox.count()).toBe(0));
    expect(screen.queryByRole('button', { name: /Pending changes/ })).toBeNull();
  });
});

describe('a change being sent right now', () => {
  it('shows Sending… and cannot be discarded', async () => {
    await savedVisit(Date.now());
    const row = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', { id: 1, username: 'ada', full_name: 'Ada Lovelace' });
    await localDb().outbox.add({
      id: 's', userId: 1, seq: 1, kind: 'rsvp', resourceKey: row.resourceKey, request: row.request('s'), idempotencyKey: 's', attempts: 0,
      nextAttemptAt: Date.now() + 60_000, status: 'pending', lastError: null, createdAt: 0, label: row.label, change: row.change,
    });
    await localDb().sending.put({ rowId: 's', since: Date.now() });
    goOffline();
    renderRoutes('/home');
    fireEvent.click(await screen.findByRole('button', { name: 'Pending changes (1)' }));
    const item = (await screen.findByText('Your RSVP to “Lido at dusk”')).closest('li') as HTMLElement;
    expect(await within(item).findByText('Sending…')).toBeTruthy();
    // React sets the ion-button's disabled property; Ionic reflects it to the attribute later.
    expect((within(item).getByText('Discard').closest('ion-button') as HTMLElement & { disabled: boolean }).disabled).toBe(true);
  });
});

describe('signing out with changes not yet sent', () => {
  async function pendingRsvp() {
    await savedVisit(Date.now());
    const row = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', { id: 1, username: 'ada', full_name: 'Ada Lovelace' });
    await localDb().outbox.add({
      id: 'c', userId: 1, seq: 1, kind: 'rsvp', resourceKey: row.resourceKey, request: row.request('c'), idempotencyKey: 'c',
      attempts: 1, nextAttemptAt: Date.now() + 60_000, status: 'pending', lastError: null, createdAt: 0, label: row.label, change: row.change,
    });
  }

  async function chooseSignOut() {
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada' }));
    // Ionic presents the menu in a popover moved to <body> (its code loads when first opened):
    // wait until one is shown with its items (a previous test's may linger there, emptied), then choose.
    const menu = await waitFor(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('ion-popover.user-menu-popover:not(.overlay-hidden)')].find(
        (popover) => within(popover).queryByText('Sign Out') !== null,
      );
      expect(shown).toBeTruthy();
      return shown as HTMLElement;
    });
    fireEvent.click(within(menu).getByText('Sign Out'));
  }

  it("asks first in the app's own dialog, and answering no keeps the member signed in with the change still queued", async () => {
    await pendingRsvp();
    goOffline();
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal('confirm', browserConfirm);
    renderRoutes('/home');
    await screen.findByRole('button', { name: 'Pending changes (1)' });
    await chooseSignOut();
    expect(await answerConfirm('Sign out with 1 change not sent?', false)).toBe(
      '1 change made offline has not been sent yet. Signing out now discards it. Sign out anyway?',
    );
    expect(browserConfirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('current-path').textContent).toBe('/home');
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(await localDb().outbox.count()).toBe(1);
  });

  it('answering yes signs out and discards the queue', async () => {
    await pendingRsvp();
    goOffline();
    renderRoutes('/home');
    await screen.findByRole('button', { name: 'Pending changes (1)' });
    await chooseSignOut();
    await answerConfirm('Sign out with 1 change not sent?', true);
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(async () => expect(await localDb().outbox.count()).toBe(0));
  });
});

describe('changes paused by a refused session', () => {
  it('are mentioned on /login, so the member knows signing in sends them, and can discard them instead', async () => {
    const row = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', { id: 1, username: 'ada', full_name: 'Ada Lovelace' });
    const pier = rsvpWrite({ id: 6, title: 'Pier walk' }, 'maybe', { id: 1, username: 'ada', full_name: 'Ada Lovelace' });
    const base = { userId: 1, attempts: 1, nextAttemptAt: 0, status: 'pending' as const, lastError: null, createdAt: 0, kind: 'rsvp' as const };
    await localDb().outbox.bulkAdd([
      { ...base, id: 'p1', seq: 1, resourceKey: row.resourceKey, request: row.request('p1'), idempotencyKey: 'p1', label: row.label, change: row.change },
      { ...base, id: 'p2', seq: 2, resourceKey: pier.resourceKey, request: pier.request('p2'), idempotencyKey: 'p2', label: pier.label, change: pier.change },
    ]);
    await localDb().session.put({ key: 'current', token: 'expired', userId: 1, pausedAt: Date.now() });
    fakeApi({ 'GET /config': { body: { product_name: 'Gather', support_email: 'support@gather.local', google_sign_in_enabled: false, google_calendar_enabled: false } } });
    renderRoutes('/login');
    const note = await screen.findByText('2 changes you made are waiting on this device. Sign in again to send them, or discard them.');
    expect(note.closest('[role="status"]')).not.toBeNull();

    fireEvent.click(screen.getByText('Discard them'));
    await waitFor(() => expect(screen.queryByText(/waiting on this device/)).toBeNull());
    expect(await localDb().outbox.count()).toBe(0);
    expect(await localDb().session.get('current')).toBeUndefined();
  });

  it('are not mentioned when nothing is paused', async () => {
    await localDb().session.put({ key: 'current', token: 'fine', userId: 1, pausedAt: null });
    fakeApi({ 'GET /config': { body: { product_name: 'Gather', support_email: 'support@gather.local', google_sign_in_enabled: false, google_calendar_enabled: false } } });
    renderRoutes('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.queryByText(/waiting on this device/)).toBeNull();
  });
});

describe('whose data a browser keeps', () => {
  it("shows nothing of another member's saved copy to a different token", async () => {
    await savedVisit(Date.now());
    localStorage.setItem('token', 'someone-else');
    goOffline();
    renderRoutes('/home');
    expect(await screen.findByText("You're offline and this page hasn't been saved yet")).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("signing out deletes the member's saved copy, outbox and device session, and nobody else's", async () => {
    await savedVisit(Date.now());
    const mine = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'going', { id: 1, username: 'ada', full_name: null });
    const theirs = rsvpWrite({ id: 5, title: 'Lido at dusk' }, 'maybe', { id: 2, username: 'bo', full_name: null });
    const base = { seq: 1, attempts: 0, nextAttemptAt: 0, status: 'pending' as const, lastError: null, createdAt: 0 };
    await localDb().outbox.bulkAdd([
      { ...base, id: 'a', userId: 1, kind: 'rsvp', resourceKey: mine.resourceKey, request: mine.request('a'), idempotencyKey: 'a', label: mine.label, change: mine.change },
      { ...base, id: 'b', userId: 2, kind: 'rsvp', resourceKey: theirs.resourceKey, request: theirs.request('b'), idempotencyKey: 'b', label: theirs.label, change: theirs.change },
    ]);
    await import('../../web/lib/offline/offline-sign-out');
    const { runSignOutHooks } = await import('../../web/lib/sign-out-hooks');
    await runSignOutHooks(TOKEN);
    expect(await savedCopyOf(1)).toBeUndefined();
    expect(await localDb().session.get('current')).toBeUndefined();
    expect((await localDb().outbox.toArray()).map((row) => row.id)).toEqual(['b']);
  });
});
