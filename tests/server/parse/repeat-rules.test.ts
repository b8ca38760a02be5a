import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { RepeatRuleSchema } from '@contracts/events/recurrence';
import type { RepeatRule } from '@contracts/events/recurrence';
import { repeatFromLlm } from '../../../server/features/parse/llm/llm-answer';
import { groundedIn } from '../../../server/features/parse/llm/grounding';
import { mergeReadings } from '../../../server/features/parse/model/merge';
import { answerFor } from '../../../server/features/parse/present';
import { readMicrodata } from '../../../server/features/parse/readers/embedded-items';
import { readJsonLd } from '../../../server/features/parse/readers/json-ld';
import { readHtmlPage } from '../../../server/features/parse/readers/read-page';
import { readText } from '../../../server/features/parse/text/read-text';
import { findRepeatPhrases } from '../../../server/features/parse/text/repeat-words';

// A Monday: "every Tuesday" starts on 2 June, "the last Friday of every month" on 26 June.
const reference = { instant: new Date('2026-06-01T10:00:00+01:00'), zone: 'Europe/London' };
const read = (text: string) => readText(text, reference);
const never = { type: 'never' } as const;

describe('how an announcement says it repeats', () => {
  it.each<[string, RepeatRule, string]>([
    ['Book club every Tuesday at 7pm at the Red Lion', { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: never }, '2026-06-02'],
    ['Chess club every other Thursday 7pm at the Crown', { frequency: 'weekly', interval: 2, weekdays: ['TH'], ending: never }, '2026-06-04'],
    ['Yoga weekly on Mondays and Wednesdays 6pm, Town Hall', { frequency: 'weekly', interval: 1, weekdays: ['MO', 'WE'], ending: never }, '2026-06-01'],
    ['Choir Tuesdays and Thursdays 7:30pm at the school hall', { frequency: 'weekly', interval: 1, weekdays: ['TU', 'TH'], ending: never }, '2026-06-02'],
    ['Five-a-side fortnightly on Sundays, 10am, Hough End fields', { frequency: 'weekly', interval: 2, weekdays: ['SU'], ending: never }, '2026-06-07'],
    ['Craft circle, first Thursday of the month at 7pm, library', { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: 1, weekday: 'TH' }, ending: never }, '2026-06-04'],
    ['Repair café on the last Friday of every month, 10am, church hall', { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: never }, '2026-06-26'],
    ['Board games every 2nd Tuesday of the month, 7pm, The Crown', { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: 2, weekday: 'TU' }, ending: never }, '2026-06-09'],
    ["Coffee morning monthly on the 15th, 10am, St Mary's", { frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 15 }, ending: never }, '2026-06-15'],
    ['Beginners running group, daily at 7am from the park gates', { frequency: 'daily', interval: 1, ending: never }, '2026-06-01'],
    ['Pottery class every Tuesday at 7pm until 30 June at the Art Hub', { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2026-06-30' } }, '2026-06-02'],
    ['Pottery class every Wednesday 6pm for 10 weeks, Art Hub', { frequency: 'weekly', interval: 1, weekdays: ['WE'], ending: { type: 'after', count: 10 } }, '2026-06-03'],
    ['Chess club every other Thursday 7pm for 10 weeks at the Crown', { frequency: 'weekly', interval: 2, weekdays: ['TH'], ending: { type: 'after', count: 5 } }, '2026-06-04'],
    ['Club night every Friday in June, 9pm, The Venue', { frequency: 'weekly', interval: 1, weekdays: ['FR'], ending: { type: 'on', date: '2026-06-30' } }, '2026-06-05'],
    ['Drop-in every Saturday, 2pm, through 5 September 2026, at the library', { frequency: 'weekly', interval: 1, weekdays: ['SA'], ending: { type: 'on', date: '2026-09-05' } }, '2026-06-06'],
    ['Stretch class every Monday 6pm, 6 sessions, Town Hall', { frequency: 'weekly', interval: 1, weekdays: ['MO'], ending: { type: 'after', count: 6 } }, '2026-06-01'],
  ])('%s', (text, rule, firstDate) => {
    const draft = read(text);
    expect(draft.repeat).toEqual(rule);
    expect(RepeatRuleSchema.parse(draft.repeat)).toEqual(rule);
    expect(draft.start?.date).toBe(firstDate);
  });

  it.each([
    ['a weekday alone', 'Quiz on Tuesday at 8pm at the Crown'],
    ['"every" before what is not a day', 'Concert Friday 8pm at the Corn Exchange, every seat £10'],
    ['"each" before a noun', 'Leavers assembly Friday 18 July 9.15am. Each family may bring two guests'],
    ['opening hours', 'Museum open Tuesdays to Saturdays 10-4. Talk on Friday 12 June 6pm'],
    ['a day it is closed', 'Closed on Mondays. Quiz night Tuesday 8pm at the Crown'],
    ['another paragraph of a newsletter', 'Halloween disco on Friday 30 October, 5.30pm, school hall.\n\nThe uniform rail is out every Friday after school.'],
    ['a repetition the event does not fall on', "Rehearsals every Monday at 7.30pm. Concert on Saturday 6 June 7pm at St Peter's"],
    ['"daily" as a kind of thing', 'Festival on Saturday 13 June, 11am, Victoria Park. Daily newsletter at the gate'],
    ['a festival over several days', 'Summer festival daily from 10 to 14 June, Victoria Park'],
    ['"monthly" with no day', 'Our monthly pub night is Tue 9 June, 7pm at the Crown'],
  ])('none for %s', (_what, text) => {
    expect(read(text).repeat).toBeUndefined();
  });

  it('reads the phrases themselves as a grammar, with their endings, whatever text is around them', () => {
    const said = (text: string) => findRepeatPhrases(text).map((p) => ({ base: p.base, ending: p.ending, words: text.slice(p.index, p.end) }));
    expect(said('we meet every Tue & Thu, 7-9pm, until the end of July.')).toEqual([
      { base: { frequency: 'weekly', interval: 1, weekdays: ['TU', 'TH'] }, ending: { type: 'until', month: 7, day: 'last', year: null }, words: 'every Tue & Thu, 7-9pm, until the end of July' },
    ]);
    expect(said('on the 1st of every other month')).toEqual([{ base: { frequency: 'monthly', interval: 2, on: { type: 'day_of_month', day: 1 } }, ending: never, words: 'on the 1st of every other month' }]);
    expect(said('every 3 days for 2 weeks')[0]).toMatchObject({ base: { frequency: 'daily', interval: 3 }, ending: { type: 'for', amount: 2, unit: 'week' } });
    expect(said('every weekday at 8am until further notice')[0]).toMatchObject({ base: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] }, ending: never });
    for (const text of ['every seat', 'every sun lover', 'a wedding every summer', 'Tuesday', 'the first Thursday of March', 'not every Friday', 'every month']) {
      expect(said(text), text).toEqual([]);
    }
  });
});

