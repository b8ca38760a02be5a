/** Lines of a text with their positions, and the clean-ups every finder needs. */

import { GREETING, STATUS_ONLY, isSalutation } from './letter-words';

export interface Line {
  text: string;
  start: number;
  /** Index of the paragraph (lines between blank lines) it belongs to. */
  block: number;
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let block = 0;
  let start = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') {
      block += 1;
    } else {
      lines.push({ text: raw, start, block });
    }
    start += raw.length + 1;
  }
  return lines;
}

/** The line holding a position of the text. */
export const lineAt = (lines: Line[], index: number): Line | undefined => lines.filter((line) => line.start <= index).pop();

/** Emoji, pictographs and decorative symbols (★ ▲ ☀️ 📍 • ❌), which say nothing a form field needs. */
export const stripDecoration = (text: string): string =>
  text
    .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]|\uFE0F|\u200D|\u20E3/gu, ' ')
    .replace(/[★☆▲△▼▽◆◇■□●○•·►▶◀✦✧✱✳❖➤→←|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'from']);

/** "HALLOWEEN DISCO" as "Halloween Disco"; text with lower case letters stays as written. */
export function unshout(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters !== letters.toUpperCase()) {
    return text;
  }
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.replace(/^(\P{L}*)(\p{L})/u, (_m, lead: string, first: string) => lead + first.toUpperCase())))
    .join(' ')
    .replace(/(['’])S\b/g, '$1s');
}

export { GREETING, STATUS_ONLY } from './letter-words';

/** A line that reads as a heading: short, no sentence inside it, not a greeting, not a "Label:" line. */
export function isHeadingLike(text: string): boolean {
  // A heading is short: a longer line is a sentence, whatever its decorations.
  if (text.length > 400) {
    return false;
  }
  const clean = stripDecoration(text).replace(/[!?]+$/, '');
  return (
    clean.length >= 3 &&
    clean.length <= 90 &&
    clean.split(' ').length <= 10 &&
    !/[.!?]\s/.test(clean) &&
    !/[,.:]$/.test(clean) &&
    !GREETING.test(clean) &&
    !isSalutation(clean) &&
    !STATUS_ONLY.test(clean) &&
    !/^(?:on|in|at|for|with|by|from|to|and|or|but|as|if|when|of|please|bring|join)\s/i.test(clean) &&
    !/^[\p{L} ]{1,12}\s?:/u.test(clean) &&
    /\p{L}{2}/u.test(clean) &&
    !/^https?:\/\//i.test(clean)
  );
}
