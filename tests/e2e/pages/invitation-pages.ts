import type { Locator, Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

/**
 * The invite dialog of the event page. Ionic slots the modal's content beside its shadow-root
 * dialog, so everything is reached through the ion-modal element.
 */
export class InviteDialog {
  readonly modal: Locator;

  constructor(private readonly page: Page) {
    this.modal = page.locator('ion-modal');
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite People' }).click();
    await this.modal.getByRole('tab', { name: 'Send by Email' }).waitFor();
  }

  /** The tab's host element: Ionic's inner tab button reports its host as covering it. */
  tab(name: 'Send by Email' | 'Create Link'): Locator {
    return this.modal.locator('ion-segment-button', { hasText: name });
  }

  async sendByEmail(email: string, message?: string): Promise<void> {
    await this.tab('Send by Email').click();
    await this.modal.getByRole('textbox', { name: 'Email address' }).fill(email);
    if (message) {
      await this.modal.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
    }
    await this.modal.getByRole('button', { name: 'Send Invitation' }).click();
  }

  async createLink(message?: string): Promise<void> {
    await this.tab('Create Link').click();
    if (message) {
      await this.modal.getByRole('textbox', { name: 'Message (optional)' }).fill(message);
    }
    await this.modal.getByRole('button', { name: 'Create Link' }).click();
  }

  linkField(): Locator {
    return this.modal.getByRole('textbox', { name: 'Shareable link' });
  }

  async copyLink(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Copy' }).click();
  }

  async close(): Promise<void> {
    await this.modal.getByRole('button', { name: 'Close' }).click();
  }
}

/** /join-event/{code}: the public view and its answers. */
export class JoinEventScreen {
  constructor(private readonly page: Page) {}

  async open(code: string): Promise<void> {
    await this.page.goto(`/join-event/${code}`);
  }

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  button(name: 'Sign In' | 'Sign Up' | 'Accept' | 'Decline'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Declines, accepting the in-app confirmation that names the event; resolves with its question. */
  async decline(): Promise<string> {
    await this.button('Decline').click();
    return answerConfirm(this.page, /^Decline “.+”\?$/, true);
  }
}

/** /my-invitations: Received and Sent tabs, status chips, cancel. */
export class MyInvitationsScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/my-invitations');
  }

  async showTab(name: 'Received' | 'Sent'): Promise<void> {
    await this.page.locator('ion-segment-button', { hasText: name }).click();
  }

  async filter(name: 'All' | 'Pending' | 'Accepted' | 'Declined' | 'Expired'): Promise<void> {
    await this.page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name }).click();
  }

  /** The list item of an invitation, found by a text it shows (event title, e-mail, sender). */
  item(text: string): Locator {
    return this.page.locator('li.invitation-item').filter({ hasText: text });
  }

  /** Cancels an invitation, accepting the in-app confirmation; resolves with its question. */
  async cancel(item: Locator): Promise<string> {
    await item.getByRole('button', { name: 'Cancel' }).click();
    return answerConfirm(this.page, /^Cancel the invitation to “.+” for .+\?$/, true);
  }
}
