/**
 * The parts of a pasted e-mail or newsgroup post that are not its announcement: header blocks
 * (From, To, Subject, Date, Message-ID, in English, Spanish and French), a message-id on a line of
 * its own, "On ... wrote:" lines, forward and reply markers, and the ">" of quoted replies. They
 * are blanked, not cut, so every position in the body is the same as in the text; the subject and
 * the sending date are kept apart (issue 28: a message-id was read as the title, its digits and
 * the Date header as the event's date).
 */

export interface MessageParts {
  /** The text with headers and markers blanked (same length, same line breaks). */
  body: string;
  /** The first header block's subject, without "Re:", "Fwd:" and a list's "[tag]". */
  subject: string | null;
  /** The first header block's date as written ("Mon, 1 Jun 2026 18:42:10 +0100"). */
  sentText: string | null;
}

/** Header names a message's header block is made of, in English, Spanish and French. */
const HEADER_NAMES =
  'from|to|cc|bcc|subject|sent|date|newsgroups|reply-to|organi[sz]ation|sender|lines|path|xref|type|importance|priority|user-agent|thread-topic|thread-index|delivered-to|list-id|de|para|cco|asunto|fecha|enviado(?: el| por)?|responder a|à|cci|objet|envoyé(?: le| par)?|répondre à';
/** Header names that are metadata wherever they stand. */
const METADATA_NAMES = 'message-id|received|return-path|mime-version|content-[\\w-]+|x-[\\w-]+|in-reply-to|references|posted-?by|nntp-[\\w-]+';
const METADATA = new RegExp(`^\\s*(?:${METADATA_NAMES})\\s*:`, 'i');
const HEADER = new RegExp(`^\\s*(?:${HEADER_NAMES}|${METADATA_NAMES})\\s*:(?:\\s|$)`, 'iu');
/** What only a message's header block has ("From: 2pm / To: 4pm" is an event's times): a subject, a sending date, an id, an address. */
const MESSAGE_PROOF = /^\s*(?:(?:subject|asunto|objet|message-id|newsgroups|sent|enviado(?: el)?|envoyé(?: le)?)\s*:|[^:]{1,20}:.*@)/iu;
const MESSAGE_ID_LINE = /^\s*<[^<>\s]+@[^<>\s]+>\s*$/;
const CONTINUATION = /^[ \t]+\S/;
const MARKER =
  /^\s*(?:-{2,}\s*(?:forwarded message|original message|mensaje (?:original|reenviado)|message (?:d'origine|transféré|original))\s*-{2,}|begin forwarded message:?|début du message (?:réexpédié|transféré)\s*:?|inicio del mensaje reenviado:?)\s*$/i;
const ATTRIBUTION = /^\s*(?:>\s*)*(?:on|el|le|am)\b.{0,200}(?:wrote|escribió|a écrit|schrieb)\s*:?\s*$/i;
const QUOTE = /^(\s*>[\s>]*)/;

const blank = (line: string) => line.replace(/\S/g, ' ');

/** "Re: Fwd: [Leeds Rust] Quiz night?" as "Quiz night?". */
function cleanSubject(value: string): string {
  let text = value.trim();
  for (let again = true; again; ) {
    const next = text.replace(/^(?:(?:re|fwd?|fw|aw|tr|rv|rif|sv|vs)\s*(?:\[\d+\])?\s*:\s*|\[[^\]]{1,40}\]\s*)/i, '');
    again = next !== text;
    text = next;
  }
  return text;
}

/** Where the header blocks are: runs of header lines (with folded continuations) at the top, after a marker, or of two lines or more with a message header. */
function headerRuns(lines: string[]): [number, number][] {
  const runs: [number, number][] = [];
  // The last non-blank line before the one looked at, kept as the scan goes (no look back per line).
  let previous: string | null = null;
  let i = 0;
  while (i < lines.length) {
    if (!HEADER.test(lines[i] ?? '')) {
      previous = (lines[i] ?? '').trim() !== '' ? (lines[i] ?? '') : previous;
      i += 1;
      continue;
    }
    let end = i;
    let proven = false;
    while (end < lines.length && (HEADER.test(lines[end] ?? '') || (end > i && CONTINUATION.test(lines[end] ?? '')))) {
      proven ||= MESSAGE_PROOF.test(lines[end] ?? '');
      end += 1;
    }
    const atTop = previous === null || MARKER.test(previous) || MESSAGE_ID_LINE.test(previous);
    if (proven && (atTop || end - i >= 2)) {
      runs.push([i, end]);
    }
    previous = lines[end - 1] ?? previous;
    i = end;
  }
  return runs;
}

/** The e-mail parts of a text; a text that is no e-mail comes back as it is. */
export function messageParts(text: string): MessageParts {
  const lines = text.split('\n');
  let subject: string | null = null;
  let sentText: string | null = null;
  for (const [from, to] of headerRuns(lines)) {
    for (let i = from; i < to; i += 1) {
      const line = lines[i] ?? '';
      const header = /^\s*([^:]+?)\s*:\s*(.*)$/.exec(line);
      const name = (header?.[1] ?? '').toLowerCase();
      if (subject === null && /^(?:subject|asunto|objet)$/.test(name)) {
        subject = cleanSubject(header?.[2] ?? '') || null;
      }
      if (sentText === null && /^(?:date|sent|fecha|enviado(?: el)?|envoyé(?: le)?)$/.test(name)) {
        sentText = (header?.[2] ?? '').trim() || null;
      }
      lines[i] = blank(line);
    }
  }
  const body = lines
    .map((line) => {
      if (METADATA.test(line) || MESSAGE_ID_LINE.test(line) || MARKER.test(line) || ATTRIBUTION.test(line)) {
        return blank(line);
      }
      const quote = QUOTE.exec(line);
      return quote?.[1] ? blank(quote[1]) + line.slice(quote[1].length) : line;
    })
    .join('\n');
  return { body, subject, sentText };
}
