import type { Locator, Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

/** The developer screens, as a member drives them: by labels, roles and button names. */
export class DeveloperPages {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/developer');
  }

  async openCreateForm(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Token' }).click();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Create token' });
  }

  async submitForm(): Promise<void> {
    await this.form.getByRole('button', { name: 'Create Token' }).click();
  }

  /** Fills and submits the create form (it must be open). */
  async create(token: { name: string; expiry: string; access: 'Read only' | 'Read and write' }): Promise<void> {
    await this.form.getByLabel('Token name').fill(token.name);
    await this.form.getByLabel('Expires').selectOption({ label: token.expiry });
    await this.form.getByLabel(token.access).check();
    await this.submitForm();
  }

  /** The secret, as the once-only panel shows it. */
  rawToken(): Locator {
    return this.page.getByTestId('raw-token');
  }

  /** The copy button's visible face (Ionic draws the button itself in its shadow root). */
  copyTokenButton(): Locator {
    return this.page.locator('.new-token .copy-button ion-button');
  }

  async copyToken(): Promise<void> {
    await this.page.getByRole('button', { name: 'Copy token' }).click();
  }

  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  tokenRow(name: string): Locator {
    return this.page.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem').filter({ hasText: name });
  }

  /** Deactivate, confirming in the app's dialog that names the token; resolves with the question it asked. */
  async deactivate(name: string): Promise<string> {
    await this.page.getByRole('button', { name: `Deactivate ${name}` }).click();
    return answerConfirm(this.page, `Deactivate “${name}”?`, true);
  }

  /** Delete, confirming in the app's dialog that names the token; resolves with the question it asked. */
  async delete(name: string): Promise<string> {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    return answerConfirm(this.page, `Delete “${name}”?`, true);
  }

  async openDocs(): Promise<void> {
    await this.page.goto('/developer/docs');
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search endpoints' }).fill(text);
  }

  /** An endpoint of the docs, by its method and path as listed. */
  endpoint(method: string, path: string): Locator {
    const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    return this.page
      .locator('.docs-entry')
      .filter({ has: this.page.locator('.method-badge', { hasText: exactly(method) }) })
      .filter({ has: this.page.locator('.docs-path', { hasText: exactly(path) }) });
  }
}
