import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

test('Share copies the event link when the browser has no share sheet, and says "Link copied"', async ({ page, request, e2e }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Sea Swimmers');
  const event = await api.createEvent(ada, community.id, 'Lido at dusk');

  // Headless Chromium has no navigator.share; make sure of it, as on a desktop browser.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, ada, `/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Lido at dusk', level: 1 })).toBeVisible();

  const share = page.getByRole('button', { name: 'Share', exact: true });
  expect((await share.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.url}/events/${event.id}`);
  // The note goes after 2 seconds (spec section 9's copied indicator).
  await expect(page.getByText('Link copied')).toHaveCount(0, { timeout: 4000 });
});

test('the place links to an OpenStreetMap search and, on a phone, to its maps app', async ({ browser, request, e2e }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Sea Swimmers');
  const event = await api.createEvent(ada, community.id, 'Lido at dusk', { location: 'Brockwell Lido, London' });

  // A phone: touch, coarse pointer, where geo: addresses open the maps app.
  const phone = await browser.newContext({ baseURL: e2e.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await openSignedIn(page, ada, `/events/${event.id}`);
  const map = page.getByRole('link', { name: 'Map', exact: true });
  await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=Brockwell%20Lido%2C%20London');
  await expect(map).toHaveAttribute('target', '_blank');
  expect((await map.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  const app = page.getByRole('link', { name: 'Open in Maps' });
  await expect(app).toBeVisible();
  await expect(app).toHaveAttribute('href', 'geo:0,0?q=Brockwell%20Lido%2C%20London');

  // Following the map link opens OpenStreetMap's search for the place in a new tab.
  await phone.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>OpenStreetMap</title>' }));
  const [tab] = await Promise.all([phone.waitForEvent('page'), map.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://www.openstreetmap.org/search?query=Brockwell%20Lido%2C%20London');
  await phone.close();
});
