import { EVENT_TIME_ZONES } from '@contracts/events/event-time';
import { zoneName } from '@contracts/time-format';

export type ZoneMatch = { id: string; label: string };

let allZones: readonly string[] | undefined;

/**
 * Zones the browsers list by their old names (ICU keeps them as canonical) though IANA renamed
 * them: a search for Kathmandu or Kyiv must find them, and an event stores the name of today.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Today's name of a zone, where this browser understands it. */
function currentName(zone: string): string {
  const renamed = RENAMED[zone];
  if (!renamed) {
    return zone;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: renamed }).format(0);
    return renamed;
  } catch {
    return zone;
  }
}

/**
 * Every IANA zone the browser knows (issue 28: the picker offered the spec's twelve cities only),
 * by today's names, with the twelve among them. Read once.
 */
export function knownTimeZones(): readonly string[] {
  if (!allZones) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    allZones = [...new Set([...EVENT_TIME_ZONES.map((zone) => zone.id), ...supported.map(currentName)])];
  }
  return allZones;
}

const folded = (text: string) => text.toLowerCase().replace(/[_\s]+/g, ' ').trim();

/**
 * The zones whose name or region holds `query` ('auck', 'new york', 'argentina'), those whose
 * city starts with it first, at most `limit`. Each is named 'Auckland · Pacific/Auckland'.
 */
export function searchTimeZones(query: string, limit = 8): ZoneMatch[] {
  const wanted = folded(query);
  if (!wanted) {
    return [];
  }
  const scored: Array<{ id: string; score: number }> = [];
  for (const id of knownTimeZones()) {
    const city = folded(zoneName(id));
    const whole = folded(id.replace(/\//g, ' '));
    if (city.startsWith(wanted)) {
      scored.push({ id, score: 0 });
    } else if (city.includes(wanted) || whole.includes(wanted)) {
      scored.push({ id, score: 1 });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map(({ id }) => ({ id, label: `${zoneName(id)} · ${id.replace(/_/g, ' ')}` }));
}
