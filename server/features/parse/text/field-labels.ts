import type { Line } from './text-lines';

/**
 * Labelled fields as announcements, programmes and seminar posts write them ("Title:", "Topic:",
 * "When:", "Where:", "Fecha:", "Lugar:", "Quoi :", "Lieu :"), in the languages the reader knows.
 * Issue 28: such labels went unused, and a label's value is what the field is.
 */
export type FieldKind = 'title' | 'date' | 'time' | 'place' | 'price';

const LABELS: Record<FieldKind, string> = {
  title: [
    'title|topic|subject|event|event name|name of event|what|activity|talk|lecture|seminar|colloquium|workshop|webinar|course',
    't[íi]tulo|tema|asunto|evento|actividad|qu[ée]|charla|conferencia|taller|curso',
    'titre|th[èe]me|sujet|objet|[ée]v[ée]nement|activit[ée]|quoi|conf[ée]rence|atelier|cours|spectacle|film',
  ].join('|'),
  date: 'dates?|when|day|date ?(?:/|&|and) ?time|fechas?|d[íi]as?|cu[áa]ndo|fecha y hora|quand|jours?|date et heure',
  time: 'times?|hours?|start time|starts?|doors|hora|horario|horas|heure|heures|horaire',
  place: 'where|place|venue|location|address|meeting point|lugar|d[óo]nde|sitio|direcci[óo]n|sede|punto de encuentro|lieu|o[ùu]|adresse|endroit|rendez-vous',
  price: 'cost|price|prices|tickets?|entry|admission|fee|precio|coste|costo|entrada|cooperaci[óo]n|inscripci[óo]n|tarifs?|prix|co[ûu]t|entr[ée]e|participation',
};

const PATTERNS = Object.fromEntries(
  Object.entries(LABELS).map(([kind, words]) => [kind, new RegExp(`^\\s*(?:[-•*·]\\s*)?(?:${words})\\s*[:：]\\s*(.*)$`, 'iu')]),
) as Record<FieldKind, RegExp>;

/** Any "Label: value" line (a speaker, a host, a contact): its value names no event. */
export const ANY_LABEL = /^\s*[\p{L}][\p{L} /&'-]{0,24}\s?[:：]\s+\S/u;

/** The value of a line labelled as this field, or null. */
export function labelledValue(line: string, kind: FieldKind): string | null {
  const value = PATTERNS[kind].exec(line)?.[1]?.trim();
  return value ? value : null;
}

/** The first line labelled as this field, with its value. */
export function labelledField(lines: Line[], kind: FieldKind): { line: Line; value: string } | null {
  for (const line of lines) {
    const value = labelledValue(line.text.slice(0, 300), kind);
    if (value) {
      return { line, value };
    }
  }
  return null;
}

/** Whether a position's line is labelled as this field ("Date: Sat 14 June" for the date at 6). */
export function labelledAt(text: string, index: number, kind: FieldKind): boolean {
  const from = Math.max(0, index - 40);
  const start = from + text.slice(from, index).lastIndexOf('\n') + 1;
  return (start > from || from === 0) && PATTERNS[kind].test(text.slice(start, index + 1));
}
