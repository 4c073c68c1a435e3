import { gameTypes } from '@lotus/contract/values';
import { describe, expect, it } from 'vitest';
import { demoCatalogGames } from '../../seed/demo-catalog.ts';
import { gameArtPath, gameArtSvg } from './game-art.ts';

/**
 * Whether `svg` is one well-formed SVG element: every tag closed in order, every attribute quoted,
 * no number gone wrong (NaN, Infinity, undefined) in the drawing.
 */
function wellFormed(svg: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const tags = svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>/g);
  let consumed = 0;
  for (const tag of tags) {
    const [whole, closing, name = '', , selfClosing] = tag;
    const between = svg.slice(consumed, tag.index);
    if (between.includes('<') || between.includes('>')) problems.push(`stray markup before ${whole}`);
    consumed = (tag.index ?? 0) + whole.length;
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else if (!selfClosing) open.push(name);
  }
  if (consumed !== svg.length) problems.push('markup that is not a tag');
  if (open.length > 0) problems.push(`unclosed ${open.join(', ')}`);
  if (/NaN|Infinity|undefined|null/.test(svg)) problems.push('a number gone wrong');
  return problems;
}

const demoArt = demoCatalogGames.map((game) => ({
  code: game.code,
  svg: gameArtSvg(game.category, game.code),
}));

describe('generated game art', () => {
  it('draws the same picture for the same kind and code, every time', () => {
    for (const game of demoCatalogGames) {
      expect(gameArtSvg(game.category, game.code)).toBe(gameArtSvg(game.category, game.code));
    }
  });

  it('draws a different picture for every demo game, and for one code in every kind', () => {
    expect(new Set(demoArt.map((art) => art.svg)).size).toBe(demoArt.length);
    const kinds = gameTypes.map((kind) => gameArtSvg(kind, 'same-code'));
    expect(new Set(kinds).size).toBe(gameTypes.length);
    const neighbours = ['game-1', 'game-2', 'game-3', 'game-10', 'game-11'].map((code) =>
      gameArtSvg('slots', code),
    );
    expect(new Set(neighbours).size).toBe(neighbours.length);
  });

  it('is a well-formed, sized SVG of a few kilobytes with no words in it', () => {
    for (const kind of gameTypes) {
      for (const code of [
        'a',
        'dragon-tiger-vip',
        'sports-tennis',
        'xoc-dia',
        'wheel-of-luck',
        'z'.repeat(64),
      ]) {
        const svg = gameArtSvg(kind, code);
        expect(wellFormed(svg), `${kind}/${code}`).toEqual([]);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300" viewBox="0 0 400 300">/,
        );
        expect(svg.length, `${kind}/${code}`).toBeLessThan(6000);
        // Only digits and card ranks are ever written: a name would be wrong in the other language.
        for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) {
          expect(text, `${kind}/${code}`).toMatch(/^(\d{1,2}|[AKQJ])$/);
        }
      }
    }
  });

  it('draws each kind’s motif: reels or symbols, cards, a ball, numbered balls, a rooster, fish, dice', () => {
    const art = (kind: (typeof gameTypes)[number], code: string) => gameArtSvg(kind, code);
    // A roulette wheel is a ring of red pockets; sic bo three dice; baccarat cards.
    expect(art('live_casino', 'roulette-european')).toContain('stroke="#c8202f"');
    expect(art('live_casino', 'sicbo-classic').match(/rx="12.6"/g)).toHaveLength(3);
    expect(art('live_casino', 'baccarat-a')).toContain('width="90" height="126"');
    expect(art('lottery', 'vn-lottery-north').match(/<text/g)?.length).toBeGreaterThanOrEqual(3);
    expect(art('sports', 'sports-basketball')).toContain('#e8772e');
    expect(art('cockfighting', 'cockfight-arena')).toContain('#e0263a');
    expect(art('fishing', 'ocean-king')).toContain('M-45 0C-20-38 30-38 50 0');
    expect(art('mini_games', 'anything')).toMatch(/rx="(17.3|15.1)"/);
  });

  it('is served from a path of its kind and code', () => {
    expect(gameArtPath('live_casino', 'baccarat-a')).toBe('/media/games/art/live_casino/baccarat-a.svg');
  });
});
