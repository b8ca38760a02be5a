import { utcToWallTime, wallTimeToUtc, zoneOffsetMinutes } from '@contracts/events/event-time';
import { chronoFor, englishChrono } from './chrono-setup';
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
  const dayFirst = !monthFirstZone(reference.zone);
  const other = otherLanguageChrono(text);
  if (other) {
    const mentions = findMentions(chronoFor(other, today, true), normalized, ref);
    if (mentions.length > 0) {
      return { mentions, english: false, normalized };
    }
  }
  return { mentions: findMentions(englishChrono(today, dayFirst), normalized, ref), english: true, normalized };
}

/** The event's start and end as the text states them. */
export function readTextTimes(text: string, reference: TextReference): EventTimes | null {
  const { mentions, english, normalized } = textMentions(text, reference);
  return findEventTimes(mentions, {
    text: normalized,
    original: text,
    today: utcToWallTime(reference.instant, reference.zone).date,
    memberZone: reference.zone,
    english,
    relativeDates: reference.relativeDates ?? true,
  });
}

/**
 * When a message was sent, from its Date header as written in any language the reader knows
 * ("Mon, 1 Jun 2026 18:42:10 +0100", "martes, 9 de junio de 2026, 10:12", "8 juin 2026 à 21:14"):
 * what its "this Sunday" and year-less dates are read from. Null when the header names no day, or
 * a day after the reference (a message is not written in the future).
 */
export function sentAt(header: string, reference: TextReference): Date | null {
  const { mentions } = textMentions(header, reference);
  const day = mentions.find((m) => m.explicit && m.date !== null);
  if (!day?.date) {
    return null;
  }
  const time = day.time ? `${String(day.time.hour % 24).padStart(2, '0')}:${String(day.time.minute).padStart(2, '0')}` : '12:00';
  const instant = day.offsetMinutes !== null ? new Date(Date.parse(`${day.date}T${time}:00Z`) - day.offsetMinutes * 60_000) : wallTimeToUtc(day.date, time, reference.zone);
  return instant.getTime() <= reference.instant.getTime() + 86_400_000 ? instant : null;
}
