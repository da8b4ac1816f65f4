/** Who the client is, for rate limits (ADR 0022; OWASP ASVS 5.0 V6.3.1). */
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** `TRUST_PROXY`: no proxy, the `hops` nearest addresses, or the listed addresses/CIDRs. */
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

/** Reads `TRUST_PROXY` (docs/operations.md); `{error}` for a value that is none of its forms. */
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
 * Fastify's `trustProxy` option for `setting`; a hop count becomes a trust function (Fastify 5
 * takes no number). The client is the right-most `X-Forwarded-For` entry no trusted hop wrote.
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

/** True only for a direct local request: loopback socket, no forwarding header (a local proxy counts). */
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

/** The key a client counts under: its IPv4 address, or its IPv6 /64 (one subscriber's usual share). */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
