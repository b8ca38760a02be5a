import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The in-app confirmation (Ionic slots its content beside the shadow-root dialog: reach it through ion-modal). */
export function confirmDialog(page: Page): Locator {
  return page.locator('ion-modal.confirm-dialog');
}

/**
 * Answers the open in-app confirmation after checking that its title names the item; resolves with
 * the question it asked. `typed` fills the typed confirmation first (deleting a community).
 */
export async function answerConfirm(page: Page, title: string | RegExp, confirmed: boolean, typed?: string): Promise<string> {
  const dialog = confirmDialog(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
  // Screen readers announce the dialog by the same title.
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  // Ionic's enter animation fades the dialog in as it rises 40 px: a click aimed before it ends can
  // land below the button, on the backdrop, which answers no. A person sees it settle first.
  const opacity = () =>
    dialog.evaluate((el) => {
      const wrapper = el.shadowRoot?.querySelector('.modal-wrapper');
      return wrapper ? getComputedStyle(wrapper).opacity : null;
    });
  await expect.poll(opacity).toBe('1');
  const question = (await dialog.locator('p').first().textContent()) ?? '';
  if (typed !== undefined) {
    await dialog.getByRole('textbox').fill(typed);
  }
  if (confirmed) {
    await dialog.locator('ion-button[type="submit"]').click();
  } else {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(dialog).toHaveCount(0);
  return question;
}

/** Answers "which dates?" for a date of a recurring event ("Edit recurring event", "Delete recurring event"). */
export async function answerScope(page: Page, title: string, choice: 'This event' | 'This and following events' | 'All events', button: string): Promise<void> {
  const dialog = page.locator('ion-modal.repeat-scope-dialog');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  // As answerConfirm: a person sees the dialog settle before choosing.
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const wrapper = el.shadowRoot?.querySelector('.modal-wrapper');
        return wrapper ? getComputedStyle(wrapper).opacity : null;
      }),
    )
    .toBe('1');
  await dialog.getByText(choice, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: choice })).toBeChecked();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}
