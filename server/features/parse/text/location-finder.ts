import { labelledValue } from './field-labels';
import { GREETING, SIGN_OFF } from './letter-words';
import { DATE_OR_TIME, PLACE_NAME, PLACE_REACH, TRAILING_NOUNS, VENUE_NOUN, cleanPlace, looksLikeAddress, placeAt } from './place-words';
import { lineAt, splitLines, stripDecoration, unshout } from './text-lines';
import type { Line } from './text-lines';

const LABEL = /^\s*(?:📍|(?:venue|where|location|place|address|meeting point)\s*(?:-|–|\bis\b))\s*(.*)$/iu;
const LABEL_ALONE = /^\s*(?:venue|where|location|address|lugar|d[óo]nde|lieu|o[ùu])\s*:?\s*$/iu;
/** The first few hundred places named are enough: an announcement names a handful. */
const MAX_PREPOSITIONS = 500;
const ONLINE = /\b(?:zoom|google meet|meet\.google\.com|microsoft teams|teams\.microsoft|youtube live|youtube|livestream|live stream|webinar|online|virtual event|twitch|en ligne|en l[íi]nea|virtual)\b/i;

/** A "Venue:" / "Where:" / 📍 line, or a "Venue" line with the place on the next line. */
function labelledPlace(lines: Line[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]?.text ?? '';
    const value = LABEL_ALONE.test(text) ? (lines[i + 1]?.text ?? '') : (labelledValue(text.slice(0, PLACE_REACH), 'place') ?? LABEL.exec(text)?.[1]);
    if (value && value.trim() && !/^https?:/i.test(value.trim())) {
      return ONLINE.test(value) && !VENUE_NOUN.test(value.replace(ONLINE, '')) ? 'Online' : cleanPlace(value);
    }
  }
  return null;
}

/** Places a title may name outright (not "Market", "Club", "Café" or "Pub", which are kinds of event as often as places). */
const OUTDOOR_OR_CIVIC = /^(?:park|beach|garden|gardens|green|square|hall|church|cathedral|library|school|academy|stadium|arena|common|meadow|reserve|pier|quay|lake|playground|allotments)$/i;

/** "Coogee Beach Clean-Up" names its place: "Coogee Beach". */
function placeInTitle(title: string | null): string | null {
  const words = (title ?? '').split(/\s+/);
  const at = words.findIndex((word) => OUTDOOR_OR_CIVIC.test(word.replace(/[^\p{L}]/gu, '')) && /^\p{Lu}/u.test(word));
  if (at <= 0) {
    return null;
  }
  let from = at;
  while (from > 0 && /^\p{Lu}/u.test(words[from - 1] ?? '') && !/^(?:of|the|and)$/i.test(words[from - 1] ?? '')) {
    from -= 1;
  }
  return from < at ? words.slice(from, at + 1).join(' ') : null;
}

/** A line under the date that names the venue: "THE COAL SHED, GUILDFORD", "Gridlock Taproom" above its street address. */
function venueLine(lines: Line[], anchorLine: number, title: string | null): string | null {
  const normalTitle = (title ?? '').toLowerCase();
  for (let i = anchorLine + 1; i < Math.min(lines.length, anchorLine + 5); i += 1) {
    const raw = (lines[i]?.text ?? '').replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, ' ').trim();
    const text = raw.replace(/\s*·\s*/g, ', ');
    if (SIGN_OFF.test(text) || GREETING.test(text)) {
      return null;
    }
    const first = text.split(',')[0]?.trim() ?? '';
    if (text.length > 80 || unshout(first).toLowerCase() === normalTitle || DATE_OR_TIME.test(first) || /[£$€]/.test(text)) {
      continue;
    }
    // The line starts with a name that is most of its first part: "The Anchor on Bankside, we've got the back room", not "No need to RSVP".
    const name = placeAt(first);
    const next = stripDecoration(lines[i + 1]?.text ?? '');
    if (name?.capitalised && name.place.length >= 0.6 * first.length && (VENUE_NOUN.test(text) || looksLikeAddress(text) || looksLikeAddress(next))) {
      const place = placeAt(text)?.place ?? first;
      const chosen = looksLikeAddress(next) && !looksLikeAddress(text) && !DATE_OR_TIME.test(next) ? `${place}, ${next}` : looksLikeAddress(text) ? text : place;
      return cleanPlace(chosen);
    }
  }
  return null;
}

/**
 * The place a line that opens with its date gives after it: "Sat 24th Oct | The Wheatsheaf, Upper
 * Fenby", "Fri 13 Nov • Old Fire Station, Bexley" (a capitalised name after a separator, not the title).
 */
function placeAfterDate(line: Line, anchor: number, title: string | null): string | null {
  const before = stripDecoration(line.text.slice(0, anchor - line.start));
  const match = /^(.*?)\s[|•·–—]\s+(.+)$/u.exec(line.text.slice(anchor - line.start));
  if (before !== '' || !match?.[2] || !DATE_OR_TIME.test(match[1] ?? '')) {
    return null;
  }
  const place = placeAt(stripDecoration(match[2]));
  const normalTitle = (title ?? '').toLowerCase();
  return place?.capitalised && !DATE_OR_TIME.test(place.place) && !normalTitle.includes(place.place.toLowerCase()) ? place.place : null;
}

