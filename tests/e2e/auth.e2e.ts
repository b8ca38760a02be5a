import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { decodeQuotedPrintable } from '../support/smtp-sink';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';

test('register, confirm the e-mail address, sign out and in, and reset a forgotten password through the e-mailed link', async ({ page, e2e }) => {
  const auth = new AuthPages(page);
  const email = `grace-${Date.now()}@example.com`;

  await auth.register({ email, fullName: 'Grace Hopper', password: 'first-password-1' });
  await expect(page).toHaveURL(/\/home$/);
  // A first visit greets with Welcome; every later one with Welcome back.
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();

  // Until the mailed link is followed, the app asks for it.
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(email);
  const confirmation = await e2e.smtp.waitForMailTo(email, 10_000, 'Confirm your e-mail address for Gather');
  const confirmLink = /http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[\w-]+/.exec(decodeQuotedPrintable(confirmation.raw))?.[0];
  expect(confirmLink).toBeDefined();
  await page.goto(confirmLink ?? '');
  await expect(page.getByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await expect(banner).toHaveCount(0);

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

  const mail = await e2e.smtp.waitForMailTo(email, 10_000, 'Reset your Gather password');
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
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});
