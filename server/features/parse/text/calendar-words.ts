/** English weekday and month words as announcements abbreviate them. */

export const WEEKDAY_PATTERN = '(?:sun|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat)(?:day|sday|nesday|rsday|urday)?';
export const MONTH_PATTERN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 0 = Sunday ... 6 = Saturday, or null. */
export const weekdayNumber = (word: string | undefined): number | null => {
  const index = WEEKDAYS.indexOf((word ?? '').slice(0, 3).toLowerCase());
  return index >= 0 ? index : null;
};

/** 1 = January ... 12, or null. */
export const monthNumber = (word: string | undefined): number | null => {
  const index = MONTHS.indexOf((word ?? '').slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : null;
};

/**
 * Weekday and month words in every language the reader knows (English, Spanish, French), for the
 * rules that must not depend on English (issue 28). Use them with the `u` flag and letter
 * boundaries (`(?<!\p{L})...(?!\p{L})`): `\b` takes "é" for a boundary ("Marché" read as "March").
 */
export const ANY_WEEKDAY_PATTERN = `(?:${WEEKDAY_PATTERN}|lun(?:es)?|mar(?:tes)?|mi[ée](?:rcoles)?|jue(?:ves)?|vie(?:rnes)?|s[áa]b(?:ado)?|dom(?:ingo)?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lun|mer|jeu|ven|sam|dim)`;
export const ANY_MONTH_PATTERN = `(?:${MONTH_PATTERN}|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre|noviembre|diciembre|ene|abr|ago|dic|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|janv|f[ée]vr?|avr|juil|d[ée]c)`;

const ANY_WEEKDAYS: [RegExp, number][] = [
  [/^(?:sun|dom|dim)/, 0],
  [/^(?:mon|lun)/, 1],
  [/^(?:tue|mart|mardi|mar$)/, 2],
  [/^(?:wed|mi[ée]|mer)/, 3],
  [/^(?:thu|jue|jeu)/, 4],
  [/^(?:fri|vie|ven)/, 5],
  [/^(?:sat|s[áa]b|sam)/, 6],
];
const ANY_MONTHS: [RegExp, number][] = [
  [/^(?:jan|ene)/, 1],
  [/^(?:feb|f[ée]v)/, 2],
  [/^(?:mar)/, 3],
  [/^(?:apr|abr|avr)/, 4],
  [/^(?:may|mai)/, 5],
  [/^(?:jun|juin)/, 6],
  [/^(?:jul|juil)/, 7],
  [/^(?:aug|ago|ao[uû])/, 8],
  [/^(?:sep|set)/, 9],
  [/^(?:oct)/, 10],
  [/^(?:nov)/, 11],
  [/^(?:dec|dic|d[ée]c)/, 12],
];

/** 0 = Sunday ... 6 = Saturday for a weekday word in any known language, or null. */
export function anyWeekdayNumber(word: string | undefined): number | null {
  const lower = (word ?? '').toLowerCase().replace(/\.$/, '');
  // "mar" alone is Tuesday in Spanish; "mars" (French March) and "martes" are told apart by length.
  return ANY_WEEKDAYS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** 1 = January ... 12 for a month word in any known language, or null ("juin" before "juil"). */
export function anyMonthNumber(word: string | undefined): number | null {
  const lower = (word ?? '').toLowerCase().replace(/\.$/, '');
  if (lower.startsWith('juil')) {
    return 7;
  }
  if (lower.startsWith('juin') || lower.startsWith('jun')) {
    return 6;
  }
  return ANY_MONTHS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}
