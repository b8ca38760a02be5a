import type { Locator, Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

/** The communities screens, as a user drives them: by labels, roles and button names. */
export class CommunityPages {
  constructor(private readonly page: Page) {}

  /** Ionic slots modal content beside its shadow-root dialog, so it is reached through ion-modal. */
  get dialog(): Locator {
    return this.page.locator('ion-modal.show-modal');
  }

  async openList(): Promise<void> {
    await this.page.goto('/communities');
  }

  /** Creates a community from /communities; the app opens it. Returns its id. */
  async create(community: { name: string; description?: string }): Promise<number> {
    await this.openList();
    await this.page.getByRole('button', { name: 'Create Community' }).click();
    await this.dialog.getByRole('textbox', { name: 'Community name' }).fill(community.name);
    if (community.description) {
      await this.dialog.getByRole('textbox', { name: 'Description (optional)' }).fill(community.description);
    }
    await this.dialog.getByRole('button', { name: 'Create Community' }).click();
    await this.page.waitForURL(/\/communities\/\d+$/);
    return Number(/\/communities\/(\d+)$/.exec(this.page.url())?.[1]);
  }

  /** The invite code shown on the community or settings page. */
  async inviteCode(): Promise<string> {
    return (await this.page.getByTestId('invite-code').first().textContent())?.trim() ?? '';
  }

  async copyInviteLink(): Promise<void> {
    await this.page.getByRole('button', { name: 'Copy Invite Link' }).first().click();
  }

  /** What Copy Invite Link put on the clipboard (the context needs clipboard-read). */
  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  async openSettings(communityId: number): Promise<void> {
    await this.page.goto(`/communities/${communityId}/settings`);
  }

  /** A member's row in Member Management. */
  memberRow(name: string): Locator {
    return this.page.getByRole('list', { name: 'Community members' }).getByRole('listitem').filter({ hasText: name });
  }

  /** Make Admin through the member's row menu. */
  async makeAdmin(name: string): Promise<void> {
    await this.memberRow(name).getByRole('button', { name: /^Actions for / }).click();
    await this.memberRow(name).getByRole('menuitem', { name: 'Make Admin' }).click();
  }

  /** Regenerate Invite Code, accepting the in-app confirmation that names the community. */
  async regenerateInviteCode(): Promise<void> {
    await this.page.getByRole('button', { name: 'Regenerate Invite Code' }).click();
    await answerConfirm(this.page, /^Regenerate the invite code of “.+”\?$/, true);
  }

  /** The calendar auto-sync switch of Google Calendar Integration. */
  autoSyncSwitch(): Locator {
    return this.page.getByRole('switch', { name: 'Auto-sync events from this community' });
  }
}

/** The public invite page, /invite/{code}. */
export class InvitePage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async createAccountAndJoin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Account & Join' }).click();
  }

  async join(): Promise<void> {
    await this.page.getByRole('button', { name: 'Join Community' }).click();
  }
}
