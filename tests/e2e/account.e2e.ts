import fs from 'node:fs';
import { ACCOUNT_MESSAGES } from '@contracts/account/messages';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';

test('a member downloads their data, then deletes their account and can no longer sign in', async ({ page }) => {
  const auth = new AuthPages(page);
  const email = `leaving-${Date.now()}@example.com`;
  await auth.register({ email, fullName: 'Lin Leaving', password: 'leaving-password-1' });
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gather-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as { account: { email: string } };
  expect(saved.account.email).toBe(email);

  await panel.getByRole('button', { name: 'Delete my account' }).click();
  // Ionic keeps the role=dialog wrapper in the modal's shadow root: the content is reached through ion-modal.
  const dialog = page.locator('ion-modal[aria-label="Delete your account?"]');
  await expect(dialog.getByText('Delete your account?')).toBeVisible();
  await expect(dialog).toContainText('Deleted member');
  await dialog.getByRole('textbox', { name: 'Your password' }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.wrongPassword)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your password' }).fill('leaving-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ACCOUNT_MESSAGES.deleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await auth.signIn(email, 'leaving-password-1');
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
});
