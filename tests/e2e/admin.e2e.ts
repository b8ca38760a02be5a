import { decodeQuotedPrintable } from '../support/smtp-sink';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import { AdminPages } from './pages/admin-pages';
import { AuthPages } from './pages/auth-pages';
import { waitForServiceWorker, waitUntilSaved } from './pages/offline-pages';

test('the first admin: named in ADMIN_EMAILS, confirms the address, opens the dashboard, a 7-day range redraws the charts, and it reads offline', async ({ page, context, e2e, browser, baseURL }) => {
  // A member signs up first, so the figures have someone besides the admin.
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  try {
    await new AuthPages(memberPage).register({ email: `member-${Date.now()}@example.com`, fullName: 'Mary Member', password: 'member-password-1' });
    await expect(memberPage.getByRole('heading', { name: 'Welcome, Mary!' })).toBeVisible();
    // A member who opens /admin is told it is not for them, and the admin API is never asked.
    const adminCalls: string[] = [];
    memberPage.on('request', (request) => {
      if (request.url().includes('/api/admin/')) {
        adminCalls.push(request.url());
      }
    });
    await memberPage.goto('/admin');
    await expect(memberPage.getByRole('alert')).toHaveText('Access Denied: You need admin privileges to access this page');
    await memberPage.getByRole('button', { name: 'Account menu for Mary' }).click();
    await expect(memberPage.getByText('Sign Out')).toBeVisible();
    await expect(memberPage.getByText('Admin Dashboard')).toHaveCount(0);
    expect(adminCalls).toEqual([]);
  } finally {
    await memberContext.close();
  }

  // The admin registers with the address ADMIN_EMAILS names; it grants nothing until confirmed.
  const auth = new AuthPages(page);
  await auth.register({ email: ADMIN_EMAIL, fullName: 'Ada Admin', password: 'admin-password-1' });
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText('Access Denied: You need admin privileges to access this page');
  // What is missing is the confirmed address, and the page says so.
  await expect(page.getByText(/Your e-mail address is not confirmed yet, and admin rights come only with a confirmed address/)).toBeVisible();
  const confirmation = await e2e.smtp.waitForMailTo(ADMIN_EMAIL, 10_000, 'Confirm your e-mail address for Gather');
  const confirmLink = /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+/.exec(decodeQuotedPrintable(confirmation.raw))?.[0];
  await page.goto(confirmLink ?? '');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.reload();

  const admin = new AdminPages(page);
  await admin.openFromMenu('Ada');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(admin.statCards()).toContainText('Total users');
  await expect(admin.growthPanel('New users')).toContainText('in the last 30 days');
  await expect(admin.chart('New users').locator('canvas')).toBeVisible();
  await expect(admin.chart('New users')).toHaveAttribute('data-days', '30');
  await expect(page.getByRole('region', { name: 'Latest signups' })).toContainText('Mary Member');
  await expect(page.getByRole('region', { name: 'Login activity' })).toContainText('Last 24 hours');
  // Newest first: the admin, who signed up last, heads the member list (other tests of this worker's
  // server may have signed up people before, so the total is not known here).
  await expect(page.getByRole('table', { name: /^Users 1–\d+ of \d+/ }).getByRole('row').nth(1)).toContainText(ADMIN_EMAIL);

  const before = await admin.chart('New users').locator('canvas').screenshot();
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/admin/stats/timeseries?days=7') && response.ok());
  await admin.chooseRange(7);
  await asked;
  await expect(page).toHaveURL(/\/admin\?days=7$/);
  for (const title of ['New users', 'New events', 'New communities']) {
    await expect(admin.chart(title)).toHaveAttribute('data-days', '7');
    await expect(admin.growthPanel(title)).toContainText('in the last 7 days');
  }
  // The canvas itself was drawn again: 7 days, not 30, along the axis.
  await expect.poll(async () => Buffer.compare(before, await admin.chart('New users').locator('canvas').screenshot())).not.toBe(0);

  // The range survives a reload (it is in the address).
  await page.reload();
  await expect(page.getByLabel('Time range')).toHaveValue('7');
  await expect(admin.chart('New users')).toHaveAttribute('data-days', '7');

  // Offline, the dashboard opens from the copy saved on the device, like the other screens.
  await waitForServiceWorker(page);
  await waitUntilSaved(page, [['admin', 'overview'], ['admin', 'timeseries', 7], ['admin', 'engagement'], ['admin', 'recent-users']]);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(admin.statCards()).toContainText('Total users');
    await expect(admin.growthPanel('New users')).toContainText('in the last 7 days');
    await expect(page.getByRole('region', { name: 'Latest signups' })).toContainText('Mary Member');
  } finally {
    await context.setOffline(false);
  }
});
