import type { Price } from '../model/draft';

/** Amounts with their currency as people write them: £10, $5, €8, 8 €, € 12,–, 50p, R150, Rs. 501, ₹500, CA$95, ¥4000, 2000円. */
const AMOUNT =
  /(?<![\p{L}\d])(?:(CA\$|C\$|A\$|AU\$|NZ\$|US\$|\$|£|€|¥|₹|Rs\.?\s?|R(?=\d))\s?(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{2}))?(?:,[-–])?|(\d+)(?:[.,](\d{2}))?\s?(€|\$|円|p(?![.\p{L}])|(?:EUR|GBP|USD|CAD|AUD|NZD|JPY|INR|ZAR)\b))/giu;

const SYMBOLS: Record<string, string> = { '£': 'GBP', '€': 'EUR', '¥': 'JPY', '円': 'JPY', '₹': 'INR', 'RS': 'INR', 'R': 'ZAR', 'CA$': 'CAD', 'C$': 'CAD', 'A$': 'AUD', 'AU$': 'AUD', 'NZ$': 'NZD', 'US$': 'USD', 'P': 'GBP' };

/** Which dollar a plain "$" is, from the member's zone. */
function dollarOf(zone: string): string {
  if (/^America\/(?:Toronto|Vancouver|Halifax|Edmonton|Winnipeg|Regina|St_Johns|Montreal|Moncton)/.test(zone)) {
    return 'CAD';
  }
  if (zone.startsWith('Australia/')) {
    return 'AUD';
  }
  if (zone === 'Pacific/Auckland') {
    return 'NZD';
  }
  // The peso countries write their own currency with "$".
  const pesos: [RegExp, string][] = [
    [/^America\/(?:Mexico_City|Monterrey|Merida|Cancun|Chihuahua|Tijuana|Hermosillo|Mazatlan|Matamoros|Bahia_Banderas)$/, 'MXN'],
    [/^America\/(?:Argentina\/|Buenos_Aires)/, 'ARS'],
    [/^America\/Bogota$/, 'COP'],
    [/^America\/(?:Santiago|Punta_Arenas)$/, 'CLP'],
    [/^America\/Montevideo$/, 'UYU'],
  ];
  return pesos.find(([pattern]) => pattern.test(zone))?.[1] ?? 'USD';
}

/** Money that is not what it costs to attend: dues, donations, money raised, parking, deposits, things for sale. */
const NOT_ENTRY = /\b(?:donat\w*|raised?|raising|dues|subs|subscriptions?|membership|parking|deposit|fines?|kitty|refunds?|prizes?|worth|budget|fund(?:ing|s)?|grant|sponsor\w*|bills?|cost us|won|salary|tip)\b/i;
/** Words that make an amount a price to attend. */
const ENTRY = /\b(?:tickets?|entry|entrance|admission|door|adv|advance|presale|pre-sale|cost|costs|price|prices|fee|fees|per|each|a head|pp|pppp|adults?|kids?|children|child|concessions?|students?|members?|non-members?|seniors?|under|over|inc|incl|includes?|including|table|family|contribution|pay|payable|registration|weekend|day|cash|on the door|at the door|early bird|season)\b/i;
/** Words that say attending costs nothing. */
export const FREE = /\b(?:free(?!\s+(?:parking|wifi|wi-fi|store|to leave))|no charge|no cost|no cover|no fee|free of charge|at no cost|costs nothing|gratis|kostenlos|gratuit|gratuite|gratuito|gratuita|entrée libre|entrada libre|sin costo|sin coste|libre y gratuita|eintritt frei)(?!\p{L})|\bno\s?[$£€]/iu;
const NOT_FREE = /\b(?:feel free|gluten[- ]free|sugar[- ]free|dairy[- ]free|alcohol[- ]free|hands[- ]free|toll[- ]free|free time|for free\?)\b|-free\b/gi;

/**
 * An amount that describes a thing rather than what it costs to come: a determiner before it and a
 * word after it ("on a £4 microcontroller", "bring your £20 synth"), unless that word is a price word
 * ("a £10 ticket", "an £8 entry fee").
 */
