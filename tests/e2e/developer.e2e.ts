import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';
import { DeveloperPages } from './pages/developer-pages';

test('a member makes an API token, calls the API with it, deactivates it and deletes it', async ({ page, context, baseURL, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const stamp = Date.now();
  await new AuthPages(page).register({ email: `grace-${stamp}@example.com`, fullName: 'Grace Hopper', password: 'compiler-1952' });
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();

  // Something to find: Grace is going to an event of her own community (set up through the API with her session).
  const session = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const community = await (await request.post(`${baseURL}/api/communities/`, { headers: session, data: { name: 'Harbour Swimmers' } })).json() as { id: number };
  const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const event = await (await request.post(`${baseURL}/api/events/`, { headers: session, data: { community_id: community.id, title: 'Dawn swim', start_datetime: start } })).json() as { id: number };
  expect((await request.post(`${baseURL}/api/events/${event.id}/rsvp`, { headers: session, data: { status: 'going' } })).status()).toBe(200);

  const developer = new DeveloperPages(page);
  await developer.open();
  await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();

  // The name is required (and only blanks is no name).
  await developer.openCreateForm();
  await developer.form.getByLabel('Token name').fill('   ');
  await developer.submitForm();
  await expect(developer.form.getByText('Token name is required')).toBeVisible();

  await developer.create({ name: 'Swim log script', expiry: '30 days', access: 'Read only' });
  await expect(developer.rawToken()).toHaveText(/^gthr_[0-9A-Za-z]{38}$/);
  const shown = (await developer.rawToken().textContent()) ?? '';
  await developer.copyToken();
  const copyButton = developer.copyTokenButton();
  await expect(copyButton).toContainText('Copied!');
  const raw = await developer.clipboardText();
  expect(raw).toBe(shown);
  await expect(copyButton).not.toContainText('Copied!', { timeout: 3500 });
  await expect(copyButton).toContainText('Copy');

  // Listed by its prefix only, read only, never used yet; the Quick Start names that prefix.
  const row = developer.tokenRow('Swim log script');
  await expect(row.getByText(`${raw.slice(0, 9)}…`)).toBeVisible();
  await expect(row.getByText('Read only')).toBeVisible();
  await expect(row.getByText('Never', { exact: true })).toBeVisible();
  await expect(page.locator('.quick-start')).toContainText(`Bearer ${raw.slice(0, 9)}…`);

  // The token works from outside the browser, as Grace.
  const attending = await request.get(`${baseURL}/api/events/attending`, { headers: { Authorization: `Bearer ${raw}` } });
  expect(attending.status()).toBe(200);
  expect(((await attending.json()) as Array<{ title: string }>).map((e) => e.title)).toEqual(['Dawn swim']);
  expect(attending.headers()['ratelimit-policy']).toMatch(/^"api-token"; q=600; w=60/);
  const write = await request.post(`${baseURL}/api/events/${event.id}/rsvp`, { headers: { Authorization: `Bearer ${raw}` }, data: { status: 'maybe' } });
  expect(write.status()).toBe(403);

  // Once used, the list says when (after a reload: the page shows what the server has).
  await page.reload();
  await expect(developer.tokenRow('Swim log script').getByText('Never', { exact: true })).toHaveCount(0);

  // Deactivated: marked Inactive, and the API refuses it saying why.
  await developer.deactivate('Swim log script');
  await expect(developer.tokenRow('Swim log script').getByText('Inactive', { exact: true })).toBeVisible();
  const refused = await request.get(`${baseURL}/api/events/attending`, { headers: { Authorization: `Bearer ${raw}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ detail: 'This API token was deactivated.', code: 'api_token_deactivated' });
  // Grace is still signed in: the token's 401 is not hers.
  await expect(page).toHaveURL(/\/developer$/);

  // Deleted: gone from the list, with the message for 3 seconds.
  await developer.delete('Swim log script');
  await expect(page.getByText('Token deleted')).toBeVisible();
  await expect(developer.tokenRow('Swim log script')).toHaveCount(0);
  await expect(page.getByText('Token deleted')).toBeHidden({ timeout: 4500 });
  const gone = await request.get(`${baseURL}/api/events/attending`, { headers: { Authorization: `Bearer ${raw}` } });
  expect(((await gone.json()) as { code: string }).code).toBe('api_token_deleted');
});

test('the API documentation loads from the server, retries after a failure, and its search finds "rsvp"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new AuthPages(page).register({ email: `alan-${Date.now()}@example.com`, fullName: 'Alan Turing', password: 'enigma-machine' });
  await expect(page.getByRole('heading', { name: 'Welcome, Alan!' })).toBeVisible();

  // Loading fails (the first try and the query's two retries): the page says so and offers Retry.
  let failures = 3;
  await page.route('**/api/developer/docs', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom","code":"internal"}' });
      return;
    }
    await route.continue();
  });
  const docs = new DeveloperPages(page);
  await docs.openDocs();
  await expect(page.getByText('Failed to load API documentation. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.locator('.docs-overview').getByText('Authorization: Bearer <token>').first()).toBeVisible();
  await expect(page.locator('.docs-overview').getByText('600 requests a minute per token', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document' })).toHaveAttribute('href', '/api/openapi.json');

  await docs.search('rsvp');
  await expect(page.getByText(/endpoints match “rsvp”/)).toBeVisible();
  const rsvp = docs.endpoint('POST', '/events/{id}/rsvp');
  await expect(rsvp).toBeVisible();
  await expect(docs.endpoint('GET', '/communities/')).toHaveCount(0);
  await rsvp.locator('summary').click();
  await expect(rsvp.getByRole('table').getByText('one of: "going", "maybe", "not_going"')).toBeVisible();
  await expect(rsvp.getByText('"status": "going"').first()).toBeVisible();
  await rsvp.getByRole('tab', { name: 'Python' }).click();
  await expect(rsvp.getByRole('tabpanel')).toContainText('requests.post(');
  await rsvp.getByRole('button', { name: 'Copy Python example' }).click();
  expect(await docs.clipboardText()).toContain('/api/events/42/rsvp');

  // An open entry (fields table, examples, code tabs) meets WCAG 2.1 AA too, at 360 px.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
