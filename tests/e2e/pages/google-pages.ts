import type { Page } from '@playwright/test';

/** The stand-in's Google consent page, as a person uses it: pick the account, Continue. */
export async function consentAtGoogle(page: Page, accountEmail: string): Promise<void> {
  await page.waitForURL(/\/o\/oauth2\/v2\/auth/);
  const account = page.getByLabel('Account');
  const label = await account.locator('option', { hasText: accountEmail }).innerText();
  await account.selectOption({ label });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The settings page's calendar panel. */
export class CalendarSettings {
  constructor(private readonly page: Page) {}

  panel() {
    return this.page.locator('section', { has: this.page.getByRole('heading', { name: 'Google Calendar', exact: true }) });
  }

  autoSyncToggle() {
    return this.page.locator('ion-toggle', { hasText: 'Global Auto-Sync' });
  }
}