interface Candidate {
  place: string;
  capitalised: boolean;
  /** Named after "at" or "@", the plainest way to say where. */
  strong: boolean;
  /** 0: in the date's sentence; 1: on its line or the next lines; 2: elsewhere. */
  nearness: number;
  distance: number;
}

function sentenceAround(text: string, index: number): [number, number] {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf('\n'), before.search(/[.!?]\s[^.!?]*$/)) + 1;
  const end = text.slice(index).search(/[.!?](?:\s|$)|\n/);
  return [start, end < 0 ? text.length : index + end];
}

function placeCandidates(text: string, anchor: number, lines: Line[]): Candidate[] {
  const line = lineAt(lines, anchor);
  const lineIndex = line ? lines.indexOf(line) : 0;
  const near = [line?.start ?? 0, lines[lineIndex + 4]?.start ?? text.length];
  const [sentenceStart, sentenceEnd] = sentenceAround(text, anchor);
  const found: Candidate[] = [];
  let examined = 0;
  for (const match of text.matchAll(/(?:^|[\s(])(at|@|in|on|from|en|à|au|aux|chez|dans)\s+/giu)) {
    // The first few hundred places named are enough: an announcement names a handful.
    if ((examined += 1) > MAX_PREPOSITIONS) {
      break;
    }
    const at = (match.index ?? 0) + match[0].length;
    const preposition = (match[1] ?? '').toLowerCase();
    const candidate = placeAt(text.slice(at, at + PLACE_REACH));
    // "on" and "from" name a place only with a place noun ("on the village green"), not "on Bankside" or "from Monday".
    if (!candidate || candidate.place.length < 3 || ((preposition === 'on' || preposition === 'from') && !VENUE_NOUN.test(candidate.place))) {
      continue;
    }
    const nearness = at >= sentenceStart && at <= sentenceEnd ? 0 : at >= (near[0] ?? 0) && at <= (near[1] ?? 0) ? 1 : 2;
    found.push({ ...candidate, strong: /^(?:at|@|en|à|au|aux|chez)$/.test(preposition), nearness, distance: Math.abs(at - anchor) });
  }
  // A place named on its own in a list near the date: "Usual time, half seven, Methodist hall."
  const nearStart = Math.max(near[0] ?? 0, anchor - 1000);
  const nearText = text.slice(nearStart, Math.min(near[1] ?? text.length, anchor + 1000));
  let offset = 0;
  for (const segment of nearText.split(/[,.;\n()]/)) {
    const at = offset;
    offset += segment.length + 1;
    if (segment.length > PLACE_REACH) {
      continue;
    }
    const clean = stripDecoration(segment);
    const name = PLACE_NAME.exec(clean);
    if (name && VENUE_NOUN.test(clean) && clean.split(' ').length <= 5 && !DATE_OR_TIME.test(clean) && (name[0] + (TRAILING_NOUNS.exec(clean.slice(name[0].length))?.[0] ?? '')) === clean) {
      // A place listed on the date's own line ("sunday 7th june, 3pm, Hartwell Walled Garden") is as near as its sentence.
      const onDateLine = nearStart + at >= (line?.start ?? 0) && nearStart + at <= (line ? line.start + line.text.length : 0);
      found.push({ place: clean, capitalised: true, strong: false, nearness: onDateLine ? 0 : 1, distance: Math.abs(nearStart + at - anchor) });
    }
  }
  return found.sort((a, b) => a.nearness - b.nearness || a.distance - b.distance);
}

/**
 * The event's place in an announcement: a labelled line ("Venue:", "Where:", 📍); "Online" when
 * the date's sentence says Zoom, Meet or Teams; a place named after "at" / "@" / "in" near the
 * date; a venue line under the date (a name with a place noun or an address); a place the
 * title names ("Coogee Beach Clean-Up"); a place in lower case ("the school hall").
 */
export function findLocation(text: string, anchor: number | null, title: string | null): string | null {
  const lines = splitLines(text);
  const labelled = labelledPlace(lines);
  if (labelled) {
    return labelled;
  }
  const at = anchor ?? 0;
  const [sentenceStart, sentenceEnd] = sentenceAround(text, at);
  const candidates = placeCandidates(text, at, lines);
  const pick = (nearness: number, capitalised: boolean, strong?: boolean) =>
    candidates.find((c) => c.nearness === nearness && c.capitalised === capitalised && (strong === undefined || c.strong === strong));
  const sentence = text.slice(sentenceStart, sentenceEnd);
  if (ONLINE.test(sentence) && !pick(0, true)) {
    return 'Online';
  }
  const anchorLine = lineAt(lines, at);
  const ordered = [
    pick(0, true)?.place,
    anchorLine ? placeAfterDate(anchorLine, at, title) : null,
    placeInTitle(title),
    pick(0, false)?.place,
    pick(1, true, true)?.place,
    anchorLine ? venueLine(lines, lines.indexOf(anchorLine), title) : null,
    pick(1, true)?.place,
    pick(1, false)?.place,
    pick(2, true)?.place,
    pick(2, false)?.place,
  ];
  const place = ordered.find((p): p is string => Boolean(p));
  if (place) {
    return cleanPlace(place);
  }
  return ONLINE.test(text) ? 'Online' : null;
}
