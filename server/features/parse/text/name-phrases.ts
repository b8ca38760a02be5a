import { ANY_MONTH_PATTERN, ANY_WEEKDAY_PATTERN } from './calendar-words';
import { GREETING, STATUS_ONLY } from './letter-words';
import { stripDecoration, unshout } from './text-lines';

/**
 * How an event's name is cut out of a sentence about it, in the languages the reader knows:
 * what introduces a name ("Reminder that the", "You are invited to", "Les invitamos a la", "a le
 * plaisir de vous convier à sa"), what ends it ("is on", "will be held", "será el", "aura lieu",
 * a place's preposition, punctuation), and what is never a name (dates, pronouns, status words).
 */

/** How much of a sentence a name is looked for in: names are short, and the work stays bounded. */
export const NAME_REACH = 200;

/** Openings that introduce the event's name rather than being part of it. */
const LEAD_INS = [
  /^(?:a |just a |quick |friendly )?(?:reminder|heads up|psst|update|news|cancell?ed|postponed|new date|rescheduled)\s*[:!,-]?\s*(?:that\s+)?/i,
  /^(?:just\s+)?(?:a\s+)?(?:quick|short|brief|friendly)\s+(?:note|message|word|line)\s*(?:to\s+(?:say|let you know|remind you|tell you)\s*)?(?:that\s+)?/i,
  /^.{0,60}?\binvites?\s+(?:you|everyone|all\s+\w+|\w+)?\s*to\s+/i,
  /^(?:you|all|everyone|everybody|members|residents|families|parents|friends)\s+(?:are|is)\s+(?:\w+\s+)?(?:invited|welcome)\s+to\s+(?:attend\s+|join us (?:at|for)\s+)?/i,
  /^(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?'s\s+/i,
  /^(?:we(?:'re| are)|i(?:'m| am))\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:invite you to|announce|inform(?: you)?|share|remind you|let you know|say|confirm)\s*(?:that\s+)?/i,
  /^(?:please\s+)?join us\s+(?:at\s+[^,]{0,60}?\s+)?(?:for|at|on)\s+/i,
  /^(?:anyone|who)\s+(?:fancy|fancies|up for|wants?|coming to)\s+/i,
  /^(?:are|is|shall|should|will|can|could|do|does)\s+(?:we|you|they|i)\s+(?:still\s+)?(?:doing|having|going to|holding|running|on for)\s+/i,
  /^.{0,50}?\b(?:is|are|will be)\s+(?:hosting|holding|running|organi[sz]ing|having|putting on)\s+/i,
  /^.{0,50}?\b(?:will|shall)\s+(?:hold|host|run|organi[sz]e|present|stage)\s+/i,
  /^(?:entries|tickets|registration|bookings?|places|sign-?ups?)\s+(?:are|is)\s+(?:now\s+)?(?:open|on sale|available|live)\s+(?:for|to)\s+/i,
  /^(?:come (?:along )?to|don't miss|it's time for|time for|there(?:'s| is| will be))\s+/i,
  // Spanish
  /^(?:les|os|te|le|nos)\s+(?:invitamos|invito|invita|esperamos|recordamos|recuerdo|informamos|convocamos|anunciamos)\s+(?:a\s+|de\s+que\s+|que\s+)?/iu,
  /^se\s+convoca\s+a\s+.{0,60}?\s+a\s+/iu,
  /^.{0,60}?\s(?:organiza|organizan|celebra|celebran|presenta|presentan|invita a|os invita a|les invita a)\s+/iu,
  /^(?:hay|habr[áa]|hacemos|celebramos|organizamos|tenemos|tendremos|corremos|vuelve|regresa)\s+/iu,
  // French
  /^(?:nous|on)\s+(?:vous\s+)?(?:informons|rappelons|invitons|organisons|organise|projetterons|f[êe]tons|c[ée]l[ée]brons)\s+(?:que\s+|à\s+)?/iu,
  /^.{0,60}?\s(?:organise|organisent|pr[ée]sente|pr[ée]sentent|vous invite à|vous convie à|a le plaisir de vous (?:inviter|convier) à)\s+/iu,
  /^(?:il y a(?:ura)?|voici)\s+/iu,
];
/** Articles and possessives before a name: "the", "our", "el", "la", "l'", "notre", "sa". */
export const ARTICLES =
  /^(?:(?:the|our|a|an|its|this|this year's|next|my|your|their|el|los|las|un|una|unos|nuestr[oa]s?|su|sus|le|les|une|notre|nos|sa|son|ses|leur|la|del|au)\s+|l['’])/iu;
/** Where a name ends and the sentence about it begins. */
const NAME_ENDS = new RegExp(
  [
    // English
    "\\s(?:is|are|was|will|has|have|had|takes? place|happens|happening|returns|kicks off|starts|planned|scheduled|on|at|@|this|next|tomorrow|tmrw|today|tonight|from|every|to (?:raise|celebrate|support|help|mark|welcome|say|collect)|-|–)(?=\\s|$)",
    // Spanish
    '\\s(?:es|son|ser[áa]|ser[áa]n|fue|tendr[áa]|se|hay|habr[áa]|en|este|esta|el pr[óo]ximo|a partir|a las|desde|con motivo)(?=\\s|$)',
    // French
    "\\s(?:est|sont|sera|seront|aura|a lieu|se|le|ce|cette|à la|à l'|au|aux|dans|chez|dès|qui|que)(?=\\s|$)",
    '[!?(,:;«»"“”]|\\s\\(',
  ].join('|'),
  'iu',
);
export const PRONOUN = /^(?:one|ones|it|we|we'll|we're|they|there|this|that|i|i'll|you|he|she|please|here|all|everyone|nosotros|vosotros|ustedes|nous|vous|on|il|elle|ils|je|ce|cela|ça)(?!\p{L})/iu;

/** A phrase made only of dates and times ("Every Friday in March", "5pm-10pm", "Samedi 12 et"), which is never a name. */
const DATE_WORDS = new RegExp(
  `(?<!\\p{L})(?:${ANY_WEEKDAY_PATTERN}|${ANY_MONTH_PATTERN}|every|each|this|next|am|pm|noon|midnight|from|to|till|until|starting|and|the|in|on|at|of|st|nd|rd|th|er|h|hs|hrs|de|del|le|la|el|et|y|au|al|à|a|las|les|ce|cette|este|esta|pr[óo]ximo|prochain|tous|todos|cada|chaque|[pmce][sd]?t|gmt|bst|cet|cest|utc|aest|aedt|nzst|nzdt)(?!\\p{L})`,
  'giu',
);
export const isDateOnly = (text: string) =>
  stripDecoration(text)
    .replace(/[\d:.,/–-]+/g, ' ')
    .replace(DATE_WORDS, '')
    .replace(/[^\p{L}]/gu, '').length < 3;

/** A label line ("WHEN:", "Date:", "Venue is ..."): what follows it is a value, not the event's name. */
export const LABEL =
  /^(?:when|where|date|time|venue|location|place|address|link|tickets?|cost|price|entry|register|rsvp|details|agenda|where and when|fecha|hora|lugar|precio|entrada|lieu|heure|prix|tarif|quand|où)(?!\p{L})\s*(?::|is\b|-|–|$)/iu;

/** Tidies a name: decorations, a mailing-list tag ("[Leeds Rust]"), quotes, shouting, trailing punctuation. */
export function tidy(text: string): string {
  const clean = stripDecoration(text.slice(0, NAME_REACH))
    .replace(/^subject:\s*/i, '')
    .replace(/^\[([^\]]+)\]\s*/, '$1 ')
    .replace(/[\s\-–:,!?.]+$/, '')
    .replace(/^[«"“‘'¡¿]\s*|\s*[»"”’']$/g, '')
    .trim();
  const unshouted = unshout(clean);
  return unshouted.charAt(0).toUpperCase() + unshouted.slice(1);
}

/** Whether a phrase opens with words that introduce a name ("hay", "celebramos el", "the", "Reminder:"). */
export const opensWithLeadIn = (text: string) => [...LEAD_INS, ARTICLES].some((lead) => {
  const match = lead.exec(text);
  return match !== null && match[0].length > 0;
});

/** A name that ends in a word that cannot end one ("Programa del", "Party at the") is cut there. */
const DANGLING = /\s(?:of|the|and|at|in|on|for|with|de|del|la|el|los|las|y|en|le|les|du|des|et|à|au|pour|con|para|a)$/iu;

/** The name a phrase starts with, after its lead-ins and article, up to where the sentence about it begins. */
export function cutName(text: string): string | null {
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
  // A quoted name ends at its closing quote: « Les Enfants du paradis », "The Big Sing".
  const quoted = /^[«“"]\s*([^«»“”"]{3,90}?)\s*[»”"]/u.exec(rest);
  const end = quoted ? null : NAME_ENDS.exec(rest);
  let name = (quoted?.[1] ?? (end && end.index >= 2 ? rest.slice(0, end.index) : rest)).replace(/^[\p{Ll}]+'s\s+/u, '').trim();
  while (DANGLING.test(name)) {
    name = name.replace(DANGLING, '');
  }
  const valid =
    name.length >= 3 && name.length <= 90 && !PRONOUN.test(name) && !LABEL.test(name) && !STATUS_ONLY.test(name) && !isDateOnly(name) && name.split(' ').length <= 12;
  return valid ? tidy(name) : null;
}
