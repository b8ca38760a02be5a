import { describe, expect, it } from 'vitest';
import { mergeReadings } from '../../../server/features/parse/model/merge';
import { presentParse } from '../../../server/features/parse/present';
import { readPastedText } from '../../../server/features/parse/read-source';

/** The answer the API gives for a pasted text. */
function answer(text: string, referenceTime: string, zone = 'Europe/London') {
  return presentParse(mergeReadings(readPastedText(text, { instant: new Date(referenceTime), zone })), zone);
}

// Thursday 11 June 2026, 10:00 in London.
const THURSDAY = '2026-06-11T10:00:00+01:00';

describe('dates and times as people write them (issue 16)', () => {
  it.each([
    ['Ceilidh, Sat 13 June, 7:30pm, village hall', '2026-06-13T19:30:00+01:00', undefined],
    ['Board games tomorrow at 8 in the Crown', '2026-06-12T20:00:00+01:00', undefined],
    ['Cake sale 14/06 10:00-12:00 at the church hall', '2026-06-14T10:00:00+01:00', '2026-06-14T12:00:00+01:00'],
    ['Leaving drinks next Friday from 6 till late at the Anchor', '2026-06-19T18:00:00+01:00', undefined],
    ['Club night Sat 20.06. 22:00 - 04:00 at Werk 9', '2026-06-20T22:00:00+01:00', '2026-06-21T04:00:00+01:00'],
    ['Pub quiz this Thurs, 8pm start', '2026-06-11T20:00:00+01:00', undefined],
    ['Choir moved to Wednesday 17th, half seven', '2026-06-17T19:30:00+01:00', undefined],
    ['Talk: 18:30 for a 19:00 start on Tuesday 16 June', '2026-06-16T19:00:00+01:00', undefined],
  ])('%s', (text, start, end) => {
    const read = answer(text, THURSDAY);
    expect(read.start_datetime).toBe(start);
    expect(read.end_datetime).toBe(end);
  });

  it('reads "tomorrow" from when the message was written: pasted a week later, it still means that Wednesday', () => {
    expect(answer('Book club tomorrow at 7.30pm at the library', '2026-06-02T09:00:00+01:00').start_datetime).toBe('2026-06-03T19:30:00+01:00');
  });

  it('reads a year-less date as the next one after the reference, and a weekday that only fits another year settles it', () => {
    expect(answer('Burns supper, 24 January, 7pm', '2026-11-20T12:00:00+00:00').start_datetime).toBe('2027-01-24T19:00:00+00:00');
    expect(answer("Last month's fair on Saturday 16 May raised £500! Next: Craft fair, Sunday 21 June 11am", '2026-06-11T10:00:00+01:00').start_datetime).toBe('2026-06-21T11:00:00+01:00');
  });

  it('reads 5/4 day first in London and month first in New York, unless a weekday settles it', () => {
    expect(answer('Cake sale 5/4 at 10am', '2026-03-01T12:00:00+00:00').start_datetime).toBe('2026-04-05T10:00:00+01:00');
    expect(answer('Cake sale 5/4 at 10am', '2026-03-01T12:00:00-05:00', 'America/New_York').start_datetime).toBe('2026-05-04T10:00:00-04:00');
    expect(answer('Cake sale Mon 5/4 at 10am', '2026-03-01T12:00:00+00:00').start_datetime).toBe('2026-05-04T10:00:00+01:00');
  });

  it('takes the zone a text names over the member\'s', () => {
    expect(answer('Monthly call Tue 16 June, 18:00 CET', THURSDAY)).toMatchObject({ start_datetime: '2026-06-16T18:00:00+02:00', time_zone: 'Europe/Berlin' });
    expect(answer('Live Q&A Thursday June 18 at 7pm ET on YouTube', THURSDAY, 'America/Los_Angeles')).toMatchObject({ start_datetime: '2026-06-18T19:00:00-04:00', time_zone: 'America/New_York', location: 'Online' });
  });

  it('answers a whole day as a date, and a range of days as dates with the last day included', () => {
    expect(answer('Open Gardens\nSunday 21 June\nTickets £6', THURSDAY)).toMatchObject({ start_date: '2026-06-21', price_range: '£6' });
    expect(answer('Folk festival Fri 10 - Sun 12 July on the meadow', THURSDAY)).toMatchObject({ start_date: '2026-07-10', end_date: '2026-07-12' });
  });
});

