import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The open in-app confirmation, found by its title (the named item), as its form. */
export async function findConfirm(title: string | RegExp): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { name: title })).closest('form') as HTMLElement;
}

/** Answers the open confirmation: the action (submit) or Cancel; returns the text it asked. */
export async function answerConfirm(title: string | RegExp, confirmed: boolean): Promise<string> {
  const dialog = await findConfirm(title);
  const question = dialog.querySelector('p')?.textContent ?? '';
  if (confirmed) {
    fireEvent.submit(dialog);
  } else {
    fireEvent.click(within(dialog).getByText('Cancel', { selector: 'ion-button' }));
  }
  await waitFor(() => expect(screen.queryByRole('heading', { name: title })).toBeNull());
  return question;
}
