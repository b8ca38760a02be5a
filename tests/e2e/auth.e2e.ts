import { AUTH_MESSAGES } from '../../server/contracts/auth';
import { decodeQuotedPrintable } from '../support/smtp-sink';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';

test('register, sign out and in, and reset a forgotten password through the e-mailed link', async ({ page, e2e }) => {
  const auth = new AuthPages(page);
  const email = `grace-${Date.now()}@example.com`;

  await auth.register({ email, fullName: 'Grace Hopper', password: 'first-password-1' });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();

  await auth.signOut('Grace');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await auth.signIn(email, 'wrong-password');
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await auth.signIn(email, 'first-password-1');
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await auth.signOut('Grace');

  await auth.requestPasswordReset(email);
  await expect(page.getByText(AUTH_MESSAGES.forgotPasswordSent)).toBeVisible();

  const mail = await e2e.smtp.waitForMailTo(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(decodeQuotedPrintable(mail.raw))?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? '');
  await auth.setNewPassword('second-password-2');
  await expect(page.getByRole('link', { name: 'Sign In with New Password' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In with New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await auth.signIn(email, 'first-password-1');
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await auth.signIn(email, 'second-password-2');
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
});

test('signed-out visitors are sent to /login, and signed-in users away from it', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  const auth = new AuthPages(page);
  await auth.register({ email: `ada-${Date.now()}@example.com`, fullName: 'Ada Lovelace', password: 'engine-number-1' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});