function describesAThing(clause: string, index: number, length: number): boolean {
  const before = clause.slice(Math.max(0, index - REACH), index);
  const nextWord = /^\s*([\p{L}][\p{L}-]*)/u.exec(clause.slice(index + length, index + length + REACH))?.[1];
  return /\b(?:a|an|the|my|your|our|their|his|her|its|this|that|these|those)\s*$/i.test(before) && nextWord !== undefined && !ENTRY.test(nextWord);
}

/** Sentences and lines; "Rs. 501" and "St. Mary's" do not end a sentence. */
function clauses(text: string): string[] {
  return text
    .split(/\n|(?<=(?:\p{Ll}{3,}|\d|[)!?])[.!?])\s+|;/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** How far around an amount its words are read: what a price says is said next to it. */
const REACH = 80;
/** At most this many amounts are read: a price list longer than that is a shop, not an event. */
const MAX_AMOUNTS = 60;

/** The part of a clause an amount sits in ("€20 a table (max 4)" apart from "spot prizes & raffle"), within REACH of it. */
function segmentAround(clause: string, index: number): string {
  const from = Math.max(0, index - REACH);
  const before = clause.slice(from, index);
  const start = from + Math.max(before.lastIndexOf(','), before.lastIndexOf(' and '), before.lastIndexOf(' – ')) + 1;
  const rest = clause.slice(index, index + REACH);
  const end = rest.search(/,|\s(?:and|but|–)\s/);
  return clause.slice(start, end < 0 ? index + rest.length : index + end);
}

/**
 * The price range to attend: every ticket amount the text states (all tiers, "free" tiers as 0),
 * leaving out amounts that are dues, donations, money raised or things on sale. "Free", "no
 * charge" alone is 0-0. Null when the text says nothing about cost.
 */
export function findPrice(text: string, zone: string): Price | null {
  const amounts: number[] = [];
  let currency: string | null = null;
  let free = false;
  let from = false;
  for (const clause of clauses(text)) {
    const withoutNotFree = clause.replace(NOT_FREE, ' ');
    const found = [...clause.matchAll(AMOUNT)];
    const priceLine = found.length > 0 && clause.replace(AMOUNT, '').replace(/[^\p{L}]/gu, '').length <= 40;
    if (FREE.test(withoutNotFree)) {
      free = true;
    }
    if (found.length === 0 || !(ENTRY.test(clause) || priceLine)) {
      continue;
    }
    for (const match of found) {
      if (amounts.length >= MAX_AMOUNTS) {
        break;
      }
      if (NOT_ENTRY.test(segmentAround(clause, match.index ?? 0)) || describesAThing(clause, match.index ?? 0, match[0].length)) {
        continue;
      }
      const symbol = (match[1] ?? match[6] ?? '').replace(/[.\s]/g, '').toUpperCase();
      const whole = Number((match[2] ?? match[4] ?? '0').replace(/,/g, ''));
      const cents = Number(match[3] ?? match[5] ?? '0') / 100;
      const pence = symbol === 'P';
      const value = pence ? (whole + cents) / 100 : whole + cents;
      if (!Number.isFinite(value)) {
        continue;
      }
      amounts.push(value);
      from ||= /\b(?:from|starting at|upwards of)\s*:?\s*$/i.test(clause.slice(Math.max(0, (match.index ?? 0) - 20), match.index ?? 0));
      currency ??= symbol === '$' ? dollarOf(zone) : (SYMBOLS[symbol] ?? (/^[A-Z]{3}$/.test(symbol) ? symbol : null));
    }
  }
  if (amounts.length === 0) {
    return free ? { min: 0, max: 0, currency: null } : null;
  }
  if (free) {
    amounts.push(0);
  }
  const min = amounts.reduce((a, b) => Math.min(a, b));
  const max = amounts.reduce((a, b) => Math.max(a, b));
  // "Priced from $35", "tickets from £10": a lower bound only.
  return { min, max: from && min === max ? null : max, currency };
}
