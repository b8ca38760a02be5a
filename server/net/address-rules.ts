import ipaddr from 'ipaddr.js';
import type { IPv4, IPv6 } from 'ipaddr.js';
import { embeddedIPv4 } from './embedded-ipv4';

/**
 * Which addresses and ports an outbound connection may reach. Only globally routable unicast
 * addresses are public: ipaddr.js names every special-purpose range of the IANA registries
 * (loopback, private, link-local, unspecified, multicast, broadcast, carrier-grade NAT, reserved,
 * documentation, benchmarking, unique-local), and anything it names is refused. An IPv6 address
 * that embeds an IPv4 one (IPv4-mapped, IPv4-compatible, IPv4-translated, NAT64, 6to4, Teredo) is
 * judged by the IPv4 address it embeds, since that is the host its packets reach.
 */

/** The ports a connection to a public address may use: the web's own. */
export const PUBLIC_PORTS: ReadonlySet<number> = new Set([80, 443]);

/** An IP address in any textual form Node hands over (IPv4-mapped IPv6 is read as its IPv4). */
export function parseAddress(text: string): IPv4 | IPv6 | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // Only the standard forms: a resolver's answer is always one, and a name such as "0x7f.1" must
  // go to the resolver (which then answers 127.0.0.1, refused there), never be read as an address here.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) {
    return ipaddr.IPv4.parse(bare);
  }
  const canonical = canonicalIPv6(bare);
  return canonical === null ? null : ipaddr.process(canonical);
}

/**
 * IPv6 text as a URL parser and a socket read it, in hex groups only. ipaddr.js reads a dotted
 * tail after "::" ("::127.0.0.1") as IPv4-mapped, where every other reader (WHATWG URL, the
 * kernel) sees IPv4-compatible: the gate must judge the address the connection will use.
 */
function canonicalIPv6(text: string): string | null {
  if (!ipaddr.IPv6.isValid(text)) {
    return null;
  }
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    // A zone index ("fe80::1%eth0") is no URL host; such an address is link-local anyway.
    return null;
  }
}

/** True for a globally routable unicast address; false for every special-purpose one. */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (parsed === null) {
    return false;
  }
  const embedded = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as IPv6) : null;
  return embedded ? embedded.every((inner) => inner.range() === 'unicast') : parsed.range() === 'unicast';
}

/** One exception an install or a caller makes: a host name, or an address range, with or without a port. */
export type AllowRule =
  | { kind: 'host'; host: string; port: number | null }
  | { kind: 'range'; range: [IPv4 | IPv6, number]; port: number | null; text: string };

/** Host names compare without case and without a final dot. */
export const normalHost = (host: string): string => host.toLowerCase().replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1');

function parsePort(text: string): number | null {
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
    throw new Error(`"${text}" is not a port`);
  }
  return Number(text);
}

/** Splits "host", "host:port", "[v6]", "[v6]:port" and a bare IPv6 address. */
function splitHostPort(entry: string): { host: string; port: number | null } {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed) {
    return { host: bracketed[1] ?? '', port: bracketed[2] === undefined ? null : parsePort(bracketed[2]) };
  }
  const colons = entry.split(':').length - 1;
  if (colons === 1) {
    const [host = '', port = ''] = entry.split(':');
    return { host, port: parsePort(port) };
  }
  return { host: entry, port: null };
}

/**
 * One entry of OUTBOUND_ALLOWED_HOSTS or of `alsoAllow`: "intranet.example", "intranet.example:8080",
 * "10.0.0.0/8", "192.168.1.5:8443", "[fd00::1]:8080", or a whole URL ("http://127.0.0.1:4010/api":
 * its host and port). Throws a readable error for anything else.
 */
export function parseAllowRule(entry: string): AllowRule {
  const text = entry.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const url = new URL(text);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    return parseAllowRule(`${url.hostname}:${port}`);
  }
  if (text.includes('/')) {
    try {
      return { kind: 'range', range: ipaddr.parseCIDR(text), port: null, text };
    } catch {
      throw new Error(`"${text}" is not an address range (CIDR such as 10.0.0.0/8)`);
    }
  }
  const { host, port } = splitHostPort(text);
  const address = parseAddress(host);
  if (address) {
    return { kind: 'range', range: [address, address.kind() === 'ipv4' ? 32 : 128], port, text };
  }
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(host)) {
    throw new Error(`"${text}" is not a host name, host:port or address range`);
  }
  return { kind: 'host', host: normalHost(host), port };
}

/** OUTBOUND_ALLOWED_HOSTS: comma-separated entries (see parseAllowRule); empty allows nothing. */
export function parseAllowList(text: string | readonly string[]): AllowRule[] {
  const entries = typeof text === 'string' ? text.split(',') : text;
  return entries.map((entry) => entry.trim()).filter(Boolean).map(parseAllowRule);
}

/** Where a connection goes: the name asked for, the address it resolved to, the port. */
export interface Destination {
  host: string;
  address: string;
  port: number;
}

function inRange(address: string, [base, bits]: [IPv4 | IPv6, number]): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && parsed.kind() === base.kind() && parsed.match(base, bits);
}

function ruleAllows(rule: AllowRule, to: Destination): boolean {
  if (rule.port !== null && rule.port !== to.port) {
    return false;
  }
  return rule.kind === 'host' ? rule.host === normalHost(to.host) : inRange(to.address, rule.range);
}

/** Why a connection is refused, or null when it may go ahead. */
export function refusal(rules: readonly AllowRule[], to: Destination): 'blocked_address' | 'blocked_port' | null {
  if (rules.some((rule) => ruleAllows(rule, to))) {
    return null;
  }
  if (!isPublicAddress(to.address)) {
    return 'blocked_address';
  }
  return PUBLIC_PORTS.has(to.port) ? null : 'blocked_port';
}
