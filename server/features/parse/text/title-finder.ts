import { GREETING, STATUS_ONLY, isHeadingLike, lineAt, splitLines, stripDecoration, unshout } from './text-lines';
import { MONTH_PATTERN, WEEKDAY_PATTERN } from './calendar-words';
import type { Line } from './text-lines';

/** Openings that introduce the event's name rather than being part of it. */
const LEAD_INS = [
  /^(?:a |just a |quick )?(?:reminder|heads up|psst|update|news|cancell?ed|postponed|new date|rescheduled)\s*[:!,-]?\s*(?:that\s+)?/i,
  /^.{0,60}?\binvites?\s+(?:you|everyone|all\s+\w+|\w+)?\s*to\s+/i,
  /^(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?'s\s+/i,
  /^(?:we(?:'re| are)|i(?:'m| am))\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:invite you to|announce|inform(?: you)?|share|remind you|let you know|say)\s*(?:that\s+)?/i,
  /^(?:please\s+)?join us\s+(?:at\s+[^,]{0,60}?\s+)?(?:for|at|on)\s+/i,
  /^(?:anyone|who)\s+(?:fancy|fancies|up for|wants?|coming to)\s+/i,
  /^.{0,50}?\b(?:is|are|will be)\s+(?:hosting|holding|running|organi[sz]ing|having|putting on)\s+/i,
  /^(?:come (?:along )?to|don't miss|it's time for|time for)\s+/i,
];
const ARTICLES = /^(?:the|our|a|an|this|this year's|next|my|your|their)\s+/i;
/** Where a name ends and the sentence about it begins. */
const NAME_ENDS =
  /\s(?:is|are|was|will|takes? place|happens|happening|returns|kicks off|starts|has been|planned|scheduled|on|at|@|this|next|tomorrow|tmrw|today|tonight|from|every|to (?:raise|celebrate|support|help|mark|welcome|say|collect)|-|–)(?:\s|$)|[!?(,:;]|\s\(/i;
const PRONOUN = /^(?:one|ones|it|we|we'll|we're|they|there|this|that|i|i'll|you|he|she|please|here|all|everyone)\b/i;

/** Tidies a name: decorations, a mailing-list tag ("[Leeds Rust]"), shouting, trailing punctuation. */
function tidy(text: string): string {
  const clean = stripDecoration(text.slice(0, NAME_REACH))
    .replace(/^subject:\s*/i, '')
    .replace(/^\[([^\]]+)\]\s*/, '$1 ')
    .replace(/[\s\-–:,!?.]+$/, '')
    .replace(/^["“]|["”]$/g, '')
    .trim();
  const unshouted = unshout(clean);
  return unshouted.charAt(0).toUpperCase() + unshouted.slice(1);
}

/** A phrase made only of dates and times ("Every Friday in March", "5pm-10pm"), which is never a name. */
const DATE_WORDS = new RegExp(`\\b(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN}|every|each|this|next|am|pm|noon|midnight|from|to|till|until|starting|and|the|in|on|at|of|st|nd|rd|th)\\b`, 'gi');
const isDateOnly = (text: string) =>
  stripDecoration(text)
    .replace(/[\d:.,/–-]+/g, ' ')
    .replace(DATE_WORDS, '')
    .replace(/[^\p{L}]/gu, '').length < 3;

/** A label line ("WHEN:", "Date:", "Venue is ..."): what follows it is a value, not the event's name. */
const LABEL = /^(?:when|where|date|time|venue|location|place|address|link|tickets?|cost|price|entry|register|rsvp|details|agenda|where and when)\b\s*(?::|is\b|-|–|$)/i;

function cutName(text: string): string | null {
  let rest = text.trim();
  for (let again = true; again; ) {
    again = false;
    for (const lead of [GREETING, ...LEAD_INS, ARTICLES]) {
      const match = lead.exec(rest);
      if (match && match[0].length > 0) {
        rest = rest.slice(match[0].length).replace(/^[\s!,.:-]+/, '');
        again = true;
      }
    }
  }
  const end = NAME_ENDS.exec(rest);
  const name = (end && end.index >= 2 ? rest.slice(0, end.index) : rest).replace(/^[\p{Ll}]+'s\s+/u, '').trim();
  const valid =
    name.length >= 3 && name.length <= 90 && !PRONOUN.test(name) && !LABEL.test(name) && !STATUS_ONLY.test(name) && !isDateOnly(name) && name.split(' ').length <= 12;
  return valid ? tidy(name) : null;
}

/** How much of a sentence a name is looked for in: names are short, and the work stays bounded. */
const NAME_REACH = 200;
/** The last NAME_REACH characters of a phrase, from a word's start. */
const lastPart = (text: string) => (text.length <= NAME_REACH ? text : text.slice(text.indexOf(' ', text.length - NAME_REACH) + 1));
/** The first NAME_REACH characters of a phrase, to a word's end. */
const firstPart = (text: string) => (text.length <= NAME_REACH ? text : text.slice(0, Math.max(text.lastIndexOf(' ', NAME_REACH), 1)));

/**
 * The name a sentence about an event starts with: "Quiz night is BACK at..." gives "Quiz night";
 * "Reminder that the Ceilidh for the Mountain Rescue is on..." gives "Ceilidh for the Mountain
 * Rescue". Its clauses are tried from the one nearest the date back.
 */
function nameBefore(phrase: string, heading = false): string | null {
  const text = stripDecoration(lastPart(phrase));
  if (LABEL.test(text)) {
    return null;
  }
  if (heading) {
    const end = /\s(?:is|are|this|next|tomorrow|tmrw|today|tonight|every|-|–)(?:\s|$)|[!?]/i.exec(text);
    const name = (end && end.index >= 3 ? text.slice(0, end.index) : text).trim();
    const startsWithWhen = new RegExp(`^(?:every|each|${WEEKDAY_PATTERN}|${MONTH_PATTERN}|next|this|today|tonight|tomorrow)\\b`, 'i').test(name);
    return name.length >= 3 && !isDateOnly(name) && !startsWithWhen && !STATUS_ONLY.test(name) && !PRONOUN.test(name) ? tidy(name) : null;
  }
  // Clauses, with what separated each from the one before: after a comma, a clause in lower case is
  // an aside ("take the lift by reception"); after a colon it is the content ("quick one: the meeting").
  const parts = text.split(/(,\s+|:\s+|\s[–-]\s(?=\p{Lu}))/u);
  for (let i = parts.length - 1; i >= 0; i -= 2) {
    const clause = parts.slice(i).join('');
    const separator = parts[i - 1] ?? '';
    const name = cutName(clause);
    if (name && (i === 0 || !separator.startsWith(',') || /^\P{Ll}/u.test(clause.replace(ARTICLES, '').trimStart()))) {
      return name;
    }
  }
  return null;
}

/** The sentence of a line that holds a position. */
function sentenceBefore(line: Line, index: number): string {
  const before = line.text.slice(0, index - line.start);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return cut >= 0 ? before.slice(cut + 2) : before;
}

/** A line a title may come from: not a greeting alone, a subject, a date, a label or a status word. */
const usable = (line: Line) => {
  const text = stripDecoration(line.text).replace(GREETING, '');
  return text.length >= 3 && !/^subject:/i.test(line.text.trim()) && !isDateOnly(text) && !LABEL.test(text) && !STATUS_ONLY.test(text);
};

/** A line ending "presents" belongs with the next: "KELLERKIND PRESENTS / NACHTSCHICHT #12". */
function withPresented(lines: Line[], i: number): string {
  const line = lines[i]?.text ?? '';
  const next = lines[i + 1];
  return /\bpresents?\s*:?\s*$/i.test(stripDecoration(line)) && next ? `${stripDecoration(line)} ${stripDecoration(next.text)}` : line;
}

/** The subject line of a pasted e-mail, without what subjects add ("Tickets on sale now –", "– what you need to know"). */
function fromSubject(lines: Line[]): string | null {
  const subject = lines.find((line) => /^subject:/i.test(line.text.trim()));
  if (!subject) {
    return null;
  }
  const parts = stripDecoration(firstPart(subject.text.replace(/^\s*subject:\s*/i, ''))).split(/\s[–-]\s|(?<=!)\s/);
  const named = parts.filter((part) => /\p{Lu}/u.test(part.replace(/^\W*\p{L}/u, '')) || /\d/.test(part));
  return tidy((named.length > 0 ? named : parts).join(' – '));
}

/**
 * The event's name in an announcement, looked for around its date: a heading just above the
 * date's line, the name the date's sentence starts with, a heading further up its paragraph,
 * the text's first line that reads as a title, then an e-mail's subject.
 */
export function findTitle(text: string, anchor: number | null): string | null {
  const lines = splitLines(text);
  const anchorLine = anchor !== null ? lineAt(lines, anchor) : undefined;
  if (anchorLine && anchor !== null) {
    const at = lines.indexOf(anchorLine);
    const previous = lines[at - 1];
    const fromPrevious = previous && previous.block === anchorLine.block && isHeadingLike(previous.text) && usable(previous) ? nameBefore(withPresented(lines, at - 1), true) : null;
    if (fromPrevious) {
      return fromPrevious;
    }
    const named = nameBefore(sentenceBefore(anchorLine, anchor));
    if (named) {
      return named;
    }
    for (let i = at - 1; i >= 0 && lines[i]?.block === anchorLine.block; i -= 1) {
      const line = lines[i];
      const heading = line && isHeadingLike(line.text) && usable(line) ? nameBefore(withPresented(lines, i), true) : null;
      if (heading) {
        return heading;
      }
    }
  }
  const subject = fromSubject(lines);
  if (subject) {
    return subject;
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line && usable(line)) {
      const text = stripDecoration(line.text).replace(GREETING, '');
      if (isHeadingLike(text)) {
        return nameBefore(withPresented(lines, i).replace(GREETING, ''), true) ?? tidy(text);
      }
      return nameBefore(firstPart(text).split(/(?<=[.!?])\s/)[0] ?? text);
    }
  }
  return null;
}