const ld = (event: object) => `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...event })}</script></head><body><h1>What's on</h1></body></html>`;
const answerOfPage = (html: string) => answerFor(mergeReadings(readHtmlPage(html, 'https://venue.example/e', reference).readings), 'Europe/London');

describe("a page's schema.org eventSchedule", () => {
  it('gives the rule of a weekly Event (byDay as a schema.org address, an end date), and the answer says where it was read', () => {
    const answer = answerOfPage(
      ld({
        '@type': 'Event',
        name: 'Book club',
        startDate: '2026-06-02T19:00:00+01:00',
        location: { '@type': 'Place', name: 'Central Library' },
        eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1W', byDay: 'https://schema.org/Tuesday', endDate: '2026-09-29', scheduleTimezone: 'Europe/London' },
      }),
    );
    expect(answer).toMatchObject({
      success: true,
      title: 'Book club',
      start_datetime: '2026-06-02T19:00:00+01:00',
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'on', date: '2026-09-29' } },
      sources: { repeat: 'jsonld', start_datetime: 'jsonld' },
    });
  });

  it("starts an Event with no startDate on the schedule's first date, at its time and in its zone; P2W, byMonthWeek, repeatCount", () => {
    const monthly = readJsonLd(
      load(
        ld({
          '@type': 'Event',
          name: 'Repair café',
          eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1M', byDay: 'Friday', byMonthWeek: -1, startDate: '2026-06-01', startTime: '10:00:00', endTime: '13:00', scheduleTimezone: 'Europe/London', repeatCount: 6 },
        }),
      ),
    );
    expect(monthly).toMatchObject({
      start: { date: '2026-06-26', time: '10:00', zone: 'Europe/London' },
      end: { date: '2026-06-26', time: '13:00' },
      repeat: { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'FR' }, ending: { type: 'after', count: 6 } },
    });
    const fortnightly = readJsonLd(load(ld({ '@type': 'Event', name: 'Walk', startDate: '2026-06-07T10:00', eventSchedule: [{ '@type': 'Schedule', repeatFrequency: 'P2W', byDay: ['https://schema.org/Sunday'] }] })));
    expect(fortnightly?.repeat).toEqual({ frequency: 'weekly', interval: 2, weekdays: ['SU'], ending: never });
    const onDay = readJsonLd(load(ld({ '@type': 'Event', name: 'Market', startDate: '2026-06-15T09:00', eventSchedule: { repeatFrequency: 'P1M', byMonthDay: 15 } })));
    expect(onDay?.repeat).toEqual({ frequency: 'monthly', interval: 1, on: { type: 'day_of_month', day: 15 }, ending: never });
    const daily = readJsonLd(load(ld({ '@type': 'Event', name: 'Camp', startDate: '2026-07-06T09:00', eventSchedule: { repeatFrequency: 'P1D', repeatCount: 5 } })));
    expect(daily?.repeat).toEqual({ frequency: 'daily', interval: 1, ending: { type: 'after', count: 5 } });
  });

  it('reads microdata the same way', () => {
    const html = `<div itemscope itemtype="https://schema.org/Event"><h1 itemprop="name">Folk session</h1>
      <meta itemprop="startDate" content="2026-06-03T20:00:00+01:00">
      <div itemprop="eventSchedule" itemscope itemtype="https://schema.org/Schedule">
        <meta itemprop="repeatFrequency" content="P1W"><link itemprop="byDay" href="https://schema.org/Wednesday"><meta itemprop="repeatCount" content="8">
      </div></div>`;
    expect(readMicrodata(load(html))?.repeat).toEqual({ frequency: 'weekly', interval: 1, weekdays: ['WE'], ending: { type: 'after', count: 8 } });
  });

  it.each([
    ['an unknown frequency', { repeatFrequency: 'sometimes', byDay: 'Tuesday' }],
    ['a day that is no weekday', { repeatFrequency: 'P1W', byDay: 'https://schema.org/PublicHolidays' }],
    ['weekdays the start does not fall on', { repeatFrequency: 'P1W', byDay: 'Friday' }],
    ['two days of the month', { repeatFrequency: 'P1M', byMonthDay: [1, 15] }],
    ['a count of none', { repeatFrequency: 'P1W', repeatCount: 0 }],
    ['an interval over 99', { repeatFrequency: 'P150W' }],
    ['no schedule at all, but text', 'not a schedule'],
  ])('none, and no error, for %s', (_what, schedule) => {
    const answer = answerOfPage(ld({ '@type': 'Event', name: 'Quiz', startDate: '2026-06-02T19:00:00+01:00', eventSchedule: schedule }));
    expect(answer).toMatchObject({ success: true, title: 'Quiz', start_datetime: '2026-06-02T19:00:00+01:00', repeat: null });
  });
});

