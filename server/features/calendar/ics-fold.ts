/** Longest content of one physical line, in octets (RFC 5545 3.1: 75 with the continuation's space). */
const LINE_OCTETS = 74;

/** UTF-8 length of the code point starting at `text[i]`, and how many UTF-16 units it takes. */
function codePointAt(text: string, i: number): { octets: number; units: number } {
  const code = text.charCodeAt(i);
  if (code < 0x80) {
    return { octets: 1, units: 1 };
  }
  if (code < 0x800) {
    return { octets: 2, units: 1 };
  }
  if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
    return { octets: 4, units: 2 };
  }
  return { octets: 3, units: 1 };
}

function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to do.
  if (line.length <= LINE_OCTETS && Buffer.byteLength(line) === line.length) {
    return line;
  }
  let out = '';
  let octets = 0;
  for (let i = 0; i < line.length; ) {
    const { octets: size, units } = codePointAt(line, i);
    octets += size;
    if (octets > LINE_OCTETS) {
      out += '\r\n ';
      octets = size;
    }
    out += line.slice(i, i + units);
    i += units;
  }
  return out;
}

/**
 * Folds iCalendar text as ical-generator's calendar does (lines of at most 75 octets, continuation
 * lines start with a space, never inside a character), in one pass: ical-generator's own folding
 * makes a TextEncoder per character, about a millisecond per event, which made a cold 500-event
 * feed take most of a second.
 */
export function foldIcs(text: string): string {
  return text.split('\r\n').map(foldLine).join('\r\n');
}
