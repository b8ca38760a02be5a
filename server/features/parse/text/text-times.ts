import { utcToWallTime, zoneOffsetMinutes } from '../../../contracts/event-time';
import { englishChrono } from './chrono-setup';
import { findMentions } from './date-mentions';
import type { Mention } from './date-mentions';
import { findEventTimes } from './event-times';
import type { EventTimes } from './event-times';
import { otherLanguageChrono } from './language';
import { normalizeForDates } from './normalize';

/** The Americas write month first (9/13); the rest of the world day first (13/9). */
const monthFirstZone = (zone: string) => zone.startsWith('America/') && !/Sao_Paulo|Buenos_Aires|Argentina|Bogota|Lima|Santiago|Caracas|Montevideo/.test(zone);

export interface TextReference {
  /** When the text was written: "tomorrow" and year-less dates are read from here. */
  instant: Date;
  /** The member's zone: where "8pm" happens unless the text names another zone. */
  zone: string;
  /** False for a web page's text: "today" there is navigation, not the event (default true). */
  relativeDates?: boolean;
}

/** Every date and time the text mentions (English, or chrono's parser for the text's language). */
export function textMentions(text: string, reference: TextReference): { mentions: Mention[]; english: boolean; normalized: string } {
  const normalized = normalizeForDates(text);
  const today = utcToWallTime(reference.instant, reference.zone).date;
  const ref = { instant: reference.instant, offsetMinutes: zoneOffsetMinutes(reference.instant, reference.zone), today };
  const other = otherLanguageChrono(text);
  if (other) {
    const mentions = findMentions(other, normalized, ref);
    if (mentions.length > 0) {
      return { mentions, english: false, normalized };
    }
  }
  return { mentions: findMentions(englishChrono(today, !monthFirstZone(reference.zone)), normalized, ref), english: true, normalized };
}

/** The event's start and end as the text states them. */
export function readTextTimes(text: string, reference: TextReference): EventTimes | null {
  const { mentions, english, normalized } = textMentions(text, reference);
  return findEventTimes(mentions, {
    text: normalized,
    today: utcToWallTime(reference.instant, reference.zone).date,
    memberZone: reference.zone,
    english,
    relativeDates: reference.relativeDates ?? true,
  });
}
