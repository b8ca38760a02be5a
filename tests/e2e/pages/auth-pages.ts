import type { Page } from '@playwright/test';

/** The account screens, as a user drives them: by labels and button names. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async register(user: { email: string; fullName: string; password: string }): Promise<void> {
    await this.page.goto('/register');
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Full name').fill(user.fullName);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByLabel('Confirm password').fill(user.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  async signOut(firstName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
    await this.page.getByRole('button', { name: 'Sign Out' }).or(this.page.getByRole('menuitem', { name: 'Sign Out' })).first().click();
    // Signing out first clears this browser's saved copy, then the token, then shows /login: a next
    // step that loads /login sooner would still find the member signed in and be sent home.
    await this.page.waitForURL(/\/login$/);
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('button', { name: 'Forgot your password?' }).or(this.page.getByRole('link', { name: 'Forgot your password?' })).first().click();
    // Ionic renders the role=dialog wrapper in the modal's shadow root and slots the content beside
    // it, so the content is reached through the ion-modal element, not the dialog role.
    const dialog = this.page.locator('ion-modal');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }
}
