/**
 * Windows time zone names, as Outlook and Exchange write them in TZID, to IANA zones (CLDR's
 * windowsZones mapping, territory 001, for the zones most calendars use). Keys are lower case;
 * Exchange also writes the display name ("(UTC-05:00) Eastern Time (US & Canada)"), matched by
 * its text after the offset.
 */
const WINDOWS_ZONES = new Map<string, string>(Object.entries({
  'dateline standard time': 'Etc/GMT+12',
  'hawaiian standard time': 'Pacific/Honolulu',
  'alaskan standard time': 'America/Anchorage',
  'pacific standard time': 'America/Los_Angeles',
  'us mountain standard time': 'America/Phoenix',
  'mountain standard time': 'America/Denver',
  'central standard time': 'America/Chicago',
  'central america standard time': 'America/Guatemala',
  'eastern standard time': 'America/New_York',
  'atlantic standard time': 'America/Halifax',
  'newfoundland standard time': 'America/St_Johns',
  'sa eastern standard time': 'America/Cayenne',
  'e. south america standard time': 'America/Sao_Paulo',
  'argentina standard time': 'America/Buenos_Aires',
  'utc': 'UTC',
  'gmt standard time': 'Europe/London',
  'greenwich standard time': 'Atlantic/Reykjavik',
  'w. europe standard time': 'Europe/Berlin',
  'central europe standard time': 'Europe/Budapest',
  'romance standard time': 'Europe/Paris',
  'central european standard time': 'Europe/Warsaw',
  'w. central africa standard time': 'Africa/Lagos',
  'gtb standard time': 'Europe/Bucharest',
  'e. europe standard time': 'Europe/Chisinau',
  'fle standard time': 'Europe/Kiev',
  'south africa standard time': 'Africa/Johannesburg',
  'israel standard time': 'Asia/Jerusalem',
  'turkey standard time': 'Europe/Istanbul',
  'russian standard time': 'Europe/Moscow',
  'arabian standard time': 'Asia/Dubai',
  'india standard time': 'Asia/Kolkata',
  'se asia standard time': 'Asia/Bangkok',
  'china standard time': 'Asia/Shanghai',
  'singapore standard time': 'Asia/Singapore',
  'tokyo standard time': 'Asia/Tokyo',
  'korea standard time': 'Asia/Seoul',
  'cen. australia standard time': 'Australia/Adelaide',
  'aus central standard time': 'Australia/Darwin',
  'e. australia standard time': 'Australia/Brisbane',
  'aus eastern standard time': 'Australia/Sydney',
  'w. australia standard time': 'Australia/Perth',
  'new zealand standard time': 'Pacific/Auckland',
}));

/** Exchange display names (after "(UTC±hh:mm) "), for the same zones. */
const DISPLAY_NAMES = new Map<string, string>(Object.entries({
  'pacific time (us & canada)': 'America/Los_Angeles',
  'mountain time (us & canada)': 'America/Denver',
  'arizona': 'America/Phoenix',
  'central time (us & canada)': 'America/Chicago',
  'eastern time (us & canada)': 'America/New_York',
  'atlantic time (canada)': 'America/Halifax',
  'dublin, edinburgh, lisbon, london': 'Europe/London',
  'amsterdam, berlin, bern, rome, stockholm, vienna': 'Europe/Berlin',
  'brussels, copenhagen, madrid, paris': 'Europe/Paris',
  'belgrade, bratislava, budapest, ljubljana, prague': 'Europe/Budapest',
  'athens, bucharest': 'Europe/Bucharest',
  'helsinki, kyiv, riga, sofia, tallinn, vilnius': 'Europe/Kiev',
  'chennai, kolkata, mumbai, new delhi': 'Asia/Kolkata',
  'bangkok, hanoi, jakarta': 'Asia/Bangkok',
  'beijing, chongqing, hong kong, urumqi': 'Asia/Shanghai',
  'osaka, sapporo, tokyo': 'Asia/Tokyo',
  'adelaide': 'Australia/Adelaide',
  'brisbane': 'Australia/Brisbane',
  'canberra, melbourne, sydney': 'Australia/Sydney',
  'perth': 'Australia/Perth',
  'auckland, wellington': 'Pacific/Auckland',
}));

/** The IANA zone a Windows TZID means, or null. */
export function ianaFromWindows(tzid: string): string | null {
  const text = tzid.replace(/\\,/g, ',').replace(/^"|"$/g, '').trim().toLowerCase();
  // Maps, not objects: a TZID of "constructor" or "__proto__" names no zone.
  const direct = WINDOWS_ZONES.get(text);
  if (direct) {
    return direct;
  }
  const display = /^\((?:utc|gmt)[^)]*\)\s*(.+)$/.exec(text);
  return display?.[1] ? (DISPLAY_NAMES.get(display[1]) ?? null) : null;
}