describe('names, places, prices and links', () => {
  it('reads a WhatsApp message', () => {
    const read = answer('Evening folks! 🌙 Reminder that the Summer Ceilidh is on Sat 20th, 7.30pm till late\nVenue is St Columba\'s Church Hall, Kilmarnock\nTickets £10, £5 for under 12s\nLifts 👉 https://chat.whatsapp.com/AbCdEf123', THURSDAY);
    expect(read).toMatchObject({
      title: 'Summer Ceilidh',
      start_datetime: '2026-06-20T19:30:00+01:00',
      location: "St Columba's Church Hall, Kilmarnock",
      price_range: '£5-10',
      whatsapp_link: 'https://chat.whatsapp.com/AbCdEf123',
    });
    expect(read).not.toHaveProperty('end_datetime');
  });

  it('leaves out what is not a price to attend, and reads "free" and tiers', () => {
    expect(answer('AGM next Thursday 7pm at the Royal Oak. Subs (£12) can be paid on the night.', THURSDAY)).not.toHaveProperty('price_range');
    expect(answer('Litter pick Sunday 10am at the park gates, free, all welcome', THURSDAY).price_range).toBe('Free');
    expect(answer('Pancake breakfast Sun 21 June 8-11am. Adults $10, kids $5, under 5s free', THURSDAY, 'America/Toronto').price_range).toBe('CA$0-10');
    expect(answer('Gig Fri 19 June 8pm, tickets from £12', THURSDAY).price_range).toBe('From £12');
  });

  it('does not take an amount that describes a thing a talk or a line is about for the price to attend', () => {
    const talks = 'Build night, Thu 18 June 7pm at the Maker Space\nTalks:\n- "Running Linux on a $35 single-board computer" – Jo\n- "Rust on the desktop" – Mo\nFree as always.';
    expect(answer(talks, THURSDAY).price_range).toBe('Free');
    expect(answer('Synth meet Sat 20 June 2pm at the Hub\nShow and tell: bring your £20 synth!\nEntry £5', THURSDAY).price_range).toBe('£5');
    // An amount standing on its own line is still a price, as are amounts next to a price word.
    expect(answer('Quiz night\nThursday 18 June, 8pm at the Red Lion\n£2', THURSDAY).price_range).toBe('£2');
    expect(answer('Gig Fri 19 June 8pm at the Corn Exchange\n£12 / £10 online', THURSDAY).price_range).toBe('£10-12');
  });

  it('skips a greeting, whoever it greets, but not a name that starts with a time of day', () => {
    expect(answer('Hey bookworms!\nBook Club\nThursday 18 June at 7pm at the Corner Café.', THURSDAY).title).toBe('Book Club');
    expect(answer('Morning all,\nPlant swap\nSaturday 20 June 10am at the Library', THURSDAY).title).toBe('Plant swap');
    expect(answer('Morning Yoga in the Park\nSaturday 20 June 8am at Victoria Park', THURSDAY).title).toBe('Morning Yoga in the Park');
    expect(answer('Evening of Jazz\nSaturday 20 June 8pm at the Town Hall', THURSDAY).title).toBe('Evening of Jazz');
  });

  it('reads the event in a newsletter, not the deadlines and past events around it', () => {
    const read = answer(
      "Subject: June news\n\nDear members,\n\nThanks to all who came to May's plant sale on Saturday 16 May.\n\nSUMMER PICNIC\nOur picnic is on Sunday 28 June, 12–4pm, in Victoria Park. Please RSVP by Friday 19 June.\n\nBest wishes,\nSam",
      THURSDAY,
    );
    expect(read).toMatchObject({ title: 'Summer Picnic', start_datetime: '2026-06-28T12:00:00+01:00', end_datetime: '2026-06-28T16:00:00+01:00', location: 'Victoria Park' });
  });

  it('notes a cancellation', () => {
    expect(answer('❌ CANCELLED ❌ Sunday\'s litter pick (Sun 14 June, 10am) is off because of the weather.', THURSDAY)).toMatchObject({ cancelled: true, start_datetime: '2026-06-14T10:00:00+01:00' });
  });

  it('never invents a field the text does not state', () => {
    const read = answer('Quiz night Friday 19 June', THURSDAY);
    // repeat is on every answer: null when the text states no repetition.
    expect(Object.keys(read).sort()).toEqual(['description', 'message', 'repeat', 'sources', 'start_date', 'success', 'time_zone', 'title']);
    expect(read.repeat).toBeNull();
  });
});
