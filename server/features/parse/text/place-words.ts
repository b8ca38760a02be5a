import { ANY_MONTH_PATTERN, ANY_WEEKDAY_PATTERN } from './calendar-words';
import { stripDecoration, unshout } from './text-lines';

/**
 * How a place is written, in the languages the reader knows: the nouns that name a place people
 * meet at, a capitalised name with its address parts, a place in lower case ending in a place noun
 * ("the school hall") or starting with one ("la cour de la résidence", "el coliseo del colegio").
 */

/** Nouns that name a place people meet at (English, Spanish, French and a few more). */
const VENUE_NOUNS = [
  'hall', 'halls', 'park', 'centre', 'center', 'church', 'chapel', 'cathedral', 'club', 'clubhouse', 'library', 'school', 'academy', 'college',
  'university', 'pub', 'inn', 'arms', 'tavern', 'bar', 'café', 'cafe', 'bookshop', 'bookstore', 'shop', 'theatre', 'theater', 'cinema',
  'studio', 'studios', 'gallery', 'museum', 'stadium', 'arena', 'garden', 'gardens', 'green', 'square', 'beach', 'field', 'fields', 'ground',
  'grounds', 'house', 'rooms', 'room', 'works', 'hub', 'hotel', 'taproom', 'brewery', 'market', 'farm', 'barn', 'auditorium', 'cellar', 'shed',
  'pavilion', 'bandstand', 'car park', 'parking lot', 'courts', 'tower', 'hq', 'headquarters', 'lounge', 'venue', 'loft', 'quay', 'pier',
  'lake', 'common', 'meadow', 'reserve', 'playground', 'gym', 'pool', 'rink', 'marquee', 'allotments', 'chambers', 'institute', 'lodge', 'manor',
  'oval', 'trailhead', 'conservatory', 'building', 'marae', 'atrium', 'clubhouse', 'lawn',
  // Spanish
  'plaza', 'parque', 'iglesia', 'parroquia', 'salón', 'salon', 'sala', 'centro', 'biblioteca', 'colegio', 'escuela', 'instituto', 'gimnasio',
  'polideportivo', 'auditorio', 'teatro', 'cine', 'restaurante', 'casa', 'jardín', 'patio', 'ayuntamiento', 'aula', 'coliseo', 'portal',
  'librería', 'quinta', 'finca', 'playa', 'museo', 'mercado', 'pabellón', 'ermita', 'bodega', 'sede', 'explanada', 'estadio', 'local',
  // French
  'parc', 'église', 'salle', 'centre', 'bibliothèque', 'médiathèque', 'école', 'collège', 'lycée', 'gymnase', 'boulodrome', 'stade',
  'théâtre', 'cinéma', 'maison', 'jardin', 'cour', 'mairie', 'réfectoire', 'foyer', 'chapelle', 'marché', 'halle', 'plage', 'musée',
  'chalet', 'ferme', 'espace', 'terrain', 'piscine', 'patinoire', 'atelier', 'temple',
  // and a few more
  'parco', 'piazza', 'platz', 'kirche', 'zaal', 'buurthuis',
];
export const NOUNS = [...new Set(VENUE_NOUNS)].join('|');
export const VENUE_NOUN = new RegExp(`(?<![\\p{L}])(?:${NOUNS})(?![\\p{L}])`, 'iu');
export const DATE_OR_TIME = new RegExp(
  `(?<!\\p{L})(?:${ANY_WEEKDAY_PATTERN}|${ANY_MONTH_PATTERN}|noon|midnight)(?!\\p{L})|\\d[:.h]\\d{2}|\\d\\s?(?:am|pm|h)(?!\\p{L})|^\\d{1,2}(?:st|nd|rd|th)?$`,
  'iu',
);
export const NOT_A_PLACE = /^(?:the )?(?:door|home|least|last|once|noon|midnight|night|moment|end|times|all|i|i'll|we|you|day|weekend|uk|us|usa|eu)$/i;

// A word of a name; a full stop only ends an abbreviation ("St.", "N."), never a longer word ("Center. Free").
const NAME_WORD = String.raw`(?:\p{Lu}\p{L}{0,2}\.(?![ \t]\p{Lu}\p{Ll}{3})|\p{Lu}[\p{L}'’-]*|\d+[A-Za-z]{0,3}|&)`;
const CONNECTOR = String.raw`(?:of|the|and|on|upon|de|des|du|la|le|les|del|della|di|da|do|dos|das|van|von|der|den|am|an|im|zum|zur)`;
export const PLACE_NAME = new RegExp(String.raw`^${NAME_WORD}(?:[ \t]+(?:${CONNECTOR}[ \t]+)*${NAME_WORD})*`, 'u');
export const TRAILING_NOUNS = new RegExp(String.raw`^(?:[ \t]+[\p{Ll}'’-]+){0,2}[ \t]+(?:${NOUNS})(?![\p{L}])`, 'iu');
/** "the school hall", "the pavilion by the tennis courts": a place in lower case ending in a place noun. */
const LOWER_PLACE = new RegExp(
  String.raw`^(?:the[ \t]+)?((?:[\p{Ll}'’-]+[ \t]+){0,3}(?:${NOUNS})(?:[ \t]+(?:by|near|behind|next to|opposite)[ \t]+the[ \t]+(?:[\p{Ll}'’-]+[ \t]+){0,2}(?:${NOUNS}))?)(?![\p{L}])`,
  'iu',
);
/**
 * "la cour de la résidence", "el coliseo del colegio", "cinéma Le Régent", "salle des fêtes", "place de la
 * Mairie": a place noun first, then what it belongs to or its name, as Spanish and French write it.
 */
const NOUN_FIRST_PLACE = new RegExp(
  String.raw`^(?:(?:el|la|los|las|le|les|un|une)[ \t]+|l['’])?((?:${NOUNS}|place)(?:[ \t]+[\p{Ll}]{3,}(?=[ \t]+(?:de|del|du|des|d['’])))?(?:(?:[ \t]+(?:de|del|de la|de las|de los|du|des|de l['’]|d['’])[ \t]*[\p{L}'’-]+)|(?:[ \t]+\p{Lu}[\p{L}'’-]*))+)`,
  'iu',
);
const STREET = /\b(?:st|street|rd|road|ave|avenue|lane|ln|way|drive|dr|blvd|boulevard|pl|place|sq|terrace|close|crescent|ct|str|straße|strasse|rue|via|calle|avenida|av|camino|chemin|ruta)\b\.?|\p{L}(?:straat|plein|gasse|weg|platz)\b/iu;
export const looksLikeAddress = (text: string) =>
  /(?:^|[\s,·])\d{1,5}\s+\p{Lu}/u.test(text) || STREET.test(text) || /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/.test(text) || /\b[A-Z]{2}\s+\d{5}\b/.test(text);

const DAY_AFTER = /(?:[ \t]+(?:on|the|of|de|le|la|el))*[ \t]+\d{1,2}(?:st|nd|rd|th|er)?$/;
const NAMED_AFTER_ADJECTIVE = new RegExp(
  String.raw`^(?:[ \t]+\p{Ll}{3,}){1,2}(?:[ \t]+(?:de|del|du|des|de la|de l['’]|d['’])[ \t]*|[ \t]+)${NAME_WORD}(?:[ \t]+(?:${CONNECTOR}[ \t]+)*${NAME_WORD})*`,
  'u',
);

/** More parts of an address after a name: ", Kilmarnock", ", 4410 N Lincoln Ave", ", Green Meadows Society, Baner". */
function withAddressParts(place: string, after: string): string {
  let result = place;
  let rest = after;
  for (let part = /^,\s+([^,.;!?()\n]{2,40})/.exec(rest); part?.[1]; part = /^,\s+([^,.;!?()\n]{2,40})/.exec(rest)) {
    const segment = PLACE_NAME.exec(part[1]);
    if (!segment || DATE_OR_TIME.test(segment[0]) || /^(?:I|We|You|Tickets?|Bring|Please|Free|Entry|Entrada|Entrée)\b/.test(segment[0])) {
      break;
    }
    result += `, ${segment[0]}`;
    rest = rest.slice(part[0].indexOf(segment[0]) + segment[0].length);
  }
  return result;
}

/**
 * The place a stretch of text starts with: a capitalised name ("the Red Lion", "Hollis Branch
 * Library, 4410 N Lincoln Ave", "el Club Social Villa Crespo"), a place noun with what it belongs to
 * ("la cour de la résidence", "cinéma Le Régent"), or a place in lower case ending in a place noun
 * ("the school hall", "the pavilion by the tennis courts").
 */
export function placeAt(text: string): { place: string; capitalised: boolean } | null {
  const lead = /^(?:(?:the|el|la|los|las|le|les)\s+|l['’])?(?:(?:[a-z'’-]+\s+){1,4}(?:of|in|at)\s+(?:the\s+)?)?/u.exec(text)?.[0] ?? '';
  const rest = text.slice(lead.length);
  const name = PLACE_NAME.exec(rest);
  if (name && !NOT_A_PLACE.test(name[0]) && !DATE_OR_TIME.test(name[0])) {
    // "the Plough on the 23rd": a day after a name is when, not part of where.
    let place = name[0].replace(DAY_AFTER, '');
    let after = rest.slice(place.length);
    // "Centre culturel de Ouakam", "Salón parroquial San Judas Tadeo": a place noun, its adjective, then its name.
    const named = VENUE_NOUN.test(place) ? NAMED_AFTER_ADJECTIVE.exec(after) : null;
    if (named && !DATE_OR_TIME.test(named[0]) && !/^[ \t]+(?:this|next|on|at|the|every|from|till|until|and|with|for)(?!\p{L})/iu.test(named[0])) {
      place += named[0];
      after = after.slice(named[0].length);
    }
    const nouns = TRAILING_NOUNS.exec(after);
    if (nouns) {
      place += nouns[0];
      after = after.slice(nouns[0].length);
    }
    return { place: withAddressParts(place, after), capitalised: true };
  }
  const nounFirst = NOUN_FIRST_PLACE.exec(text);
  if (nounFirst?.[1] && !DATE_OR_TIME.test(nounFirst[1])) {
    const capitalised = /\p{Lu}/u.test(nounFirst[1]);
    return { place: capitalised ? withAddressParts(nounFirst[1], text.slice(nounFirst[0].length)) : nounFirst[1], capitalised };
  }
  const plain = LOWER_PLACE.exec(text);
  return plain?.[1] && !NOT_A_PLACE.test(plain[1]) ? { place: plain[1], capitalised: false } : null;
}

/** How much text after "at" or a label a place is read from: a place's name and address are short. */
export const PLACE_REACH = 200;

export function cleanPlace(text: string): string {
  return unshout(
    stripDecoration(text.slice(0, PLACE_REACH))
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/,\s*(?:behind|near|next to|opposite|by|upstairs|downstairs|side|round|around|off|level|floor|junto|detrás|cerca|près|derrière|à côté)\b[^,]*/giu, '')
      .replace(/^(?:level|floor)\s+\d+,\s*/i, '')
      .replace(/^the\s+(?=\p{Lu})/u, '')
      .replace(/[\s,.;:!-]+$/, '')
      .trim(),
  );
}
