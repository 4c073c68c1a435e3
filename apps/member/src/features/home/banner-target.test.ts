import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

const origin = 'https://www.lotus.test';

describe('what a banner press opens', () => {
  it('a path or an address of this site: a route of the site', () => {
    expect(bannerTarget({ linkageType: 'URL', linkUrl: '/responsible-gaming' }, origin)).toEqual({
      kind: 'route',
      to: '/responsible-gaming',
    });
    expect(
      bannerTarget({ linkageType: 'URL', linkUrl: 'https://www.lotus.test/games/slots?tag=new#top' }, origin),
    ).toEqual({ kind: 'route', to: '/games/slots?tag=new#top' });
  });

  it('another site: a new tab; a protocol-relative address is another site too', () => {
    expect(bannerTarget({ linkageType: 'URL', linkUrl: 'https://partner.example/x' }, origin)).toEqual({
      kind: 'external',
      href: 'https://partner.example/x',
    });
    expect(bannerTarget({ linkageType: 'URL', linkUrl: '//evil.example/x' }, origin)).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
  });

  it('a game: its code; no linkage or no link: nothing; a script address: nothing', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkUrl: 'limbo' }, origin)).toEqual({
      kind: 'game',
      code: 'limbo',
    });
    expect(bannerTarget({ linkageType: 'NONE', linkUrl: '/x' }, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkUrl: null }, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkUrl: 'javascript:alert(1)' }, origin)).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ linkageType: 'URL', linkUrl: 'http://[bad' }, origin)).toEqual({ kind: 'none' });
  });
});
