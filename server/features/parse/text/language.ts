import type { Chrono } from 'chrono-node';
import * as chrono from 'chrono-node';

/** Languages chrono reads besides English, by a handful of their commonest words. */
const STOPWORDS: { chrono: Chrono; words: RegExp }[] = [
  { chrono: chrono.de.casual, words: /\b(?:der|die|das|und|ist|mit|bis|um|uhr|im|nicht|ein|eine|für|von|zu|oktober|dezember|märz)\b/gi },
  { chrono: chrono.fr.casual, words: /\b(?:le|la|les|et|est|une|un|des|du|pour|avec|dans|se|passe|à|au|heures?)\b/gi },
  { chrono: chrono.nl.casual, words: /\b(?:de|het|een|en|is|om|van|voor|met|vandaag|morgen|niet|op|bij)\b/gi },
  { chrono: chrono.it.casual, words: /\b(?:il|lo|la|gli|le|di|che|e|alle|per|con|una|un|ci|proviamo|domani|oggi)\b/gi },
  { chrono: chrono.es.casual, words: /\b(?:el|la|los|las|y|es|una|un|de|para|con|en|hoy|mañana|las)\b/gi },
  { chrono: chrono.pt.casual, words: /\b(?:o|a|os|as|e|é|um|uma|de|para|com|em|hoje|amanhã|às)\b/gi },
  { chrono: chrono.sv.casual, words: /\b(?:och|är|en|ett|för|med|på|klockan|idag|imorgon|inte)\b/gi },
];
const ENGLISH = /\b(?:the|and|is|are|at|on|for|to|with|we|you|our|of|in|this|from|will|be|all|please|tickets?|join|us)\b/gi;

const count = (text: string, words: RegExp) => (text.match(words) ?? []).length;

/**
 * chrono's parser for the text's language when it is clearly not English (Japanese and Chinese
 * by their script), or null for English. Outside English, clock times are 24-hour.
 */
export function otherLanguageChrono(text: string): Chrono | null {
  if (/[\u3040-\u30ff]/.test(text)) {
    return chrono.ja.casual;
  }
  if (/[\u4e00-\u9fff]/.test(text)) {
    return chrono.ja.casual;
  }
  const english = count(text, ENGLISH);
  let best: { chrono: Chrono; score: number } | null = null;
  for (const language of STOPWORDS) {
    const score = count(text, language.words);
    // Clearly that language: a few of its words, and more than twice as many as English ones.
    if (score >= 2 && score > english * 2 && (!best || score > best.score)) {
      best = { chrono: language.chrono, score };
    }
  }
  return best?.chrono ?? null;
}
