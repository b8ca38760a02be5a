import type { Locator, Page } from '@playwright/test';

/** The admin dashboard, as a site admin drives it. */
export class AdminPages {
  constructor(private readonly page: Page) {}

  /** Opens /admin the way an admin does: from the user menu's Admin Dashboard entry. */
  async openFromMenu(firstName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu for ${firstName}` }).click();
    // ion-item keeps its native button in a shadow root: the entry answers as a button or as the menuitem.
    await this.page.getByRole('button', { name: 'Admin Dashboard' }).or(this.page.getByRole('menuitem', { name: 'Admin Dashboard' })).first().click();
  }

  statCards(): Locator {
    return this.page.getByRole('list', { name: 'Site totals' });
  }

  growthPanel(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The chart canvas of a growth panel (uPlot draws on it). */
  chart(title: string): Locator {
    return this.growthPanel(title).locator('.growth-chart');
  }

  async chooseRange(days: 7 | 30 | 90): Promise<void> {
    await this.page.getByLabel('Time range').selectOption(String(days));
  }
}
