import type { Chrono } from 'chrono-node';
import * as chrono from 'chrono-node';

/** The languages the reader knows besides English: chrono's parser for each, and the commonest words that tell it apart. */
export type OtherLanguage = 'de' | 'fr' | 'nl' | 'it' | 'es' | 'pt' | 'sv';

const WORDS: Record<OtherLanguage | 'en', string> = {
  en: 'the and is are at on for to with we you our of in this from will be all please tickets ticket join us it there here by',
  de: 'der die das und ist mit bis um uhr im nicht ein eine für von zu wir ihr euch am auf oktober dezember märz samstag sonntag',
  fr: "le la les de en et est une un des du pour avec dans se au aux à sur nous vous ce cette qui que sera aura lieu l d qu chez bonjour merci samedi dimanche vendredi heures juin juillet août",
  nl: 'de het een en is om van voor met vandaag morgen niet op bij wij jullie zaterdag zondag',
  it: 'il lo gli di che e alle per con una ci sono domani oggi sabato domenica della dei',
  es: 'el la los las y es una un de del para con en que por se al hola será habrá hay os les nuestro nuestra sábado domingo viernes gracias junio julio horas',
  pt: 'o os as e é um uma do da dos das para com em não você às no na sábado domingo obrigado amanhã hoje',
  sv: 'och är en ett för med på klockan idag imorgon inte vi ni lördag söndag',
};
const SETS = Object.fromEntries(Object.entries(WORDS).map(([language, words]) => [language, new Set(words.split(' '))])) as Record<OtherLanguage | 'en', Set<string>>;
const OTHERS: OtherLanguage[] = ['de', 'fr', 'nl', 'it', 'es', 'pt', 'sv'];

/** At most this many words are counted: a language shows in its first few hundred. */
const WORDS_COUNTED = 2_000;

/**
 * The text's language when it is clearly not English: a few of that language's commonest words,
 * more than twice as many as English ones. Words are letters in any script ("générale" is one
 * word, not "g", "é" and "n"), so an accent never counts as a word of another language.
 */
export function otherLanguageOf(text: string): OtherLanguage | null {
  const counts: Record<string, number> = {};
  let seen = 0;
  for (const match of text.matchAll(/\p{L}+/gu)) {
    if ((seen += 1) > WORDS_COUNTED) {
      break;
    }
    const word = match[0].toLowerCase();
    for (const language of [...OTHERS, 'en'] as const) {
      if (SETS[language].has(word)) {
        counts[language] = (counts[language] ?? 0) + 1;
      }
    }
  }
  const english = counts.en ?? 0;
  let best: { language: OtherLanguage; score: number } | null = null;
  for (const language of OTHERS) {
    const score = counts[language] ?? 0;
    if (score >= 2 && score > english * 2 && (!best || score > best.score)) {
      best = { language, score };
    }
  }
  return best?.language ?? null;
}

const CHRONOS: Record<OtherLanguage, Chrono> = {
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  nl: chrono.nl.casual,
  it: chrono.it.casual,
  es: chrono.es.casual,
  pt: chrono.pt.casual,
  sv: chrono.sv.casual,
};

/**
 * chrono's own parser for the text's language when it is clearly not English (Japanese and
 * Chinese by their script), or null for English. Outside English, clock times are 24-hour.
 */
export function otherLanguageChrono(text: string): Chrono | null {
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text.slice(0, 20_000))) {
    return chrono.ja.casual;
  }
  const language = otherLanguageOf(text);
  return language ? CHRONOS[language] : null;
}
