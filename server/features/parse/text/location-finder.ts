import { MONTH_PATTERN, WEEKDAY_PATTERN } from './calendar-words';
import { isHeadingLike, lineAt, splitLines, stripDecoration, unshout } from './text-lines';

/** Nouns that name a place people meet at. */
const VENUE_NOUNS =
  'hall|halls|park|centre|center|church|chapel|cathedral|club|clubhouse|library|school|academy|college|university|pub|inn|arms|tavern|bar|café|cafe|coffee shop|bookshop|bookstore|shop|theatre|theater|cinema|studio|studios|gallery|museum|stadium|arena|garden|gardens|green|square|beach|field|fields|ground|grounds|house|rooms|room|works|hub|hotel|taproom|brewery|market|farm|barn|auditorium|cellar|shed|pavilion|bandstand|car park|parking lot|lot|courts|court|tower|hq|headquarters|office|lounge|venue|space|loft|quay|pier|lake|common|meadow|reserve|playground|gym|pool|rink|marquee|tent|village hall|community centre|function room'.split(
    '|',
  );
const VENUE_NOUN = new RegExp(`\\b(?:${VENUE_NOUNS.join('|')})\\b`, 'i');
const LABEL = /^\s*(?:📍|venue|where|location|place|address|meeting point|meet(?:ing)? at)\s*(?:is|:|-|–)?\s*(.+)$/iu;
const ONLINE = /\b(?:zoom|google meet|meet\.google\.com|microsoft teams|teams\.microsoft|youtube live|youtube\.com|livestream|live stream|webinar|online(?:\s+(?:event|via|on|only))?|virtual event|twitch)\b/i;
const NOT_A_PLACE = new RegExp(`^(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN}|the door|door|home|least|last|once|noon|midnight|night|the moment|the end|times|all|i|i'll|we|you)\\b`, 'i');

/** A capitalised name as places are written: "St Columba's Church Hall", "Crown & Anchor", "Kōwhai St", "4410 N Lincoln Ave". */
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}'’.-]*|\d+[A-Za-z]{0,3}|&)`;
const CONNECTOR = String.raw`(?:of|the|and|on|de|du|la|le|van|von|der|upon|in)`;
const PLACE_NAME = new RegExp(String.raw`${NAME_WORD}(?:\s+(?:${CONNECTOR}\s+)*${NAME_WORD})*`, 'u');
const TRAILING_NOUNS = new RegExp(String.raw`^(?:\s+[a-z'’-]+){0,2}?\s+(?:${VENUE_NOUNS.join('|')})\b`, 'iu');

