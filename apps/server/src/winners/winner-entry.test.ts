import { describe, expect, it } from 'vitest';
import { gameNameOf, maskPlayer, winnerEntry } from './winner-entry.ts';

describe('winners board entries', () => {
  it('masks the player as the first two characters, *** and the last', () => {
    expect(maskPlayer('nguyen')).toBe('ng***n');
    expect(maskPlayer('abcd')).toBe('ab***d');
    expect(maskPlayer('abc')).toBe('a***');
    expect(maskPlayer('a')).toBe('a***');
    expect(maskPlayer('trần_văn')).toBe('tr***n');
  });

  it('names house games and keeps a vendor’s game code', () => {
    expect(gameNameOf('mines-gold')).toBe('Mines Gold');
    expect(gameNameOf('pappu')).toBe('PAPPU');
    expect(gameNameOf('lucky-7')).toBe('lucky-7');
    expect(
      winnerEntry({ username: 'nguyen', gameCode: 'dice', prize: 1_500_000n, time: new Date(0) }),
    ).toEqual({ player: 'ng***n', game: 'Dice', prize: '1500000', time: '1970-01-01T00:00:00.000Z' });
  });
});
