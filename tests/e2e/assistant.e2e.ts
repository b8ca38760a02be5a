import type { Locator, Page } from '@playwright/test';
import { startEventSite } from '../support/event-site';
import type { EventSite } from '../support/event-site';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

// The member's browser is in London: the assistant reads times in the zone it sends.
test.use({ timezoneId: 'Europe/London' });

const CEILIDH = `<!doctype html><html><head><title>Summer Ceilidh | Kirkton Hall</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DanceEvent","name":"Summer Ceilidh","startDate":"2027-07-10T19:30:00+01:00","endDate":"2027-07-10T23:00:00+01:00",
"location":{"@type":"Place","name":"Kirkton Hall","address":{"@type":"PostalAddress","streetAddress":"3 Kirk Wynd","addressLocality":"Kirkton"}},
"offers":[{"@type":"Offer","price":"12","priceCurrency":"GBP","url":"https://tickets.example/ceilidh"},{"@type":"Offer","price":"6","priceCurrency":"GBP"}]}</script>
</head><body><h1>Summer Ceilidh</h1><p>Saturday 10 July, 7.30pm.</p></body></html>`;

const ANNOUNCEMENT = 'Winter Quiz Night\nThursday 3 December 2037, 8pm start at the Red Lion.\n£2 a head, teams of up to 6.';

let site: EventSite;
test.beforeAll(async ({ e2e }) => {
  // A venue's page and a ticket shop that refuses programs, on the one loopback port the server may read.
  site = await startEventSite(
    {
      '/ceilidh': { body: CEILIDH },
      '/tickets': { status: 403, body: '<h1>Forbidden</h1>' },
    },
    e2e.eventSitePort,
  );
});
test.afterAll(async () => {
  await site.close();
});

/** The assistant's dialog and the create-event form, each the shown modal holding it. */
function modals(page: Page): { assistant: Locator; form: Locator } {
  const shown = page.locator('ion-modal.show-modal');
  return { assistant: shown.filter({ has: page.locator('.assistant-form') }), form: shown.filter({ has: page.locator('form.event-form') }) };
}

async function communityPage(page: Page, request: GatherApi, name: string): Promise<void> {
  const ada = await request.registerUser('Ada Lovelace');
  const community = await request.createCommunity(ada, name);
  await openSignedIn(page, ada, `/communities/${community.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test('an announcement pasted in the Text tab fills the create form, opened by keyboard', async ({ page, request }) => {
  await communityPage(page, new GatherApi(request), 'Quiz Team');
  const aiButton = page.getByRole('button', { name: 'AI Assistant' });
  expect(await height(aiButton)).toBeGreaterThanOrEqual(44);
  await aiButton.focus();
  await page.keyboard.press('Enter');
  const { assistant, form } = modals(page);
  await expect(page.getByRole('dialog', { name: 'AI Event Assistant' })).toBeVisible();
  const textTab = assistant.getByRole('tab', { name: 'Text' });
  for (const control of [assistant.getByRole('tab', { name: 'URL' }), textTab, assistant.getByRole('button', { name: 'Parse Event' })]) {
    expect(await height(control)).toBeGreaterThanOrEqual(44);
  }
  await textTab.click();
  await assistant.getByRole('button', { name: 'Parse Event' }).click();
  await expect(assistant.getByRole('alert')).toHaveText('Please enter a valid event content');
  await assistant.getByLabel('Event text').fill(ANNOUNCEMENT);
  await expect(assistant.getByText(`${ANNOUNCEMENT.length} / 15,000`)).toBeVisible();
  await assistant.getByLabel('Event text').press('Tab');
  await page.keyboard.press('Enter');

  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Winter Quiz Night');
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
  await expect(form.getByRole('textbox', { name: 'Start date', exact: true })).toHaveValue('2037-12-03');
  await expect(form.getByRole('textbox', { name: 'Start time', exact: true })).toHaveValue('20:00');
  await expect(form.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Red Lion');
  await expect(form.getByRole('textbox', { name: 'Price range', exact: true })).toHaveValue('£2');
  await expect(form.getByRole('textbox', { name: 'Ticket link', exact: true })).toHaveValue('');
  await expect(form.getByRole('note')).toContainText('From the text you pasted: title');
  await expect(assistant).toHaveCount(0);
});

test("a local venue page's address fills the form from its event data, and the event is created", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await communityPage(page, new GatherApi(request), 'Ceilidh Club');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const { assistant, form } = modals(page);
  await assistant.getByLabel('Event page URL').fill(site.url('/ceilidh'));
  await assistant.getByRole('button', { name: 'Parse Event' }).click();

  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Summer Ceilidh');
  await expect(form.getByRole('textbox', { name: 'Start date', exact: true })).toHaveValue('2027-07-10');
  await expect(form.getByRole('textbox', { name: 'Start time', exact: true })).toHaveValue('19:30');
  await expect(form.getByRole('textbox', { name: 'End time', exact: true })).toHaveValue('23:00');
  await expect(form.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Kirkton Hall, 3 Kirk Wynd, Kirkton');
  await expect(form.getByRole('textbox', { name: 'Price range', exact: true })).toHaveValue('£6-12');
  await expect(form.getByRole('textbox', { name: 'Ticket link', exact: true })).toHaveValue('https://tickets.example/ceilidh');
  await expect(form.getByRole('note')).toContainText("From the page's event data: title, start, end, location, price range, ticket link");
  expect(site.requests).toContain('/ceilidh');

  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Summer Ceilidh', level: 1 })).toBeVisible();
  await expect(page.getByText('Kirkton Hall, 3 Kirk Wynd, Kirkton')).toBeVisible();
});

test('a site that blocks scraping is said so, and the dialog switches to the Text tab', async ({ page, request }) => {
  await communityPage(page, new GatherApi(request), 'Gig Goers');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const { assistant } = modals(page);
  await assistant.getByLabel('Event page URL').fill(site.url('/tickets'));
  await assistant.getByRole('button', { name: 'Parse Event' }).click();
  await expect(assistant.getByRole('alert')).toContainText('blocks scraping');
  await expect(assistant.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  await expect(assistant.getByLabel('Event text')).toBeFocused();
  await expect(assistant.getByRole('alert')).toContainText('blocks scraping');
});
