/**
 * Who the client is, for rate limits: `TRUST_PROXY`, the key a client is counted under, and the
 * loopback exemption (docs/decisions/0022-client-address-and-limits.md; OWASP ASVS 5.0 V6.3.1).
 */
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * What `TRUST_PROXY` says: trust no proxy (`false`), the `hops` nearest addresses (a hop count;
 * `true` is one hop), or only the listed proxy addresses/CIDRs (proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal` too).
 */
export type TrustProxySetting = false | { hops: number } | { proxies: string[] };

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  if (entry.includes('/')) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

/**
 * Reads `TRUST_PROXY`: empty/`false`/`0`/`no` → false; `true`/`yes` → one hop; `1`…`10` → that many
 * hops; otherwise a comma list of addresses/CIDRs. Returns an error text for anything else.
 */
export function parseTrustProxy(text: string | undefined): TrustProxySetting | { error: string } {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return { hops: 1 };
  if (/^\d{1,3}$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return { error: `must be a hop count of at most ${MAX_HOPS}` };
    return { hops };
  }
  const proxies = value.split(',').map((entry) => entry.trim());
  const wrong = proxies.find((entry) => !isAddressOrCidr(entry));
  if (wrong !== undefined) {
    return {
      error: `must be false, a hop count (1, 2, …) or a comma list of proxy addresses/CIDRs ("${wrong.slice(0, 60)}" is none)`,
    };
  }
  return { proxies };
}

/**
 * Fastify's `trustProxy` option for `setting`. A hop count becomes proxy-addr's trust function
 * "the n nearest addresses" (Fastify 5 no longer accepts a number); the client is then the
 * right-most `X-Forwarded-For` entry that no trusted hop wrote — never its client-written left end.
 */
export function trustProxyOption(
  setting: TrustProxySetting,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}

/** True when the request's client address was taken from `X-Forwarded-For`, not from the socket. */
export function isForwarded(request: FastifyRequest): boolean {
  return (request.ips?.length ?? 1) > 1;
}

/**
 * True only for a request made on this machine directly: the socket is loopback and no
 * forwarding header rides along. An address taken from `X-Forwarded-For` is never exempt, and a
 * same-host proxy without `TRUST_PROXY` (it sends `X-Forwarded-For`) is counted, not waved through.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  if (isForwarded(request)) return false;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  const socketAddress = request.raw.socket?.remoteAddress ?? request.ip;
  return isLoopbackAddress(socketAddress);
}

function isLoopbackAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 prefix of its IPv6 address (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses counts nobody).
 * IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
