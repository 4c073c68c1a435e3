import type { Banner } from '@lotus/contract/content';

/** What pressing a banner does. */
export type BannerTarget =
  | { kind: 'none' }
  /** A page of this site: the router opens it in the same tab. */
  | { kind: 'route'; to: string }
  /** Another site: a new tab, which the banner says. */
  | { kind: 'external'; href: string }
  /** A game: the start-game flow (login first for a visitor). */
  | { kind: 'game'; code: string };

/**
 * The banner's linkage read for the member site. URL: a path, or an address on this site's own
 * origin, stays in the site; any other http(s) address opens in a new tab; anything else (a
 * `javascript:` link that slipped past, a protocol-relative `//host`) never becomes a link to
 * somewhere unexpected. GAME: the game code. NONE: nothing.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkUrl'>, origin: string): BannerTarget {
  const link = banner.linkUrl?.trim();
  if (!link || banner.linkageType === 'NONE') return { kind: 'none' };
  if (banner.linkageType === 'GAME') return { kind: 'game', code: link };
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  if (url.origin === origin) return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
