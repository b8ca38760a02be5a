import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../../server/features/parse/model/draft';
import { groundedIn } from '../../../server/features/parse/llm/grounding';

const reference = { instant: new Date('2026-06-10T12:00:00+01:00'), zone: 'Europe/London' };
const TEXT = "Games night at Dan’s place again!\nFriday   the 3rd, bring snacks. £5 towards pizza, or FREE if you bring a game.\nMore: https://games.example/dan";

describe('what the language model read is kept only where the text says it', () => {
  it('keeps a title and a place the text states, whatever their case, spacing, quotes and surrounding punctuation', () => {
    const kept = groundedIn(TEXT, { title: '"GAMES NIGHT"', location: "Dan's place." }, reference);
    expect(kept).toEqual({ title: '"GAMES NIGHT"', location: "Dan's place." });
    expect(groundedIn(TEXT, { title: 'friday the 3rd' }, reference).title).toBe('friday the 3rd');
  });

  it('drops a title, a place or a link the text does not contain', () => {
    expect(groundedIn(TEXT, { title: "Dan's monthly board game night", location: 'The Crown, Leeds', eventLink: 'https://meetup.example/dan' }, reference)).toEqual({});
    expect(groundedIn(TEXT, { eventLink: 'https://games.example/dan' }, reference)).toEqual({ eventLink: 'https://games.example/dan' });
  });

  it('keeps a price whose amounts the text states, and drops one it does not', () => {
    expect(groundedIn(TEXT, { price: { min: 0, max: 5, currency: 'GBP' } }, reference).price).toEqual({ min: 0, max: 5, currency: 'GBP' });
    expect(groundedIn(TEXT, { price: { min: 12, max: 12, currency: 'GBP' } }, reference).price).toBeUndefined();
    expect(groundedIn('Quiz night, no charge', { price: { min: 0, max: 0, currency: null } }, reference).price).toEqual({ min: 0, max: 0, currency: null });
    expect(groundedIn('Quiz night, bring a plate', { price: { min: 0, max: 0, currency: null } }, reference).price).toBeUndefined();
    expect(groundedIn('Quiz night, entry 12.50', { price: { min: 12.5, max: null, currency: 'EUR' } }, reference).price).toEqual({ min: 12.5, max: null, currency: 'EUR' });
  });

  it('keeps dates only when the text has date or time words or digits', () => {
    const when: EventDraft = { start: { date: '2026-07-03', time: '19:00' }, end: { date: '2026-07-03', time: '23:00' } };
    expect(groundedIn("Games night at Dan's place again, bring snacks, same as last time", when, reference)).toEqual({});
    expect(groundedIn('Games night at Dan’s place, next Friday evening', when, reference)).toEqual(when);
    expect(groundedIn('Spieleabend bei Dan, nächsten Freitag', when, reference)).toEqual(when);
    expect(groundedIn(TEXT, when, reference)).toEqual(when);
  });
});
