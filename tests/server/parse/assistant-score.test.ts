import { describe, expect, it } from 'vitest';
import { readCase } from '../../../scripts/bench/assistant-read';
import { textMatches } from '../../../scripts/bench/assistant-score';

describe('how the benchmark scores titles and places (the corpus SOURCES.md: case-insensitive containment or any alternative)', () => {
  it('counts an answer right when it contains the expected text or an alternative, whatever the case', () => {
    expect(textMatches('The Village Hall, 3 Kirk Wynd', 'village hall')).toBe(true);
    expect(textMatches('Leeds Rust June meetup – embedded talks + pizza, with drinks after at the usual place', 'Leeds Rust June meetup')).toBe(true);
    expect(textMatches('Tannery Works', 'Tannery Works, Kirkgate', ['Tannery Works'])).toBe(true);
  });

  it('counts an answer wrong when it is only a part of the expected text', () => {
    expect(textMatches('Village', 'Village Hall')).toBe(false);
    expect(textMatches('Rust', 'Leeds Rust June meetup', ['June meetup'])).toBe(false);
  });

  it('expects nothing when the expected value is null', () => {
    expect(textMatches(undefined, null)).toBe(true);
    expect(textMatches('Somewhere', null)).toBe(false);
  });
});

describe('how the benchmark reads a case: through the API\'s own final step', () => {
  it('scores a page whose only finding is its heading as "nothing found", as the API answers it', () => {
    const page = '<html><head><title>About us</title><meta property="og:title" content="About us"></head><body><h1>About us</h1><p>We are a choir.</p></body></html>';
    const { answer, price } = readCase(
      { id: 'x', kind: 'html', file: 'x.html', source: 'test', reference_time: '2026-06-01T10:00:00+01:00', time_zone: 'Europe/London', expected: {} },
      page,
    );
    expect(answer).toMatchObject({ success: false, reason: 'nothing_found' });
    expect(answer.title).toBeUndefined();
    expect(price).toBeUndefined();
  });
});
