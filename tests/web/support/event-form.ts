import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { openModalWith } from '../events-fixtures';

/** Opens the event form with the button given and answers its fields and a way to submit it. */
export async function openEventForm(button: Promise<HTMLElement>) {
  fireEvent.click(await button);
  const modal = await waitFor(() => {
    const open = openModalWith('form.event-form');
    expect(open).toBeDefined();
    return open as HTMLElement;
  });
  return { form: within(modal), submit: () => fireEvent.submit(modal.querySelector('form') as HTMLFormElement) };
}

/** Types a value into a field, as the native controls of these tests take it. */
export const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
