/**
 * Rewrites an announcement so the date parser reads it as people mean it, keeping every
 * character's position (each replacement has the length of what it replaces), so what is found
 * can be traced back to the original text for titles and places.
 */

import { MONTH_PATTERN } from './calendar-words';

const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
};

const pad = (replacement: string, length: number) => replacement.padEnd(length, ' ').slice(0, length);

/** Replaces every match with a same-length text from `by`. */
function keepLength(text: string, pattern: RegExp, by: (match: string, ...groups: string[]) => string): string {
  return text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const groups = rest.filter((g): g is string => typeof g === 'string' || g === undefined).map((g) => g ?? '');
    return pad(by(match, ...groups), match.length);
  });
}

export function normalizeForDates(original: string): string {
  let text = original.replace(/[\u2010-\u2015\u2212]/g, '-').replace(/[\u00a0\u2007\u202f]/g, ' ');
  // "a.m." / "p.m." as chrono reads them best.
  text = keepLength(text, /\b([ap])\.\s?m\b\.?/gi, (_m, letter) => `${letter}m`);
  // "12 noon" and "noon" are 12pm; "half 9" / "half seven" (UK and Irish) is 9:30.
  text = keepLength(text, /\b12\s*noon\b/gi, () => '12pm');
  text = keepLength(text, /\bnoon\b/gi, () => '12pm');
  text = keepLength(text, /\bhalf\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi, (_m, hour) => `${NUMBER_WORDS[hour.toLowerCase()] ?? hour}:30`);
  // "8ish", "7-ish", "o'clock": the hour alone.
  text = keepLength(text, /\b(\d{1,2})\s?-?ish\b/gi, (_m, hour) => hour);
  text = keepLength(text, /\bo'?clock\b/gi, () => '');
  // "tonight" is today (its evening is noted separately); time-of-day words would make chrono
  // swallow the date next to them ("Quiz night this Thursday"), so they become blanks.
  text = keepLength(text, /\btonight\b/gi, () => 'today');
  text = keepLength(text, /\b(?:morning|afternoon|arvo|evening|night|nite)\b/gi, () => '');
  // "6th December, 12 - 5pm": the number after the month is an hour, not the year 2012.
  text = keepLength(text, new RegExp(`(\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_PATTERN}\\.?),(?=\\s*\\d{1,2}(?!\\d)\\s*(?:-|to\\b|till\\b|until\\b|[:.]\\d\\d))`, 'gi'), (_m, head) => `${head};`);
  // "this week", "next month": a period, never an event's date; chrono would join it to the date that follows ("What's on this week / Thursday 4 June").
  text = keepLength(text, /\b(?:this|next|last)[ \t]+(?:week|month|year|term|season)\b(?![ \t]*(?:on[ \t]+)?(?:sun|mon|tue|wed|thu|fri|sat))/gi, () => '');
  // "7.30" is a clock time where a time is expected: at a line's start before words (a programme's
  // "12.00 Opening by the Mayor"), after "at", "from", "till", or before "start" (chrono takes a
  // bare "12.00" for a number).
  text = keepLength(text, /(^|\n)([ \t]*)(\d{1,2})\.([0-5]\d)(?=[ \t]+\p{L})/gu, (_m, lead, space, hour, minute) => `${lead}${space}${hour}:${minute}`);
  text = keepLength(text, /\b(at|from|till|until|to|by|doors|starts?)(\s+)(\d{1,2})\.([0-5]\d)(?![\d.])/gi, (_m, word, space, hour, minute) => `${word}${space}${hour}:${minute}`);
  text = keepLength(text, /(?<![\d.])(\d{1,2})\.([0-5]\d)(?=\s*(?:start|kick-?off|sharp)\b)/gi, (_m, hour, minute) => `${hour}:${minute}`);
  // Spanish and French say which half of the day after the hour: "a las 10 de la mañana", "à 8 h du soir".
  text = keepLength(text, /(\d{1,2}(?:[:.h]\d{2})?)\s*(?:de la mañana|du matin)\b/giu, (_m, time) => `${time}am`);
  text = keepLength(text, /(\d{1,2}(?:[:.h]\d{2})?)\s*(?:de la (?:tarde|noche)|du soir|de l'après-midi)(?!\p{L})/giu, (_m, time) => `${time}pm`);
  // Noon and midnight in Spanish and French, as clock times.
  text = keepLength(text, /(?<!\p{L})(?:midi|mediod[íi]a)(?!\p{L})/giu, () => '12h');
  text = keepLength(text, /(?<!\p{L})(?:minuit|medianoche)(?!\p{L})/giu, () => '0h');
  // "@ 7pm" is "at 7pm".
  text = keepLength(text, / @ (?=\d)/g, () => ' at');
  return text;
}

/** Words that place an hour written without am/pm in the evening or in the morning. */
export function dayPartHint(text: string): 'am' | 'pm' | null {
  if (/\b(?:tonight|evening|night|nite|pub|bar|quiz|gig|party|disco|supper|dinner|drinks)\b/i.test(text)) {
    return 'pm';
  }
  if (/\b(?:morning|breakfast|brunch|sunrise)\b/i.test(text)) {
    return 'am';
  }
  return null;
}
