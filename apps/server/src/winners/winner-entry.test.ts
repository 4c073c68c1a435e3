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

  it('reads the catalog’s English name, else the house game’s name, else the game code', () => {
    expect(gameNameOf('lucky-lotus', { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' })).toBe('Lucky Lotus');
    expect(gameNameOf('mines-gold')).toBe('Mines Gold');
    expect(gameNameOf('pappu')).toBe('PAPPU');
    expect(gameNameOf('lucky-7')).toBe('lucky-7');
  });

  it('carries the game’s code and catalog names, and names a jackpot as the jackpot', () => {
    const time = new Date(0);
    expect(
      winnerEntry({
        username: 'nguyen',
        kind: 'win',
        gameCode: 'lucky-lotus',
        names: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
        prize: 1_500_000n,
        time,
      }),
    ).toEqual({
      player: 'ng***n',
      game: 'Lucky Lotus',
      prize: '1500000',
      time: '1970-01-01T00:00:00.000Z',
      kind: 'win',
      gameCode: 'lucky-lotus',
      gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
    });
    expect(
      winnerEntry({ username: 'nguyen', kind: 'jackpot', gameCode: 'limbo', names: null, prize: 9n, time }),
    ).toMatchObject({ game: 'Jackpot', kind: 'jackpot', gameCode: 'limbo', gameNames: {} });
  });

  it('keeps only the catalog’s languages, so the live event stays small', () => {
    const entry = winnerEntry({
      username: 'nguyen',
      kind: 'win',
      gameCode: 'dice',
      names: { en: 'Dice', vi: 'Xúc Xắc', th: 'ลูกเต๋า', de: 42 },
      prize: 1n,
      time: new Date(0),
    });
    expect(entry.gameNames).toEqual({ en: 'Dice', vi: 'Xúc Xắc' });
  });
});
