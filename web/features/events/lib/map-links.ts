/**
 * Map links for an event's place, made from its text alone (no key, no geocoding): OpenStreetMap's
 * search, and a geo: address that a phone hands to its maps app.
 */
export function openStreetMapLink(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}

/** geo:0,0?q=… (RFC 5870 with the query Android and most map apps read). */
export function mapsAppLink(location: string): string {
  return `geo:0,0?q=${encodeURIComponent(location)}`;
}
