import { createHash, randomInt } from 'node:crypto';

const isAbsolute = (url: string) => /^https?:\/\//.test(url);
const joined = (cdn: string, path: string) => `${cdn.replace(/\/+$/, '')}${path}`;

/**
 * An image path on one of the image CDNs: the spec picks a CDN at random; we pick it by the path's
 * hash instead, which spreads the images over the CDNs just as well while each image keeps one
 * address, so browsers and the CDNs cache it once. An absolute URL is kept; with no CDN the site
 * itself serves the path.
 */
export function imageUrlOf(path: string, imageCdns: readonly string[]): string {
  if (isAbsolute(path) || imageCdns.length === 0) return path;
  const bucket = createHash('sha256').update(path).digest().readUInt32BE(0) % imageCdns.length;
  return joined(imageCdns[bucket] as string, path);
}

/**
 * A relative launch address on a launch CDN chosen at random (as the spec says: launches spread over
 * the CDNs, and a launch address is used once, so nothing is lost to caching). An absolute address is
 * kept; with no CDN the site itself serves it.
 */
export function withLaunchCdn(url: string, launchCdns: readonly string[]): string {
  if (isAbsolute(url) || launchCdns.length === 0) return url;
  return joined(launchCdns[randomInt(launchCdns.length)] as string, url);
}
