/**
 * Map links for an event's place, made from its text alone (no key, no geocoding): OpenStreetMap's
 * search, and the address that hands the place to the device's own maps app.
 */
export function openStreetMapLink(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}

/** Whose maps app a device opens: Apple's answers its https links, the others a geo: address. */
export type MapsPlatform = 'apple' | 'android' | 'other';

type Device = { userAgent: string; maxTouchPoints?: number };

/**
 * Apple on an iPhone, an iPad (which, asking for desktop sites, says "Macintosh") and a Mac;
 * Android by its name; anything else is 'other'.
 */
export function mapsPlatformOf(device: Device): MapsPlatform {
  if (/Android/i.test(device.userAgent)) {
    return 'android';
  }
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(device.userAgent) ? 'apple' : 'other';
}

const thisDevice = (): MapsPlatform => (typeof navigator === 'undefined' ? 'other' : mapsPlatformOf(navigator));

/**
 * The place in the maps app: https://maps.apple.com/?q=… on Apple devices (iOS ignores geo:),
 * geo:0,0?q=… (RFC 5870 with the query Android and most map apps read) elsewhere.
 */
export function mapsAppLink(location: string, platform: MapsPlatform = thisDevice()): string {
  const query = encodeURIComponent(location);
  return platform === 'apple' ? `https://maps.apple.com/?q=${query}` : `geo:0,0?q=${query}`;
}
