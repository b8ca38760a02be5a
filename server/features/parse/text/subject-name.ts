import { STATUS_ONLY } from './letter-words';
import { NAME_REACH, isDateOnly, tidy } from './name-phrases';
import { stripDecoration } from './text-lines';

/** What subjects add to an event's name: "entries open", "tickets on sale now", "what you need to know". */
const SUBJECT_NOISE =
  /^(?:(?:entries|booking|bookings|registration|tickets?|sign-?ups?)(?: are| is)?(?: now)? (?:open|on sale|available|live)(?: now)?|tickets?|what you need to know|all welcome|details|info|more info|inscripciones abiertas|entradas a la venta|inscriptions ouvertes|billets en vente|(?:[\p{L}]+\s+)?(?:update|newsletter|news|bulletin|digest|round-?up|noticias|bolet[íi]n|nouvelles|lettre d'information))$/iu;
/** A single word that says what kind of event follows it ("Colloquium: ...", "Conférence : ..."). */
const KIND = /^(?:talk|lecture|seminar|colloquium|workshop|webinar|course|event|charla|conferencia|taller|seminario|curso|evento|conf[ée]rence|atelier|s[ée]minaire|cours|[ée]v[ée]nement)$/iu;

/**
 * The event's name in an e-mail's subject ("Re:" and list tags already gone): its parts without
 * those that are only dates, status words or subject noise, and a leading kind word.
 */
export function subjectName(subject: string | null | undefined): string | null {
  if (!subject) {
    return null;
  }
  const text = stripDecoration(subject.slice(0, NAME_REACH));
  const parts = text
    .split(/\s[–—-]\s|\s?:\s|,\s|\s\|\s|(?<=!)\s/)
    .map((part) => part.trim().replace(/[?!.]+$/, ''))
    .filter((part) => part.length >= 2 && !isDateOnly(part) && !STATUS_ONLY.test(part) && !SUBJECT_NOISE.test(part));
  const meaningful = parts.length > 1 ? parts.filter((part) => !KIND.test(part)) : parts;
  const named = meaningful.filter((part) => /\p{Lu}/u.test(part.replace(/^\P{L}*\p{L}/u, '')) || /\d/.test(part));
  const chosen = named.length > 0 ? named : meaningful;
  return chosen.length > 0 ? tidy(chosen.join(' – ')) : null;
}

/**
 * The subject's name as the message's body writes it, when the body names it near the event's
 * date (in the date's sentence or the lines just above it) and not as a place: a subject that the
 * announcement repeats is the event's name ("Club Championships 10K – entries open" over "Entries
 * are now open for the Club Championships 10K on Sunday 29 March").
 */
export function subjectInBody(name: string | null, body: string, anchor: number | null): string | null {
  if (!name || anchor === null) {
    return null;
  }
  const from = Math.max(0, anchor - 400);
  const near = body.slice(from, anchor + 100).toLowerCase();
  for (const part of [name, ...name.split(' – ')]) {
    const at = part.length >= 6 ? near.indexOf(part.toLowerCase()) : -1;
    const before = near.slice(Math.max(0, at - 12), at);
    if (at >= 0 && !/(?:\b(?:at|in|en|à|au|dans|chez)\s+(?:the\s+|la\s+|el\s+|le\s+)?|:\s*)$/iu.test(before)) {
      return part === name ? tidy(body.slice(from + at, from + at + name.length)) : name;
    }
  }
  return null;
}
