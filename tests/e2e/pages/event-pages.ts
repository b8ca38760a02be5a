import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { answerConfirm } from './confirm-dialog';

export type EventFormInput = {
  title: string;
  description?: string;
  timeZone?: string;
  startDate: string;
  startTime?: string;
  location?: string;
  priceRange?: string;
};

/** The create and edit event form in its modal. */
export class EventForm {
  readonly modal: Locator;

  constructor(page: Page) {
    // Ionic slots modal content beside its shadow-root dialog: reach it through ion-modal.
    this.modal = page.locator('ion-modal.show-modal');
  }

  /** A text, date or time field by its accessible name (Ionic's notch copy of the label is hidden from it). */
  field(label: string): Locator {
    return this.modal.getByRole('textbox', { name: label, exact: true });
  }

  zone(): Locator {
    return this.modal.getByRole('combobox', { name: 'Time zone' });
  }

  async fill(input: EventFormInput): Promise<void> {
    await this.field('Title').fill(input.title);
    if (input.description) {
      await this.field('Description').fill(input.description);
    }
    if (input.timeZone) {
      await this.zone().selectOption(input.timeZone);
    }
    await this.field('Start date').fill(input.startDate);
    if (input.startTime) {
      await this.field('Start time').fill(input.startTime);
    }
    if (input.location) {
      await this.field('Location').fill(input.location);
    }
    if (input.priceRange) {
      await this.field('Price range').fill(input.priceRange);
    }
  }

  async submit(label: 'Create Event' | 'Save Changes'): Promise<void> {
    await this.modal.getByRole('button', { name: label }).click();
  }
}

/** /events/{id}, as a user drives it. */
export class EventPage {
  constructor(private readonly page: Page) {}

  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  time(): Locator {
    return this.page.locator('.event-time');
  }

  date(): Locator {
    return this.page.locator('.event-date');
  }

  rsvpButton(label: 'Going' | 'Maybe' | 'Not Going' | 'Cancel RSVP'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The counts summary: '1 going · 0 maybe · 0 not going'. */
  counts(): Locator {
    return this.page.getByRole('button', { name: /^\d+ going · \d+ maybe · \d+ not going$/ });
  }

  /** Opens the attendee dialog and returns it. */
  async openAttendees(): Promise<Locator> {
    await this.counts().click();
    const dialog = this.page.locator('ion-modal.show-modal').filter({ has: this.page.locator('.attendee-group') });
    await dialog.waitFor();
    return dialog;
  }

  async closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
  }

  /** People listed under a status in the attendee dialog. */
  attendeesUnder(dialog: Locator, heading: RegExp): Locator {
    return dialog.locator('section.attendee-group').filter({ has: this.page.getByRole('heading', { name: heading }) }).locator('.attendee-name');
  }

  /** Deletes, accepting the in-app confirmation that names the event; returns its question. */
  async delete(): Promise<string> {
    await this.page.getByRole('button', { name: 'Delete', exact: true }).click();
    return answerConfirm(this.page, /^Delete “.+”\?$/, true);
  }
}

/** /events (Attending): list or month calendar. */
export class AttendingPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/events');
    await this.page.getByRole('heading', { name: 'Attending', level: 1 }).waitFor();
  }

  async showCalendar(): Promise<void> {
    await this.page.getByRole('button', { name: 'Calendar', exact: true }).click();
  }

  monthTitle(): Locator {
    return this.page.locator('.month-calendar').getByRole('heading', { level: 2 });
  }

  async nextMonth(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next month' }).click();
  }

  /** A day's button in the month grid (the whole cell), by its date YYYY-MM-DD. */
  day(date: string): Locator {
    return this.page.locator(`.calendar-day-button[data-date="${date}"]`);
  }

  /** The chosen day's agenda under the month. */
  agenda(): Locator {
    return this.page.getByRole('region', { name: /^Events on / });
  }
}

/** An RSVP set up through the API (another user's answer, so the test's browser stays on one user). */
export async function rsvpThroughApi(request: APIRequestContext, token: string, eventId: number, status: 'going' | 'maybe' | 'not_going'): Promise<void> {
  const response = await request.post(`/api/events/${eventId}/rsvp`, { headers: { Authorization: `Bearer ${token}` }, data: { status } });
  if (!response.ok()) {
    throw new Error(`POST /events/${eventId}/rsvp answered ${response.status()}: ${await response.text()}`);
  }
}
