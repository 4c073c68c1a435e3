import { describe, expect, it } from 'vitest';
import { seeAllPath } from './see-all-path.ts';

describe('seeAllPath', () => {
  it('leads to the lobby of the category most of the row’s games are in', () => {
    expect(seeAllPath([{ category: 'mini_games' }, { category: 'live_casino' }, { category: 'live_casino' }])).toBe(
      '/games/live_casino',
    );
    expect(seeAllPath([{ category: 'mini_games' }, { category: null }, { category: 'slots' }])).toBe(
      '/games/mini_games',
    );
  });

  it('leads to the slots lobby when no game names its category', () => {
    expect(seeAllPath([{ category: null }, {}])).toBe('/rng');
    expect(seeAllPath([])).toBe('/rng');
  });
});
