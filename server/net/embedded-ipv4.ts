import ipaddr from 'ipaddr.js';
import type { IPv4, IPv6 } from 'ipaddr.js';

/**
 * The IPv4 addresses an IPv6 address stands for, when it is one of the forms that carry one.
 * A packet to such an address ends at (or passes through) the IPv4 host it embeds, so the gate
 * must judge the embedded address, never the IPv6 wrapper: `[::127.0.0.1]` is loopback, and
 * `[64:ff9b::8.8.8.8]` (what DNS64 answers on an IPv6-only network) is a public host.
 *
 * Returns null for an address of no such form, else every IPv4 address it may stand for (a
 * Teredo address names a relay server and a client; a local-use NAT64 prefix does not say
 * where the IPv4 bits sit, so every placement RFC 6052 allows is returned).
 */
export function embeddedIPv4(address: IPv6): IPv4[] | null {
  const bytes = address.toByteArray();
  const v4 = (at: number, mask = 0) => ipaddr.fromByteArray(bytes.slice(at, at + 4).map((byte) => byte ^ mask)) as IPv4;
  const within = (prefix: string, bits: number) => address.match(ipaddr.IPv6.parse(prefix), bits);
  if (within('::ffff:0:0', 96) || within('::ffff:0:0:0', 96)) {
    // IPv4-mapped (RFC 4291) and IPv4-translated (RFC 6145).
    return [v4(12)];
  }
  if (within('::', 96) && !within('::', 128) && !within('::1', 128)) {
    // IPv4-compatible (RFC 4291, deprecated but still routed by some stacks).
    return [v4(12)];
  }
  if (within('64:ff9b::', 96)) {
    // NAT64 well-known prefix (RFC 6052): always a /96.
    return [v4(12)];
  }
  if (within('64:ff9b:1::', 48)) {
    // NAT64 local-use prefix (RFC 8215): the network picks a /48, /56, /64 or /96.
    return [48, 56, 64, 96].map((length) => ipaddr.fromByteArray(rfc6052Bits(bytes, length)) as IPv4);
  }
  if (within('2002::', 16)) {
    // 6to4 (RFC 3056): the site's IPv4 address follows the prefix.
    return [v4(2)];
  }
  if (within('2001::', 32)) {
    // Teredo (RFC 4380): the server's address, then the client's, its bits inverted.
    return [v4(4), v4(12, 0xff)];
  }
  return null;
}

/** The IPv4 bytes of an RFC 6052 address under a prefix of `length` bits: bits 64-71 (the "u" octet) are never address bits. */
function rfc6052Bits(bytes: number[], length: number): number[] {
  const withoutU = [...bytes.slice(0, 8), ...bytes.slice(9)];
  const from = length === 96 ? 11 : length / 8;
  return withoutU.slice(from, from + 4);
}
