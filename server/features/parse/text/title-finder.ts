import { ANY_MONTH_PATTERN, ANY_WEEKDAY_PATTERN } from './calendar-words';
import { labelledField } from './field-labels';
import { GREETING, STATUS_ONLY, isSalutation } from './letter-words';
import { ARTICLES, LABEL, NAME_REACH, PRONOUN, cutName, isDateOnly, opensWithLeadIn, tidy } from './name-phrases';
import { subjectInBody, subjectName } from './subject-name';
import { isHeadingLike, lineAt, splitLines, stripDecoration } from './text-lines';
import type { Line } from './text-lines';

/** The last NAME_REACH characters of a phrase, from a word's start. */
const lastPart = (text: string) => (text.length <= NAME_REACH ? text : text.slice(text.indexOf(' ', text.length - NAME_REACH) + 1));
/** The first NAME_REACH characters of a phrase, to a word's end. */
const firstPart = (text: string) => (text.length <= NAME_REACH ? text : text.slice(0, Math.max(text.lastIndexOf(' ', NAME_REACH), 1)));

const STARTS_WITH_WHEN = new RegExp(`^(?:every|each|${ANY_WEEKDAY_PATTERN}|${ANY_MONTH_PATTERN}|next|this|today|tonight|tomorrow)(?!\\p{L})`, 'iu');

/** A heading's name: up to "is", "this", "-" or "!" ("Quiz Night - this Friday!" gives "Quiz Night"). */
function headingName(phrase: string): string | null {
  const text = stripDecoration(lastPart(phrase));
  if (LABEL.test(text)) {
    return null;
  }
  const end = /\s(?:is|are|this|next|tomorrow|tmrw|today|tonight|every|-|–)(?:\s|$)|[!?]/i.exec(text);
  const name = (end && end.index >= 3 ? text.slice(0, end.index) : text).trim();
  return name.length >= 3 && !isDateOnly(name) && !STARTS_WITH_WHEN.test(name) && !STATUS_ONLY.test(name) && !PRONOUN.test(name) ? tidy(name) : null;
}

/**
 * The name a sentence about an event starts with: "Quiz night is BACK at..." gives "Quiz night";
 * "Reminder that the Ceilidh for the Mountain Rescue is on..." gives "Ceilidh for the Mountain
 * Rescue". Its clauses are tried from the one nearest the date back; an emoji parts phrases too
 * ("Hiya ladies 💕 Knit & Natter is back").
 */
