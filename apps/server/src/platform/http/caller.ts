import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) is the IPv4 address it is. */
export function plainAddress(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** A BlockList of addresses and CIDR blocks (`203.0.113.0/24`, `2001:db8::/32`, `127.0.0.1`). */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network);
    if (family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return list;
}

export function listContains(list: BlockList, ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export type ProxyTrust = boolean | readonly string[];

/**
 * Who is calling, for region rules: the client IP (Fastify follows X-Forwarded-For through the
 * trusted proxies only) and the country the proxy reported. The country header is believed only
 * when the connection itself comes from a trusted proxy: any client could write it.
 */
export function callerResolver(options: { trust: ProxyTrust; countryHeader: string }) {
  const trusted = Array.isArray(options.trust) ? addressList(options.trust) : null;
  const fromTrustedProxy = (peer: string | undefined) =>
    options.trust === true || (trusted !== null && peer !== undefined && listContains(trusted, peer));
  return (request: FastifyRequest) => {
    const header = fromTrustedProxy(request.socket.remoteAddress)
      ? request.headers[options.countryHeader]
      : undefined;
    const country = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
    return { ip: request.ip, country };
  };
}
