/**
 * Time zones as announcements name them after a time ("7pm EST", "18:00 CET", "(GMT)",
 * "Pacific Time"): the IANA zone each family means, so "PT" in March is daylight time when the
 * event's date is. GMT and UTC are an offset of 0, not a place.
 */
const ABBREVIATIONS: Record<string, string> = {
  PT: 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  MT: 'America/Denver',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  CT: 'America/Chicago',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  ET: 'America/New_York',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  AKST: 'America/Anchorage',
  HST: 'Pacific/Honolulu',
  BST: 'Europe/London',
  WET: 'Europe/Lisbon',
  WEST: 'Europe/Lisbon',
  CET: 'Europe/Berlin',
  CEST: 'Europe/Berlin',
  EET: 'Europe/Helsinki',
  EEST: 'Europe/Helsinki',
  SAST: 'Africa/Johannesburg',
  JST: 'Asia/Tokyo',
  KST: 'Asia/Seoul',
  HKT: 'Asia/Hong_Kong',
  SGT: 'Asia/Singapore',
  AEST: 'Australia/Sydney',
  AEDT: 'Australia/Sydney',
  ACST: 'Australia/Adelaide',
  ACDT: 'Australia/Adelaide',
  AWST: 'Australia/Perth',
  NZST: 'Pacific/Auckland',
  NZDT: 'Pacific/Auckland',
};

const NAMED: [RegExp, string][] = [
  [/\bpacific(?:\s+(?:standard|daylight))?\s+time\b/i, 'America/Los_Angeles'],
  [/\bmountain(?:\s+(?:standard|daylight))?\s+time\b/i, 'America/Denver'],
  [/\bcentral(?:\s+(?:standard|daylight))?\s+time\b/i, 'America/Chicago'],
  [/\beastern(?:\s+(?:standard|daylight))?\s+time\b/i, 'America/New_York'],
  [/\buk\s+time\b/i, 'Europe/London'],
];

const IANA = /\b((?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)\b/;

export type ZoneWord = { zone: string } | { offsetMinutes: number };

/** The zone named in a short stretch of text right after a time, or null. */
export function zoneNamedIn(text: string, memberZone: string): ZoneWord | null {
  const iana = IANA.exec(text);
  if (iana?.[1]) {
    return { zone: iana[1] };
  }
  // Abbreviations are capitals, standing alone or in brackets: "pt" in a sentence is not a zone.
  for (const match of text.matchAll(/(?<![A-Za-z])([A-Z]{2,5})(?![A-Za-z])/g)) {
    const word = match[1] ?? '';
    if (word === 'GMT' || word === 'UTC') {
      return { offsetMinutes: 0 };
    }
    if (word === 'IST') {
      // India or Ireland: only the member's own zone can tell which.
      if (memberZone === 'Asia/Kolkata' || memberZone === 'Europe/Dublin') {
        return { zone: memberZone };
      }
      continue;
    }
    const zone = ABBREVIATIONS[word];
    if (zone) {
      return { zone };
    }
  }
  for (const [pattern, zone] of NAMED) {
    if (pattern.test(text)) {
      return { zone };
    }
  }
  return null;
}