describe("a language model's repeat", () => {
  it('is checked with the schema: its null keys dropped, anything else that does not fit is none', () => {
    expect(repeatFromLlm({ frequency: 'weekly', interval: 1, weekdays: ['TU'], on: null, ending: { type: 'never', date: null, count: null } })).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['TU'],
      ending: never,
    });
    expect(repeatFromLlm({ frequency: 'monthly', interval: 1, weekdays: null, on: { type: 'weekday', day: null, ordinal: -1, weekday: 'FR' }, ending: { type: 'after', date: null, count: 6 } })).toMatchObject({
      on: { type: 'weekday', ordinal: -1, weekday: 'FR' },
    });
    for (const wrong of [null, 'every Tuesday', { frequency: 'weekly', interval: 0, weekdays: ['TU'], ending: never }, { frequency: 'hourly', interval: 1, ending: never }, { frequency: 'weekly', interval: 1, weekdays: ['XX'], ending: never }]) {
      expect(repeatFromLlm(wrong)).toBeNull();
    }
  });

  it('is kept only with a start and words of repetition in the text', () => {
    const rule: RepeatRule = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: never };
    const start = { date: '2026-06-02', time: '19:00' };
    expect(groundedIn('Games night every Tuesday 7pm', { start, repeat: rule }, reference).repeat).toEqual(rule);
    expect(groundedIn('Games night on Tuesday 7pm', { start, repeat: rule }, reference).repeat).toBeUndefined();
    expect(groundedIn('Games night every Tuesday', { repeat: rule }, reference).repeat).toBeUndefined();
  });
});
