import { describe, expect, it } from 'vitest';
import { PARSE_MESSAGES } from '@contracts/parse/messages';
import { prefillFromParse } from '../../web/features/events/lib/event-form-prefill';

describe('the create form filled from the assistant', () => {
  it('copies only non-blank fields; the rest stay as a new form has them, in the member zone when none was read', () => {
    const prefill = prefillFromParse({ success: true, message: PARSE_MESSAGES.found, title: '  Repair Café ', location: '   ', price_range: '' }, 'Asia/Tokyo');
    expect(prefill.values).toEqual({
      title: 'Repair Café',
      description: '',
      when: { startDate: '', startTime: '', endDate: '', endTime: '', timeZone: 'Asia/Tokyo' },
      location: '',
      priceRange: '',
      eventLink: '',
      ticketLink: '',
      whatsappLink: '',
      isPrivate: false,
      capacity: '',
      guestsAllowed: '0',
      repeat: null,
    });
    expect(prefill.sources).toEqual([]);
    expect(prefill.repeat).toBeNull();
  });

  it("shows start and end on the event's own clock in the zone read, and names each source once", () => {
    const prefill = prefillFromParse(
      {
        success: true,
        message: PARSE_MESSAGES.found,
        title: 'Summer Ceilidh',
        start_datetime: '2026-07-11T19:30:00+01:00',
        end_datetime: '2026-07-11T23:00:00+01:00',
        time_zone: 'Europe/London',
        ticket_link: 'https://tickets.example/ceilidh',
        description: 'Dancing.',
        sources: { title: 'jsonld', start_datetime: 'jsonld', end_datetime: 'jsonld', ticket_link: 'jsonld', description: 'page_text' },
      },
      'UTC',
    );
    expect(prefill.values.when).toEqual({ startDate: '2026-07-11', startTime: '19:30', endDate: '2026-07-11', endTime: '23:00', timeZone: 'Europe/London' });
    expect(prefill.values.ticketLink).toBe('https://tickets.example/ceilidh');
    expect(prefill.sources).toEqual(["From the page's event data: title, start, end, ticket link", "From the page's text: description"]);
  });

  it('gives a whole-day event the form\'s default time, and an end only when the source names one', () => {
    const oneDay = prefillFromParse({ success: true, message: '', title: 'Fair', start_date: '2026-08-08', time_zone: 'Europe/Amsterdam' }, 'UTC');
    expect(oneDay.values.when).toEqual({ startDate: '2026-08-08', startTime: '12:00', endDate: '', endTime: '', timeZone: 'Europe/Amsterdam' });
    const twoDays = prefillFromParse({ success: true, message: '', title: 'Fair', start_date: '2026-08-08', end_date: '2026-08-09', time_zone: 'Europe/Amsterdam' }, 'UTC');
    expect(twoDays.values.when).toMatchObject({ startDate: '2026-08-08', endDate: '2026-08-09', endTime: '12:00' });
  });

  it("puts the answer's repeat in the Repeat field and says it in words, naming where it was read", () => {
    const repeat = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2026-06-30' } } as const;
    const prefill = prefillFromParse(
      {
        success: true,
        message: PARSE_MESSAGES.found,
        title: 'Pottery class',
        start_datetime: '2026-06-02T19:00:00+01:00',
        time_zone: 'Europe/London',
        repeat: { ...repeat, weekdays: ['TU'] },
        sources: { title: 'text', start_datetime: 'text', repeat: 'text' },
      },
      'UTC',
      { tag: 'en-GB', hour12: false },
    );
    expect(prefill.values.repeat).toEqual(repeat);
    expect(prefill.repeat).toBe('Every Tuesday, until 30 June');
    expect(prefill.sources).toEqual(['From the text you pasted: title, start, repeat']);
    const monthly = prefillFromParse(
      { success: true, message: '', title: 'Repair café', start_date: '2026-06-26', repeat: { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: { type: 'after', count: 6 } } },
      'UTC',
      { tag: 'en-US', hour12: true },
    );
    expect(monthly.repeat).toBe('Monthly on the last Friday, 6 times');
    expect(prefillFromParse({ success: true, message: '', title: 'Fair', repeat: null }, 'UTC').values.repeat).toBeNull();
  });
});
