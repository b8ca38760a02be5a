/**
 * The one way the app reaches other servers. Every outbound connection (push services, a web page
 * the event assistant reads, a language model, Google, Stripe) goes through these agents, which
 * refuse, at connect time and again on every redirect:
 * - every address that is not public unicast: loopback, private, link-local, unspecified
 *   (0.0.0.0, [::]), multicast, broadcast, carrier-grade NAT, reserved and documentation ranges,
 *   unique-local IPv6; an IPv6 form that embeds an IPv4 address (mapped, compatible, translated,
 *   NAT64, 6to4, Teredo) is judged by the address it embeds (embedded-ipv4.ts);
 * - address literals in every notation (127.1, 2130706433, 0x7f000001, 0177.0.0.1, [::ffff:7f00:1]):
 *   the URL parser or the resolver turns them into an address, and the address is what is checked;
 * - names that resolve to such addresses (the connection goes to an address the check passed, so
 *   a name that answers differently the second time gains nothing);
 * - ports other than 80 and 443; Unix sockets.
 *
 * The exceptions:
 * - `OUTBOUND_ALLOWED_HOSTS` (config `outboundAllowedHosts`): the operator's list of host names,
 *   host:port pairs and CIDR ranges this install may reach although they are not public (an intranet).
 * - `alsoAllow`, per agent or call: the host of a service the operator configured (a base URL such
 *   as `GOOGLE_API_URL`, `STRIPE_API_URL`, `ASSISTANT_LLM_URL`), never an address a user typed:
 *
 *   ```ts
 *   const agents = deps.outbound.agents({ alsoAllow: [config.stripeApiUrl] });
 *   new Stripe(key, { httpAgent: agents.for(config.stripeApiUrl) });       // one agent for one base URL
 *   new OAuth2Client({ ..., transporterOptions: { agent: agents.for } });  // gaxios / node-fetch pick per URL
 *   ```
 *
 * Node's built-in fetch (undici) ignores these agents: use `request()` or a client library that
 * takes an http(s).Agent.
 */
import type http from 'node:http';
import type https from 'node:https';
import { parseAllowList } from '../../net/address-rules';
import type { AllowRule } from '../../net/address-rules';
import { GuardedHttpAgent, GuardedHttpsAgent, systemResolve } from './guarded-agents';
import type { Resolve } from './guarded-agents';
import { requestThrough } from './outbound-request';
import type { OutboundRequestOptions, OutboundResponse } from './outbound-request';

export { OutboundError } from './outbound-error';
export type { OutboundRefusal } from './outbound-error';
export type { OutboundRequestOptions, OutboundResponse } from './outbound-request';
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS } from './outbound-request';
export { isPublicAddress, parseAllowList } from '../../net/address-rules';
export type { Resolve } from './guarded-agents';

export interface OutboundAgentOptions {
  /** Hosts (URLs, host[:port] or CIDR) these agents may reach besides the public internet: configured services only. */
  alsoAllow?: readonly string[];
  /** Extra certificate authorities to trust (a test's local HTTPS server). */
  ca?: string | Buffer;
  keepAlive?: boolean;
  maxSockets?: number;
}

/** A guarded agent per protocol, and `for(url)`, which picks the one a URL needs. */
export interface OutboundAgents {
  http: http.Agent;
  https: https.Agent;
  for: (url: string | URL) => http.Agent;
}

export interface Outbound {
  /** Guarded agents for a client library (web-push, Stripe, Google's clients). */
  agents(options?: OutboundAgentOptions): OutboundAgents;
  /** One request with redirects, a time limit and a size limit (see OutboundRequestOptions). */
  request(url: string, options?: OutboundRequestOptions): Promise<OutboundResponse>;
}

export interface OutboundSettings {
  /** OUTBOUND_ALLOWED_HOSTS: comma-separated host[:port] or CIDR entries, or their list. */
  allowedHosts?: string | readonly string[];
  /** How names resolve (dns.lookup by default; tests stub it). */
  resolve?: Resolve;
  /** The User-Agent sent with `request()` unless the call sets one. */
  userAgent?: string;
}

/** The app's outbound gate. Throws on an allowed-hosts entry it cannot read. */
export function createOutbound(settings: OutboundSettings = {}): Outbound {
  const installRules: AllowRule[] = parseAllowList(settings.allowedHosts ?? '');
  const resolve = settings.resolve ?? systemResolve;
  const agents = (options: OutboundAgentOptions = {}): OutboundAgents => {
    const guard = { rules: [...installRules, ...parseAllowList(options.alsoAllow ?? [])], resolve };
    const common = { keepAlive: options.keepAlive ?? false, ...(options.maxSockets ? { maxSockets: options.maxSockets } : {}) };
    const httpAgent = new GuardedHttpAgent(guard, common);
    const httpsAgent = new GuardedHttpsAgent(guard, { ...common, ...(options.ca ? { ca: options.ca } : {}) });
    return {
      http: httpAgent,
      https: httpsAgent,
      for: (url) => (new URL(url).protocol === 'https:' ? httpsAgent : httpAgent),
    };
  };
  return {
    agents,
    request: (url, options = {}) => {
      const given = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
      const headers = { 'user-agent': settings.userAgent ?? 'Gather', ...given };
      return requestThrough(agents({ alsoAllow: options.alsoAllow ?? [] }), url, { ...options, headers });
    },
  };
}
