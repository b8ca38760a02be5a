import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/lib/api-client';
import { changeStartDate } from '../../web/components/date-time-zone-picker/picker-rules';
import {
  emptyEventForm,
  eventFormFromEvent,
  problemsFromApiError,
  toUpdateRequest,
  validateEventForm,
} from '../../web/features/events/lib/event-form-values';
import type { EventFormValues } from '../../web/features/events/lib/event-form-values';
import { makeEventDetail } from './events-fixtures';

function filled(overrides: Partial<EventFormValues> = {}): EventFormValues {
  const empty = emptyEventForm('Europe/London');
  return { ...empty, title: 'Games', when: changeStartDate(empty.when, '2026-12-03'), ...overrides };
}

describe('event form values', () => {
  it('needs a title of at most 200 characters and a description of at most 10,000', () => {
    expect(validateEventForm(filled())).toEqual({});
    expect(validateEventForm(filled({ title: '   ' }))).toEqual({ title: 'Title is required' });
    expect(validateEventForm(filled({ title: 'x'.repeat(200) }))).toEqual({});
    expect(validateEventForm(filled({ title: 'x'.repeat(201) }))).toEqual({ title: 'Title must be at most 200 characters' });
    expect(validateEventForm(filled({ description: 'x'.repeat(10_001) }))).toEqual({
      description: 'Description must be at most 10,000 characters',
    });
  });

  it('accepts only http(s) web addresses for the three links, and empty ones', () => {
    const message = 'Enter a web address starting with http:// or https://';
    expect(validateEventForm(filled({ eventLink: 'https://example.com/x', ticketLink: 'http://t.example', whatsappLink: '' }))).toEqual({});
    expect(validateEventForm(filled({ eventLink: 'example.com', ticketLink: 'javascript:alert(1)', whatsappLink: 'ftp://x.example' }))).toEqual({
      eventLink: message,
      ticketLink: message,
      whatsappLink: message,
    });
  });

  it('sends cleared fields as null so an update clears them', () => {
    const event = makeEventDetail({ end_datetime: '2026-12-03T22:00:00.000Z' });
    const values = { ...eventFormFromEvent(event), description: '  ', eventLink: '', priceRange: '' };
    values.when = { ...values.when, endDate: '', endTime: '' };
    expect(toUpdateRequest(values)).toMatchObject({
      description: null,
      end_datetime: null,
      event_link: null,
      price_range: null,
      start_datetime: '2026-12-03T19:00:00.000Z',
      time_zone: 'Europe/London',
    });
  });

  it('takes a capacity of 1 to 100,000 or none, and 0 to 20 guests each', () => {
    const capacity = 'Capacity must be a whole number from 1 to 100,000, or empty for no limit';
    const guests = 'Guests must be a whole number from 0 to 20';
    expect(validateEventForm(filled({ capacity: '', guestsAllowed: '0' }))).toEqual({});
    expect(validateEventForm(filled({ capacity: ' 100000 ', guestsAllowed: '20' }))).toEqual({});
    for (const typed of ['0', '100001', '2.5', '-3', 'ten']) {
      expect(validateEventForm(filled({ capacity: typed }))).toEqual({ capacity });
    }
    for (const typed of ['21', '-1', '1.5']) {
      expect(validateEventForm(filled({ guestsAllowed: typed }))).toEqual({ guestsAllowed: guests });
    }
  });

  it('sends the seats: an empty capacity as null (no limit), empty guests as 0; an edit keeps what the event has', () => {
    expect(toUpdateRequest(filled({ capacity: '', guestsAllowed: '' }))).toMatchObject({ capacity: null, guests_allowed: 0 });
    expect(toUpdateRequest(filled({ capacity: '20', guestsAllowed: '2' }))).toMatchObject({ capacity: 20, guests_allowed: 2 });
    const kept = eventFormFromEvent(makeEventDetail({ capacity: 30, guests_allowed: 4 }));
    expect(kept).toMatchObject({ capacity: '30', guestsAllowed: '4' });
    expect(toUpdateRequest(kept)).toMatchObject({ capacity: 30, guests_allowed: 4 });
    expect(toUpdateRequest({ ...kept, capacity: '' })).toMatchObject({ capacity: null });
  });

  it("puts a 400's field messages at the fields", () => {
    const error = new ApiError(400, {
      detail: 'end_datetime: End must not be before the start',
      code: 'validation_error',
      errors: [
        { field: 'end_datetime', message: 'End must not be before the start' },
        { field: 'ticket_link', message: 'ticket_link must be a web address starting with http:// or https://' },
        { field: 'capacity', message: 'capacity must be at least 1' },
        { field: 'guests_allowed', message: 'guests_allowed must be at most 20' },
      ],
    });
    expect(problemsFromApiError(error)).toEqual({
      end: 'End must not be before the start',
      ticketLink: 'ticket_link must be a web address starting with http:// or https://',
      capacity: 'capacity must be at least 1',
      guestsAllowed: 'guests_allowed must be at most 20',
    });
    expect(problemsFromApiError(new ApiError(500, undefined))).toEqual({});
  });
});
