import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

test.use({ timezoneId: 'Europe/London' });

test('the app arrives compressed, with hashed files cached for a year and the page itself revalidated', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  const scripts = responses.filter((response) => /\/assets\/.+\.js$/.test(response.url()));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const headers = await script.allHeaders();
    // The tiniest chunks (a few hundred bytes) go as they are: compressing them saves nothing.
    const size = (await script.body()).length;
    expect([script.url(), headers['content-encoding']]).toEqual([script.url(), size >= 1024 ? 'br' : headers['content-encoding']]);
    if (headers['content-encoding']) {
      expect(headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  const html = responses.find((response) => response.url().endsWith('/login'));
  const htmlHeaders = await html?.allHeaders();
  expect(htmlHeaders?.['cache-control']).toBe('no-cache');
  expect(htmlHeaders?.['content-encoding']).toBe('br');

  // The server named the page's code up front, so the browser fetched it with the first script.
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.some((href) => /\/assets\/login-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
});

test('a signed-in screen shows its skeleton while its code loads, then the screen', async ({ page, request }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Leeds Readers');
  const event = await api.createEvent(ada, community.id, 'Book swap at the library');

  // Hold back the event page's own code, as a slow network would.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/event-detail-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, ada, `/events/${event.id}`);
  const skeleton = page.locator('[data-skeleton="detail"]');
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Book swap at the library' })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { name: 'Book swap at the library' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test('an invitation link carries its event in the tags a chat app reads, and the page still works under the CSP', async ({ page, request }) => {
  const api = new GatherApi(request);
  const host = await api.registerUser('Hana Host');
  const community = await api.createCommunity(host, 'Choir');
  const event = await api.createEvent(host, community.id, 'Carols <by> candlelight & "mulled" wine', {
    start_datetime: '2030-12-05T19:00:00.000Z',
    end_datetime: '2030-12-05T21:00:00.000Z',
    location: 'St Mary’s, Whitby',
    is_private: true,
  });
  const invitation = await api.invite(host, event.id);

  // What WhatsApp or iMessage fetches: the HTML, no script run.
  const fetched = await request.get(`/join-event/${invitation.invite_code}`);
  expect(fetched.status()).toBe(200);
  expect(await fetched.text()).toContain('<meta property="og:title" content="Carols &lt;by&gt; candlelight &amp; &quot;mulled&quot; wine" />');

  await page.goto(`/join-event/${invitation.invite_code}`);
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe('Carols <by> candlelight & "mulled" wine');
  expect(await meta('og:description')).toBe('Thursday, 5 December 2030, 19:00 – 21:00 (London) · St Mary’s, Whitby');
  expect(await meta('og:image')).toMatch(/\/icons\/icon-512\.png$/);
  expect(await meta('twitter:card')).toBe('summary');
  await expect(page).toHaveTitle('Carols <by> candlelight & "mulled" wine · Gather');
  // The screen renders (no CSP violation: the fixture fails the test on any).
  await expect(page.getByRole('heading', { name: 'Carols <by> candlelight & "mulled" wine' })).toBeVisible();
});
