import { EVENT_EXCERPT_LENGTH } from '../../contracts/events';

/** A UTF-16 surrogate: the text has code points beyond one unit (emoji), so lengths are counted by code point. */
export const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The start of a description for a list, from its `head` and whether the text goes on beyond it:
 * whitespace (line breaks included) collapsed to single spaces, cut at the last word boundary
 * within the length, with '…' when anything was left out.
 */
export function descriptionExcerpt(head: string | null, goesOn = false, length = EVENT_EXCERPT_LENGTH): string | null {
  const text = head?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') {
    return null;
  }
  // Code points, so an emoji is never split in half (a text without surrogates is one unit per code point).
  const plain = !SURROGATE.test(text);
  const chars = plain ? null : Array.from(text);
  if ((chars?.length ?? text.length) <= length) {
    return goesOn ? `${text}…` : text;
  }
  const cut = chars ? chars.slice(0, length).join('') : text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}