/** "the Red Lion", "the church parking lot", "the Hollis Branch Library, 4410 N Lincoln Ave": the place after "at"/"in"/"@". */
function placeAfter(text: string): string | null {
  const lead = /^(?:the\s+)?(?:[a-z'’]+\s+){0,4}?(?:of\s+the\s+|in\s+|of\s+)?(?=\p{Lu}|\d+\s+\p{Lu})/u.exec(text);
  if (lead) {
    const rest = text.slice(lead[0].length);
    const name = PLACE_NAME.exec(rest);
    if (name && name.index === 0 && !NOT_A_PLACE.test(name[0])) {
      let place = name[0];
      let after = rest.slice(place.length);
      const nouns = TRAILING_NOUNS.exec(after);
      if (nouns) {
        place += nouns[0];
        after = after.slice(nouns[0].length);
      }
      // ", Kilmarnock", ", 4410 N Lincoln Ave", ", Green Meadows Society, Baner": more of the address.
      for (let part = /^,\s+([^,.;!?()\n]{2,40})/.exec(after); part?.[1]; part = /^,\s+([^,.;!?()\n]{2,40})/.exec(after)) {
        const segment = PLACE_NAME.exec(part[1]);
        if (!segment || segment.index !== 0 || NOT_A_PLACE.test(segment[0]) || /^(?:I|We|You|Tickets?|Bring|Please)\b/.test(segment[0])) {
          break;
        }
        place += `, ${segment[0]}`;
        after = after.slice(part[0].indexOf(segment[0]) + segment[0].length);
      }
      const words = lead[0].replace(/^the\s+/i, '').trim();
      // Lower-case words before a name belong to it only when they say what kind of place it is ("the café in").
      return (/^the\s/i.test(lead[0]) && words === '' ? `the ${place}` : place).trim();
    }
  }
  // A place written in lower case, ending in a place noun: "the school hall", "the pavilion by the tennis courts".
  const plain = new RegExp(String.raw`^(?:the\s+)?((?:[a-z'’-]+\s+){0,3}?(?:${VENUE_NOUNS.join('|')})(?:\s+(?:by|near|behind|next to|opposite)\s+the\s+(?:[a-z'’-]+\s+){0,2}?(?:${VENUE_NOUNS.join('|')}))?)\b`, 'iu').exec(text);
  return plain?.[1] && !/^(?:door|home)\b/i.test(plain[1]) ? plain[1] : null;
}

function cleanPlace(text: string): string {
  return unshout(
    stripDecoration(text)
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/,\s*(?:behind|near|next to|opposite|by|upstairs|downstairs|side|round|around|off)\b[^,]*/gi, '')
      .replace(/[\s,.;:!-]+$/, '')
      .trim(),
  );
}

const looksLikeAddress = (text: string) => /\b\d{1,5}\s+\p{Lu}/u.test(text) || /\p{Lu}[\p{L}-]+\s+\d{1,4}\b/u.test(text) || /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/.test(text);

/**
 * The event's place in an announcement: a labelled line ("Venue:", "Where:", 📍), a place named
 * after "at" / "@" / "in" / "on" / "from" near the event's date, a venue line under the date
 * (a name with a place noun or an address), else "Online" for a Zoom, Meet or Teams event.
 */
export function findLocation(text: string, anchor: number | null, title: string | null): string | null {
  const lines = splitLines(text);
  for (const line of lines) {
    const labelled = LABEL.exec(line.text);
    if (labelled?.[1] && !/^https?:/i.test(labelled[1].trim())) {
      return ONLINE.test(labelled[1]) && !VENUE_NOUN.test(labelled[1]) ? 'Online' : cleanPlace(labelled[1]);
    }
  }
  const from = anchor !== null ? Math.max(0, (lineAt(lines, anchor)?.start ?? 0) - 200) : 0;
  const window = text.slice(from, anchor !== null ? anchor + 400 : text.length);
  const found: { place: string; rank: number; at: number }[] = [];
  for (const match of window.matchAll(/(?:^|[\s(])(at|@|in|on|from)\s+/giu)) {
    const place = placeAfter(window.slice((match.index ?? 0) + match[0].length));
    if (place && place.length >= 3) {
      const capitalised = /\p{Lu}|\d/u.test(place.replace(/^the\s+/i, '').charAt(0));
      const preposition = (match[1] ?? '').toLowerCase();
      const rank = (capitalised ? 0 : 2) + (preposition === 'at' || preposition === '@' ? 0 : 1);
      found.push({ place, rank, at: from + (match.index ?? 0) });
    }
  }
  const anchorAt = anchor ?? 0;
  found.sort((a, b) => a.rank - b.rank || Math.abs(a.at - anchorAt) - Math.abs(b.at - anchorAt));
  const best = found[0];
  if (best && best.rank <= 1) {
    return cleanPlace(best.place);
  }
  const venueLine = findVenueLine(lines, anchor, title);
  if (venueLine) {
    return venueLine;
  }
  if (best) {
    return cleanPlace(best.place);
  }
  return ONLINE.test(text) ? 'Online' : null;
}

/** A line under the date that names the venue: "THE COAL SHED, GUILDFORD", "Gridlock Taproom" above its street address. */
function findVenueLine(lines: ReturnType<typeof splitLines>, anchor: number | null, title: string | null): string | null {
  const at = anchor !== null ? lines.indexOf(lineAt(lines, anchor) ?? lines[0]!) : 0;
  const normalTitle = (title ?? '').toLowerCase();
  for (let i = Math.max(0, at); i < Math.min(lines.length, at + 6); i += 1) {
    const line = lines[i];
    if (!line) {
      continue;
    }
    const text = stripDecoration(line.text);
    const first = text.split(/,|·/)[0]?.trim() ?? '';
    if (i === at || !isHeadingLike(text) || unshout(first).toLowerCase() === normalTitle || /\d{1,2}[:.]\d{2}|\d\s?(?:am|pm)\b/i.test(text) || /[£$€]/.test(text)) {
      continue;
    }
    const name = PLACE_NAME.exec(first);
    const next = lines[i + 1] ? stripDecoration(lines[i + 1]?.text ?? '') : '';
    if (name && name.index === 0 && (VENUE_NOUN.test(text) || looksLikeAddress(text) || looksLikeAddress(next))) {
      const withAddress = looksLikeAddress(next) && !looksLikeAddress(text) ? `${text}, ${next}` : text;
      return cleanPlace(withAddress.replace(/\s*·\s*/g, ', '));
    }
  }
  return null;
}