function nameBefore(phrase: string): string | null {
  const pieces = lastPart(phrase).split(/(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+/u);
  for (let p = pieces.length - 1; p >= 0; p -= 1) {
    const text = stripDecoration(pieces[p] ?? '');
    if (LABEL.test(text)) {
      return null;
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
  }
  return null;
}

/**
 * The name that follows a date leading its line or sentence: "Thursday 4 June – Family Film Club:",
 * "El domingo 19 de abril hay feria de discos". Only a capitalised name or one a lead-in opens: what
 * else follows a date is its time or place ("@ 7pm on YouTube Live", ", 10am at the hall").
 */
function nameAfter(rest: string): string | null {
  const sentence = stripDecoration(firstPart(rest).split(/(?<=[.!?])\s/)[0] ?? '').replace(/^[\s,;:|·•–—-]+/, '');
  return /^\p{Lu}/u.test(sentence) || opensWithLeadIn(sentence) ? cutName(sentence) : null;
}

/** The sentence of a line that holds a position, and the one before it on that line. */
function sentencesBefore(line: Line, index: number): [string, string] {
  const before = line.text.slice(Math.max(0, index - line.start - 600), index - line.start);
  const ends = [...before.matchAll(/[.!?]\s/g)].map((m) => (m.index ?? 0) + 2);
  const cut = ends[ends.length - 1] ?? 0;
  const previousCut = ends[ends.length - 2] ?? 0;
  return [before.slice(cut), cut > 0 ? before.slice(previousCut, cut) : ''];
}

/** A line a title may come from: not a greeting or salutation, a date, a label or a status word. */
const usable = (line: Line) => {
  const text = stripDecoration(line.text).replace(GREETING, '');
  return text.length >= 3 && !isSalutation(line.text) && !isDateOnly(text) && !LABEL.test(text) && !STATUS_ONLY.test(text);
};

/** A line ending "presents" belongs with the next: "KELLERKIND PRESENTS / NACHTSCHICHT #12". */
function withPresented(lines: Line[], i: number): string {
  const line = lines[i]?.text ?? '';
  const next = lines[i + 1];
  return /\bpresents?\s*:?\s*$/i.test(stripDecoration(line)) && next ? `${stripDecoration(line)} ${stripDecoration(next.text)}` : line;
}

const headingAt = (lines: Line[], i: number, block: number): string | null => {
  const line = lines[i];
  return line && line.block === block && isHeadingLike(line.text) && usable(line) ? headingName(withPresented(lines, i)) : null;
};

/**
 * A capitalised name in the date's sentence that no preposition makes a place: "for our Open Day
 * at Millbrook Lane Allotments on Sunday" gives "Open Day". Two capitalised words at least, so a
 * sentence's first word or a person's first name alone is not taken.
 */
function capitalisedName(sentence: string): string | null {
  const name = /(?<![\p{L}'’])\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|the|and|&|de|del|la|le|du|des|y|et)\s+)*(?:\p{Lu}[\p{L}'’-]*|\d+\p{L}{0,2}))+/gu;
  for (const match of stripDecoration(firstPart(sentence)).matchAll(name)) {
    const before = stripDecoration(sentence).slice(0, match.index ?? 0);
    const words = match[0].trim();
    if (/(?:^|\s)(?:at|in|on|@|en|à|au|dans|chez|from|near|with|by|con|avec|par)\s+(?:the\s+|la\s+|el\s+|le\s+|les\s+|l['’])?$/iu.test(before) || STARTS_WITH_WHEN.test(words)) {
      continue;
    }
    const cut = cutName(words);
    if (cut && cut.split(' ').length >= 2) {
      return cut;
    }
  }
  return null;
}

/** The names the date's line and sentence give, best first. */
function namesAroundDate(lines: Line[], at: number, anchor: number, anchorEnd: number): string | null {
  const line = lines[at];
  if (!line) {
    return null;
  }
  const block = line.block;
  const [sentence, sentenceBefore] = sentencesBefore(line, anchor);
  const leadsSentence = isDateOnly(stripDecoration(sentence).replace(GREETING, '')) || stripDecoration(sentence) === '';
  const leadsLine = leadsSentence && sentenceBefore === '';
  // A date leading its line continues the prose of the line above ("The Brownies are having a cake sale / Sat 05/04, 10:00").
  const above = lines[at - 1];
  const proseAbove = above && above.block === block && !isHeadingLike(above.text) ? (sentencesBefore(above, above.start + above.text.length)[0] || '') : '';
  const previousSentence = leadsLine ? proseAbove : sentenceBefore;
  // A date with a day number ("Thursday 4 June"), not a weekday that may be part of a name ("Sunday social ride").
  const dated = /\d/.test(line.text.slice(anchor - line.start, anchorEnd - line.start));
  const nothingAbove = lines.slice(0, at).every((above) => !usable(above));
  const after = line.text.slice(anchorEnd - line.start);
  const candidates: (() => string | null)[] = [
    () => headingAt(lines, at - 1, block),
    () => nameBefore(sentence),
    () => (leadsSentence ? nameBefore(previousSentence) : null),
    // A date that opens the text: the title is the line under it ("Sat 24th Oct | The Wheatsheaf / HALLOWEEN PARTY"), or follows it.
    () => (leadsLine && nothingAbove ? headingAt(lines, at + 1, block) : null),
    () => (leadsSentence && dated ? nameAfter(after) : null),
  ];
  for (const candidate of candidates) {
    const name = candidate();
    if (name) {
      return name;
    }
  }
  for (let i = at - 2; i >= 0 && lines[i]?.block === block; i -= 1) {
    const heading = headingAt(lines, i, block);
    if (heading) {
      return heading;
    }
  }
  return capitalisedName(`${sentence}${after.split(/(?<=[.!?])\s/)[0] ?? ''}`);
}

/**
 * The event's name in an announcement: a labelled title ("Title:", "Topic:", "Quoi :"); an e-mail's
 * subject that its body repeats; then around its date: a heading just above the date's line, the
 * line under a date that leads its line, the name after such a date or the name the date's
 * sentence starts with, a heading further up its paragraph, a capitalised name in the date's
 * sentence; then the subject, and the text's first line that reads as a title.
 */
export function findTitle(text: string, anchor: number | null, message: { subject?: string | null; anchorEnd?: number } = {}): string | null {
  const lines = splitLines(text);
  const labelled = labelledField(lines, 'title');
  const fromLabel = labelled ? subjectName(labelled.value) : null;
  if (fromLabel) {
    return fromLabel;
  }
  const subject = subjectName(message.subject);
  const repeated = subjectInBody(subject, text, anchor);
  if (repeated) {
    return repeated;
  }
  const anchorLine = anchor !== null ? lineAt(lines, anchor) : undefined;
  if (anchorLine && anchor !== null) {
    const named = namesAroundDate(lines, lines.indexOf(anchorLine), anchor, message.anchorEnd ?? anchor);
    if (named) {
      return named;
    }
  }
  if (subject) {
    return subject;
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line && usable(line)) {
      const clean = stripDecoration(line.text).replace(GREETING, '');
      if (isHeadingLike(clean)) {
        return headingName(withPresented(lines, i).replace(GREETING, '')) ?? tidy(clean);
      }
      return nameBefore(firstPart(clean).split(/(?<=[.!?])\s/)[0] ?? clean);
    }
  }
  return null;
}
