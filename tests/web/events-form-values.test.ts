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

  it("puts a 400's field messages at the fields", () => {
    const error = new ApiError(400, {
      detail: 'end_datetime: End must not be before the start',
      code: 'validation_error',
      errors: [
        { field: 'end_datetime', message: 'End must not be before the start' },
        { field: 'ticket_link', message: 'ticket_link must be a web address starting with http:// or https://' },
      ],
    });
    expect(problemsFromApiError(error)).toEqual({
      end: 'End must not be before the start',
      ticketLink: 'ticket_link must be a web address starting with http:// or https://',
    });
    expect(problemsFromApiError(new ApiError(500, undefined))).toEqual({});
  });
});
