import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';

/** Signs up through the UI and makes a community with one event through the API, as that member. */
async function memberWithEvent(page: Page): Promise<{ eventId: number }> {
  await new AuthPages(page).register({ email: `push-${Date.now()}@example.com`, fullName: 'Pia Push', password: 'notify-me-please' });
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const community = await page.request.post('/api/communities/', { headers, data: { name: 'Night swimmers' } });
  const { id } = (await community.json()) as { id: number };
  const event = await page.request.post('/api/events/', { headers, data: { community_id: id, title: 'Lido at dusk', start_datetime: '2031-08-01T19:00:00Z' } });
  return { eventId: ((await event.json()) as { id: number }).id };
}

test('a push delivered to the service worker shows a notification, and opening it goes to the event', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  const { eventId } = await memberWithEvent(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The registration id comes from CDP's ServiceWorker domain, which reports the workers of every
  // browser context: take the one whose version controls this page, not an earlier test's.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as { targetInfo: { targetId: string } };
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerVersionUpdated',
      ({ versions }: { versions: { registrationId: string; controlledClients?: string[] }[] }) => {
        const ours = versions.find((v) => v.controlledClients?.includes(targetInfo.targetId));
        if (ours) {
          resolve(ours.registrationId);
        }
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const payload = { title: 'Lido at dusk', body: 'Moved from Fri 20:00 to Fri 21:00', url: `/events/${eventId}`, tag: `event-${eventId}` };
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
    });

  // CDP's delivery to a worker that has only just taken control twice vanished without an error in
  // clean-clone CI runs (never in 35 repeats here). A push service redelivers what it could not hand
  // over, so the test does too: at most three deliveries, each given 5 s. What is asserted is
  // unchanged: the delivered push shows exactly this one notification. A redelivery is reported.
  const deliver = async (data: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(data) });
  let seen = await shown();
  let deliveries = 0;
  while (seen.length === 0 && deliveries < 3) {
    deliveries += 1;
    await deliver(payload);
    const deadline = Date.now() + 5_000;
    while ((seen = await shown()).length === 0 && Date.now() < deadline) {
      await page.waitForTimeout(250);
    }
  }
  if (deliveries > 1) {
    console.warn(`push.e2e: the notification showed after ${deliveries} deliveries`);
    test.info().annotations.push({ type: 'push redelivered', description: String(deliveries) });
  }
  expect(seen).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

  // A second change to the same event replaces the notification instead of stacking another.
  await deliver({ ...payload, body: 'New place: North pool' });
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.body)))
    .toEqual(['New place: North pool']);

  // Opening it (what a click does) focuses this window and takes it to the event.
  await page.evaluate((tag) => navigator.serviceWorker.controller?.postMessage({ type: 'OPEN_NOTIFICATION', tag }), payload.tag);
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}$`));
});

test('the Notifications switch explains its state honestly', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await memberWithEvent(page);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Notifications' }).or(page.locator('section[aria-labelledby="notifications-title"]'));
  await expect(panel.first()).toContainText('Turn on to hear about new invitations');
});
