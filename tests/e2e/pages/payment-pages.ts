import type { Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

/** The donate page, the Pro panel and Stripe's (stand-in) Checkout page, as a member drives them. */
export class PaymentPages {
  constructor(private readonly page: Page) {}

  /** The form's own Donate button (the footer has a Donate link too). */
  donateForm() {
    return this.page.getByRole('region', { name: 'Your donation' });
  }

  proPanel() {
    return this.page.getByRole('region', { name: /Gather Pro/ });
  }

  async donate(amountLabel: string): Promise<void> {
    await this.page.goto('/donate');
    await this.donateForm().getByLabel(amountLabel).check();
    await this.donateForm().getByText('Donate', { exact: true }).click();
  }

  /** On the stand-in's hosted Checkout: pay, or go back without paying. */
  async payOnCheckout(): Promise<void> {
    await this.page.waitForURL(/\/pay\/cs_test_/);
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }

  async cancelOnCheckout(): Promise<void> {
    await this.page.waitForURL(/\/pay\/cs_test_/);
    await this.page.getByRole('link', { name: 'Cancel and go back' }).click();
  }

  async subscribeToPro(): Promise<void> {
    await this.page.goto('/settings');
    await this.proPanel().getByText(/^Subscribe for/).click();
  }

  /** Cancel Pro, and Yes in the confirmation once it has settled (see answerConfirm). */
  async cancelPro(): Promise<void> {
    await this.proPanel().getByText('Cancel Pro', { exact: true }).click();
    await answerConfirm(this.page, 'Cancel your Pro subscription?', true);
  }

  accountMenuButton() {
    return this.page.getByRole('button', { name: /^Account menu for/ });
  }
}
