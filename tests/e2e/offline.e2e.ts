import { expect, test } from './fixtures';
import { DiscussionSection, GatherApi, openSignedIn } from './pages/discussion-pages';
import { OfflineBanner, waitForServiceWorker, waitUntilSaved } from './pages/offline-pages';

test.describe('offline at the venue', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['background-sync']);
  });

  test('opens from the cache offline, queues an RSVP, a comment and a reply, and they reach the server exactly once', async ({ page, context, request }) => {
    const api = new GatherApi(request);
    const grace = await api.registerUser('Grace Hopper');
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(grace, 'Sea Swimmers');
    await api.joinCommunity(ada, community.invite_code);
    const event = await api.createEvent(grace, community.id, 'Lido at dusk');
    await api.postComment(grace, event.id, 'Who brings towels?');

    // One online visit: home, the community, the event and its discussion.
    await openSignedIn(page, ada, '/home');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/communities/${community.id}`);
    await expect(page.getByRole('heading', { name: 'Sea Swimmers', level: 1 })).toBeVisible();
    await expect(page.getByText('Lido at dusk').first()).toBeVisible();
    await page.goto(`/events/${event.id}`);
    const discussion = new DiscussionSection(page);
    await expect(discussion.comment('Grace Hopper', 'Who brings towels?')).toBeVisible();
    await waitUntilSaved(page, [['session', 'me'], ['events', 'detail', event.id], ['comments', 'event', event.id]]);

    // The signal goes; the installed app still opens, from the cache.
    await context.setOffline(true);
    await page.reload();
    const banner = new OfflineBanner(page);
    await expect(page.getByRole('heading', { name: 'Lido at dusk', level: 1 })).toBeVisible();
    await expect(banner.bar).toHaveText(/Offline · last synced (just now|\d+ min ago)/);
    await expect(banner.bar).toHaveAttribute('role', 'status');

    await page.getByRole('button', { name: 'Going', exact: true }).click();
    const rsvpPanel = page.locator('section.rsvp-panel');
    await expect(page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rsvpPanel.getByText('Waiting to sync')).toBeVisible();
    // Grace, who organised it, is going too.
    await expect(rsvpPanel.getByText('2 going · 0 maybe · 0 not going')).toBeVisible();

    await discussion.post('See you at the lido!');
    const comment = discussion.comment('Ada Lovelace', 'See you at the lido!');
    await expect(comment.getByText('Waiting to sync')).toBeVisible();
    await discussion.reply('Grace Hopper', 'I will bring two.');
    const reply = discussion.comment('Ada Lovelace', 'I will bring two.');
    await expect(reply.getByText('Waiting to sync')).toBeVisible();
    await expect(banner.pendingChangesButton(3)).toBeVisible();

    // Closing and reopening the app offline keeps every change, still marked.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lido at dusk', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(rsvpPanel.getByText('Waiting to sync')).toBeVisible();
    await expect(comment.getByText('Waiting to sync')).toBeVisible();
    await expect(reply.getByText('Waiting to sync')).toBeVisible();
    await banner.pendingChangesButton(3).click();
    const dialog = banner.dialog();
    await expect(dialog.getByText('Your RSVP to “Lido at dusk”')).toBeVisible();
    await expect(dialog.getByText('Your comment on “Lido at dusk”')).toBeVisible();
    await expect(dialog.getByText('Your reply on “Lido at dusk”')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A list never opened online says so instead of spinning (home saved the upcoming one; the past one was never seen).
    await page.goto('/events');
    await page.getByRole('tab', { name: 'Past Events' }).click();
    await expect(page.getByText("You're offline and this hasn't been saved yet").first()).toBeVisible();
    await page.goto(`/events/${event.id}`);
    await expect(comment.getByText('Waiting to sync')).toBeVisible();

    // The signal returns: everything is sent, the marks go.
    await context.setOffline(false);
    await expect(banner.bar).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    await expect(comment.locator('time')).toBeVisible();

    const onServer = await api.getEvent(ada, event.id);
    expect(onServer.rsvps.filter((rsvp) => rsvp.user.id === ada.id).map((rsvp) => rsvp.status)).toEqual(['going']);
    const threads = await api.comments(ada, event.id);
    expect(threads.filter((thread) => thread.content === 'See you at the lido!')).toHaveLength(1);
    expect(threads.flatMap((thread) => thread.replies).filter((r) => r.content === 'I will bring two.')).toHaveLength(1);
    expect(threads.flatMap((thread) => [thread, ...thread.replies])).toHaveLength(3);
  });

  test('the signal goes while the event is open: the RSVP, a comment and a like queue at once, and are sent when it returns', async ({ page, context, request }) => {
    const api = new GatherApi(request);
    const grace = await api.registerUser('Grace Hopper');
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(grace, 'Sea Swimmers');
    await api.joinCommunity(ada, community.invite_code);
    const event = await api.createEvent(grace, community.id, 'Lido at dusk');
    await api.postComment(grace, event.id, 'Who brings towels?');

    await openSignedIn(page, ada, `/events/${event.id}`);
    const discussion = new DiscussionSection(page);
    await expect(discussion.comment('Grace Hopper', 'Who brings towels?')).toBeVisible();
    await waitForServiceWorker(page);

    // No reload: the page that was open when the signal went is the one the member keeps using.
    await context.setOffline(true);
    const banner = new OfflineBanner(page);
    await expect(banner.bar).toBeVisible();
    await page.getByRole('button', { name: 'Going', exact: true }).click();
    await discussion.post('Running late, save me a lane');
    await expect(discussion.comment('Ada Lovelace', 'Running late, save me a lane').getByText('Waiting to sync')).toBeVisible();
    await discussion.likeButton(discussion.comment('Grace Hopper', 'Who brings towels?')).click();
    await expect(banner.pendingChangesButton(3)).toBeVisible();

    await context.setOffline(false);
    await expect(banner.bar).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    const onServer = await api.getEvent(ada, event.id);
    expect(onServer.rsvps.filter((rsvp) => rsvp.user.id === ada.id).map((rsvp) => rsvp.status)).toEqual(['going']);
    const threads = await api.comments(ada, event.id);
    expect(threads.map((thread) => `${thread.content} (${thread.likes_count})`).sort()).toEqual(['Running late, save me a lane (0)', 'Who brings towels? (1)']);
  });

  test('an event deleted while the member was offline: the queued RSVP and comment are refused, rolled back, and the member is told', async ({ page, context, request }) => {
    const api = new GatherApi(request);
    const grace = await api.registerUser('Grace Hopper');
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(grace, 'Sea Swimmers');
    await api.joinCommunity(ada, community.invite_code);
    const event = await api.createEvent(grace, community.id, 'Lido at dusk');

    await openSignedIn(page, ada, `/events/${event.id}`);
    const discussion = new DiscussionSection(page);
    await expect(discussion.heading()).toHaveText('Discussion (0)');
    await waitForServiceWorker(page);
    await waitUntilSaved(page, [['events', 'detail', event.id], ['comments', 'event', event.id]]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lido at dusk', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Going', exact: true }).click();
    await discussion.post('Is the pool heated?');
    const banner = new OfflineBanner(page);
    await expect(banner.pendingChangesButton(2)).toBeVisible();

    // Meanwhile the creator deletes the event.
    const deleted = await request.delete(`/api/events/${event.id}`, { headers: { Authorization: `Bearer ${grace.token}` } });
    expect(deleted.ok()).toBe(true);

    await context.setOffline(false);
    await expect(banner.failures).toContainText('Your RSVP to “Lido at dusk” could not be saved: Event not found', { timeout: 15_000 });
    await expect(banner.failures).toContainText('Your comment on “Lido at dusk” could not be saved: Event not found');
    await expect(banner.failures).toHaveAttribute('role', 'alert');
    // Rolled back: nothing is waiting, the comment is gone, and the page shows the server's truth.
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    await expect(page.getByText('Is the pool heated?')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();

    await banner.dismissFailure('Your RSVP to “Lido at dusk” could not be saved');
    await banner.dismissFailure('Your comment on “Lido at dusk” could not be saved');
    await expect(banner.failures).toBeHidden();
    await expect(banner.queueButton).toBeHidden();
  });

  test('with every page of the app closed, Background Sync in the service worker sends the queue and updates the saved copy', async ({ page, context, request, e2e }) => {
    const api = new GatherApi(request);
    const grace = await api.registerUser('Grace Hopper');
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(grace, 'Sea Swimmers');
    await api.joinCommunity(ada, community.invite_code);
    const event = await api.createEvent(grace, community.id, 'Lido at dusk');

    await openSignedIn(page, ada, `/events/${event.id}`);
    const discussion = new DiscussionSection(page);
    await expect(discussion.heading()).toHaveText('Discussion (0)');
    await waitForServiceWorker(page);
    await waitUntilSaved(page, [['events', 'detail', event.id], ['comments', 'event', event.id]]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Maybe', exact: true }).click();
    await discussion.post('Sent by the worker');
    await expect(new OfflineBanner(page).pendingChangesButton(2)).toBeVisible();

    // The member closes the app; the CDP session lives on a blank page, which no worker controls.
    const blank = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        const live = registrations.find((registration) => !registration.isDeleted);
        if (live) {
          resolve(live.registrationId);
        }
      });
    });
    await cdp.send('ServiceWorker.enable');
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(e2e.url).origin, registrationId: await registrationId, tag: 'gather-outbox', lastChance: false });

    // Grace's own going (she organised it), then Ada's maybe.
    await expect.poll(async () => (await api.getEvent(ada, event.id)).rsvps.map((rsvp) => rsvp.status), { timeout: 15_000 }).toEqual(['going', 'maybe']);
    await expect.poll(async () => (await api.comments(ada, event.id)).map((comment) => comment.content)).toEqual(['Sent by the worker']);

    // Reopened offline: the worker wrote the server's answers into the saved copy, nothing is pending.
    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto(`/events/${event.id}`);
    await expect(reopened.getByRole('heading', { name: 'Lido at dusk', level: 1 })).toBeVisible();
    await expect(reopened.getByRole('button', { name: 'Maybe', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(reopened.locator('section.rsvp-panel').getByText('1 going · 1 maybe · 0 not going')).toBeVisible();
    await expect(new DiscussionSection(reopened).comment('Ada Lovelace', 'Sent by the worker').locator('time')).toBeVisible();
    await expect(reopened.getByText('Waiting to sync')).toHaveCount(0);
    await context.setOffline(false);
  });
});
