/**
 * The words that frame a message rather than name its event, in the languages the reader knows
 * (English in its several Englishes, Spanish, French): greetings and salutations, sign-offs, and
 * headings that only say what kind of message it is ("Notice", "What's on", "Aviso", "Communiqué").
 * Issue 28: the reader took "Hi everyone!", "Dear members", "Notice" and "¡Hola vecinos!" for titles.
 */

/** Words that open or close a message or letter. */
const GREETING_WORDS = [
  // English
  "hi|hiya|hey|hello|dear|good (?:morning|afternoon|evening)|g'?day|howzit|kia ora|greetings(?: from)?|hope you're well|please share|sorry|thanks|thank you|cheers|regards|best wishes|warm regards|kind regards|ngā mihi|see you(?: there)?|to all|attention",
  // Spanish
  'hola|buenas(?: tardes| noches)?|buenos d[íi]as|querid[oa]s?|estimad[oa]s?|apreciad[oa]s?|saludos|atentamente|cordialmente|un abrazo|gracias|muchas gracias|a la atenci[óo]n de',
  // French
  'bonjour|bonsoir|salut|coucou|all[ôo]|cher|ch[èe]re|chers|ch[èe]res|madame|monsieur|mesdames|messieurs|cordialement|bien à vous|amiti[ée]s|merci|bonne (?:journ[ée]e|semaine|soir[ée]e)|au plaisir|à bientôt|à l.attention de',
].join('|');

/**
 * Who a greeting greets: up to five words that end the greeting ("lovely neighbours!", "à toutes et
 * à tous,", "padres de familia:"), or, with no punctuation after, the everyday words for everyone
 * ("hey all mutual aid potluck").
 */
const GREETED =
  "\\s+(?:(?:[\\p{L}'’-]+\\s+){0,4}[\\p{L}'’-]+(?=\\s*(?:[!,.:]|$))|(?:all|everyone|everybody|folks|guys|team|there|y'all|friends|a todos|à tous)(?!\\p{L}))";

/**
 * Greetings and salutations that open messages and letters ("Hi all,", "Dear Parents", "Kia ora
 * whānau", "¡Hola vecinos!", "Madame, Monsieur,"), with whoever they greet. "Morning" and "Evening"
 * greet only when punctuation says so ("Morning all!"), not at the start of a name ("Morning Yoga").
 */
export const GREETING = new RegExp(
  `^[¡¿]?(?:(?:${GREETING_WORDS})(?!\\p{L})(?:${GREETED})?|(?:morning|afternoon|evening)(?!\\p{L})(?:${GREETED})?(?=\\s*[!,.:]))[\\s!,.:]*`,
  'iu',
);

/** Words that only say what kind of message it is or what happened to an event, never its name. */
const STATUS_WORDS = [
  // English
  "postponed|cancell?ed|rescheduled|update|updated|reminder|save the date|notice|announcement|important|news|newsletter|new date|sold out|last chance|for your diary|diary dates|agenda|programme|program|schedule|events?|this week|what'?s on(?: this week| today| tonight| at .{1,40})?|(?:up)?coming up(?: at .{1,40})?|upcoming(?: events?)?(?: at .{1,40})?|notice to (?:all )?[\\p{L} ]{3,30}|public notice",
  // Spanish
  'aviso|avisos|aviso importante|convocatoria|comunicado|recordatorio|importante|novedades|noticias|programa|programaci[óo]n|cancelado|aplazado|nueva fecha|agenda',
  // French
  'avis|avis (?:à la population|aux habitants|important)|communiqu[ée]|rappel|annonce|information|informations|important|au programme|programme|annul[ée]|report[ée]|nouvelle date|à vos agendas|agenda',
].join('|');

export const STATUS_ONLY = new RegExp(`^(?:${STATUS_WORDS})[!.:\\s]*$`, 'iu');

/** Lines that close a message: a sign-off, in any language the reader knows. */
export const SIGN_OFF =
  /^(?:regards|kind regards|best wishes|warm regards|best(?=\s*[,!]|\s*$)|thanks|thank you|cheers|see you|love|ngā mihi|yours|saludos|un abrazo|atentamente|cordialmente|gracias|nos vemos|cordialement|bien à vous|amitiés|merci|à bientôt|au plaisir|bonne (?:journée|semaine|soirée))(?!\p{L})/iu;

/**
 * A line that greets or introduces rather than names: a greeting, or a short line ending in a
 * comma or a colon with no figures ("Madame, Monsieur,", "Apreciados padres de familia:", "Au
 * programme :"): in every language a name does not end that way.
 */
export function isSalutation(line: string): boolean {
  const text = line.trim();
  if (GREETING.test(text) && text.replace(GREETING, '').trim() === '') {
    return true;
  }
  return text.length <= 60 && /[,:]$/.test(text) && !/\d/.test(text) && text.split(/\s+/).length <= 7;
}
