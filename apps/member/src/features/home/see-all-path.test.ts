import { describe, expect, it } from 'vitest';
import { seeAllPath } from './see-all-path.ts';

describe('seeAllPath', () => {
  it('leads to the lobby of the category most of the row’s games are in', () => {
    expect(
      seeAllPath([{ category: 'mini_games' }, { category: 'live_casino' }, { category: 'live_casino' }]),
    ).toBe('/games/live_casino');
    expect(seeAllPath([{ category: 'mini_games' }, { category: null }, { category: 'slots' }])).toBe(
      '/games/mini_games',
    );
  });

  it('breaks a tie by the category that comes first in the row', () => {
    // The demo's HOT GAMES: four house games and four slots, a house game first.
    const hot = [
      'mini_games',
      'slots',
      'slots',
      'slots',
      'mini_games',
      'mini_games',
      'slots',
      'mini_games',
    ] as const;
    expect(seeAllPath(hot.map((category) => ({ category })))).toBe('/games/mini_games');
  });

  it('leads to the slots lobby when no game names its category', () => {
    expect(seeAllPath([{ category: null }, {}])).toBe('/rng');
    expect(seeAllPath([])).toBe('/rng');
  });
});
