import { MONTH_PATTERN, WEEKDAY_PATTERN } from './calendar-words';
import { GREETING, lineAt, splitLines, stripDecoration, unshout } from './text-lines';
import type { Line } from './text-lines';

/** Nouns that name a place people meet at. */
const VENUE_NOUNS = [
  'hall', 'halls', 'park', 'centre', 'center', 'church', 'chapel', 'cathedral', 'club', 'clubhouse', 'library', 'school', 'academy', 'college',
  'university', 'pub', 'inn', 'arms', 'tavern', 'bar', 'café', 'cafe', 'bookshop', 'bookstore', 'shop', 'theatre', 'theater', 'cinema',
  'studio', 'studios', 'gallery', 'museum', 'stadium', 'arena', 'garden', 'gardens', 'green', 'square', 'beach', 'field', 'fields', 'ground',
  'grounds', 'house', 'rooms', 'room', 'works', 'hub', 'hotel', 'taproom', 'brewery', 'market', 'farm', 'barn', 'auditorium', 'cellar', 'shed',
  'pavilion', 'bandstand', 'car park', 'parking lot', 'courts', 'tower', 'hq', 'headquarters', 'lounge', 'venue', 'loft', 'quay', 'pier',
  'lake', 'common', 'meadow', 'reserve', 'playground', 'gym', 'pool', 'rink', 'marquee', 'allotments', 'chambers', 'institute', 'lodge', 'manor',
  'oval', 'trailhead', 'conservatory', 'parc', 'parque', 'parco', 'plaza', 'piazza', 'platz', 'jardin', 'jardín', 'salle', 'halle', 'kirche',
  'église', 'iglesia', 'zaal', 'buurthuis',
];
const NOUNS = VENUE_NOUNS.join('|');
const VENUE_NOUN = new RegExp(`(?<![\\p{L}])(?:${NOUNS})(?![\\p{L}])`, 'iu');
const LABEL = /^\s*(?:📍|(?:venue|where|location|place|address|meeting point)\s*(?::|-|–|\bis\b))\s*(.*)$/iu;
const LABEL_ALONE = /^\s*(?:venue|where|location|address)\s*:?\s*$/i;
const ONLINE = /\b(?:zoom|google meet|meet\.google\.com|microsoft teams|teams\.microsoft|youtube live|youtube|livestream|live stream|webinar|online|virtual event|twitch)\b/i;
const DATE_OR_TIME = new RegExp(`\\b(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN}|noon|midnight)\\b|\\d[:.]\\d{2}|\\d\\s?(?:am|pm)\\b|^\\d{1,2}(?:st|nd|rd|th)?$`, 'i');
const NOT_A_PLACE = /^(?:the )?(?:door|home|least|last|once|noon|midnight|night|moment|end|times|all|i|i'll|we|you|day|weekend|uk|us|usa|eu)$/i;
const SIGN_OFF = /^(?:regards|kind regards|best wishes|warm regards|thanks|thank you|cheers|see you|love|ngā mihi|yours)\b/i;

// A word of a name; a full stop only ends an abbreviation ("St.", "N."), never a longer word ("Center. Free").
const NAME_WORD = String.raw`(?:\p{Lu}\p{L}{0,2}\.(?![ \t]\p{Lu}\p{Ll}{3})|\p{Lu}[\p{L}'’-]*|\d+[A-Za-z]{0,3}|&)`;
const CONNECTOR = String.raw`(?:of|the|and|on|upon|de|des|du|la|le|les|del|della|di|da|do|dos|das|van|von|der|den|am|an|im|zum|zur)`;
const PLACE_NAME = new RegExp(String.raw`^${NAME_WORD}(?:[ \t]+(?:${CONNECTOR}[ \t]+)*${NAME_WORD})*`, 'u');
const TRAILING_NOUNS = new RegExp(String.raw`^(?:[ \t]+[a-z'’-]+){0,2}[ \t]+(?:${NOUNS})(?![\p{L}])`, 'iu');
const LOWER_PLACE = new RegExp(
  String.raw`^(?:the[ \t]+)?((?:[a-z'’-]+[ \t]+){0,3}(?:${NOUNS})(?:[ \t]+(?:by|near|behind|next to|opposite)[ \t]+the[ \t]+(?:[a-z'’-]+[ \t]+){0,2}(?:${NOUNS}))?)(?![\p{L}])`,
  'iu',
);
const STREET = /\b(?:st|street|rd|road|ave|avenue|lane|ln|way|drive|dr|blvd|boulevard|pl|place|sq|terrace|close|crescent|ct|str|straße|strasse|rue|via|calle)\b\.?|\p{L}(?:straat|plein|gasse|weg|platz)\b/iu;
const looksLikeAddress = (text: string) => /(?:^|[\s,·])\d{1,5}\s+\p{Lu}/u.test(text) || STREET.test(text) || /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/.test(text) || /\b[A-Z]{2}\s+\d{5}\b/.test(text);

/** More parts of an address after a name: ", Kilmarnock", ", 4410 N Lincoln Ave", ", Green Meadows Society, Baner". */
function withAddressParts(place: string, after: string): string {
  let result = place;
  let rest = after;
  for (let part = /^,\s+([^,.;!?()\n]{2,40})/.exec(rest); part?.[1]; part = /^,\s+([^,.;!?()\n]{2,40})/.exec(rest)) {
    const segment = PLACE_NAME.exec(part[1]);
    if (!segment || DATE_OR_TIME.test(segment[0]) || /^(?:I|We|You|Tickets?|Bring|Please|Free|Entry)\b/.test(segment[0])) {
      break;
    }
    result += `, ${segment[0]}`;
    rest = rest.slice(part[0].indexOf(segment[0]) + segment[0].length);
  }
  return result;
}

/**
 * The place a stretch of text starts with: a capitalised name ("the Red Lion", "Hollis Branch
 * Library, 4410 N Lincoln Ave", "the café in Chapter & Verse bookshop"), or a place in lower case
 * ending in a place noun ("the school hall", "the pavilion by the tennis courts").
 */
function placeAt(text: string): { place: string; capitalised: boolean } | null {
  const lead = /^(?:the\s+)?(?:(?:[a-z'’-]+\s+){1,4}(?:of|in|at)\s+(?:the\s+)?)?/u.exec(text)?.[0] ?? '';
  const rest = text.slice(lead.length);
  const name = PLACE_NAME.exec(rest);
  if (name && !NOT_A_PLACE.test(name[0]) && !DATE_OR_TIME.test(name[0])) {
    let place = name[0];
    let after = rest.slice(place.length);
    const nouns = TRAILING_NOUNS.exec(after);
    if (nouns) {
      place += nouns[0];
      after = after.slice(nouns[0].length);
    }
    return { place: withAddressParts(place, after), capitalised: true };
  }
  const plain = LOWER_PLACE.exec(text);
  return plain?.[1] && !NOT_A_PLACE.test(plain[1]) ? { place: plain[1], capitalised: false } : null;
}

/** How much text after "at" or a label a place is read from: a place's name and address are short. */
const PLACE_REACH = 200;
const MAX_PREPOSITIONS = 500;

function cleanPlace(text: string): string {
  return unshout(
    stripDecoration(text.slice(0, PLACE_REACH))
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/,\s*(?:behind|near|next to|opposite|by|upstairs|downstairs|side|round|around|off|level|floor)\b[^,]*/gi, '')
      .replace(/^(?:level|floor)\s+\d+,\s*/i, '')
      .replace(/^the\s+(?=\p{Lu})/u, '')
      .replace(/[\s,.;:!-]+$/, '')
      .trim(),
  );
}

/** A "Venue:" / "Where:" / 📍 line, or a "Venue" line with the place on the next line. */
function labelledPlace(lines: Line[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]?.text ?? '';
    const value = LABEL_ALONE.test(text) ? (lines[i + 1]?.text ?? '') : LABEL.exec(text)?.[1];
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
  for (const match of text.matchAll(/(?:^|[\s(])(at|@|in|on|from)\s+/giu)) {
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
    found.push({ ...candidate, strong: preposition === 'at' || preposition === '@', nearness, distance: Math.abs(at - anchor) });
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
      found.push({ place: clean, capitalised: true, strong: false, nearness: 1, distance: Math.abs(nearStart + at - anchor) });
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
