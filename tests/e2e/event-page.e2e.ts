import type { Locator } from '@playwright/test';
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

/** The colour an element's text is drawn on, and the text's own: its background laid over the white card. */
async function textAndBackground(locator: Locator): Promise<{ text: number[]; background: number[] }> {
  return locator.evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const style = getComputedStyle(element);
    const [r = 255, g = 255, b = 255, a = 1] = channels(style.backgroundColor);
    const over = (value: number) => Math.round(value * a + 255 * (1 - a));
    return { text: channels(style.color).slice(0, 3), background: [over(r), over(g), over(b)] };
  });
}

/** WCAG's contrast ratio of two sRGB colours. */
function contrast(one: number[], two: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Text a reader can read on its background: WCAG AA's 4.5:1. */
const readable = ({ text, background }: { text: number[]; background: number[] }) => contrast(text, background) >= 4.5;

test('the chosen answer stays solid and readable after a tap on a phone and under the pointer on a desktop', async ({ browser, request, e2e }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Sea Swimmers');
  const event = await api.createEvent(ada, community.id, 'Lido at dusk');

  // A phone: the tap leaves the pointer's hover state on the button it hit.
  const phone = await browser.newContext({ baseURL: e2e.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await openSignedIn(page, ada, `/events/${event.id}`);
  const going = page.getByRole('button', { name: 'Going', exact: true });
  await going.tap();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^1 going/ })).toBeVisible();
  // (Polled: the colour eases over 0.15 s.)
  await expect.poll(async () => readable(await textAndBackground(going))).toBe(true);
  // Solid: the primary colour, not a pale tint of it.
  expect(Math.max(...(await textAndBackground(going)).background)).toBeLessThan(200);
  await phone.close();

  // A desktop: the pointer resting on the chosen answer does not turn it pale either.
  const desktop = await browser.newContext({ baseURL: e2e.url, viewport: { width: 1280, height: 800 } });
  const deskPage = await desktop.newPage();
  await openSignedIn(deskPage, ada, `/events/${event.id}`);
  const chosen = deskPage.getByRole('button', { name: 'Going', exact: true });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await chosen.hover();
  await expect.poll(async () => readable(await textAndBackground(chosen))).toBe(true);
  expect(Math.max(...(await textAndBackground(chosen)).background)).toBeLessThan(200);
  // Another answer under the pointer still shows it can be chosen: tinted, its text readable.
  const maybe = deskPage.getByRole('button', { name: 'Maybe', exact: true });
  await maybe.hover();
  await expect.poll(async () => readable(await textAndBackground(maybe))).toBe(true);
  await desktop.close();
});
