/**
 * A ticket as its QR code holds it, and the hash a door compares it by. Written once for the server
 * (which stores only the hash) and the door screen (which hashes what it scans and looks the hash up
 * in its roster, offline). No imports: the ticket and door screens load it without zod.
 *
 * A ticket token is 16 random bytes (128 bits), written in base64url (22 characters). The code is
 * `GT1.<event id>.<token>`: short enough for a small QR code a phone reads at arm's length.
 */
export const TICKET_TOKEN_BYTES = 16;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const CODE_PATTERN = /^GT1\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;

/** The QR code's text for a ticket. */
export function ticketCode(eventId: number, token: string): string {
  return `GT1.${eventId}.${token}`;
}

/** What a scanned or typed code holds, or null when it is not a ticket code at all. */
export function parseTicketCode(text: string): { eventId: number; token: string } | null {
  const match = CODE_PATTERN.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    return null;
  }
  return { eventId: Number(match[1]), token: match[2] };
}

export const isTicketToken = (token: string): boolean => TOKEN_PATTERN.test(token);

/** Bytes as base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The ticket's hash as the server stores it and the roster carries it: the first 16 bytes of the
 * SHA-256 of the token's text, in base64url (22 characters). 128 bits keep a guess hopeless and the
 * roster of a 5,000-person event small.
 */
export async function ticketHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return base64Url(new Uint8Array(digest).slice(0, 16));
}
