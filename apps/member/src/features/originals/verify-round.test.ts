import { describe, expect, it } from 'vitest';
import { defaultVerifyForm, verifyFormOf, verifyRound } from './verify-round.ts';

// The fixed rounds of packages/games/src/games/*.test.ts: the verifier must give the same outcomes.
const seeds = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client' };

describe('verifyRound', () => {
  it('recomputes the fixed Mines round: mines at 3, 12, 13, 16, 19', () => {
    const result = verifyRound({
      ...defaultVerifyForm,
      ...seeds,
      game: 'mines-gold',
      nonce: '7',
      mines: '5',
    });
    expect(result).toMatchObject({ state: 'done', outcome: { mineTiles: [3, 12, 13, 16, 19] } });
  });

  it('recomputes the fixed Dice, Limbo, Plinko and Tower rounds', () => {
    expect(
      verifyRound({
        ...defaultVerifyForm,
        ...seeds,
        game: 'dice',
        nonce: '42',
        direction: 'over',
        target: '50.00',
      }),
    ).toMatchObject({ outcome: { rollHundredths: 8261, won: true, payoutMultiplier: 19_801 } });
    expect(
      verifyRound({ ...defaultVerifyForm, ...seeds, game: 'limbo', nonce: '42', targetMultiplier: '2' }),
    ).toMatchObject({ outcome: { outcomeMultiplier: 56_900, won: true } });
    expect(
      verifyRound({ ...defaultVerifyForm, ...seeds, game: 'plinko', nonce: '3', rows: '16', risk: 'high' }),
    ).toMatchObject({ outcome: { bucket: 8, payoutMultiplier: 2_000 } });
    const tower = verifyRound({
      ...defaultVerifyForm,
      ...seeds,
      game: 'tower',
      nonce: '11',
      difficulty: 'expert',
    });
    expect(tower).toMatchObject({
      outcome: {
        traps: [
          [0, 2],
          [0, 2],
          [1, 2],
          [0, 1],
          [0, 1],
          [1, 2],
          [0, 2],
          [0, 1],
          [1, 2],
        ],
      },
    });
  });

  it('waits for the seeds, and names what is wrong with bad parameters', () => {
    expect(verifyRound(defaultVerifyForm)).toEqual({ state: 'incomplete' });
    const bad = verifyRound({ ...defaultVerifyForm, ...seeds, game: 'mines-gold', mines: '25' });
    expect(bad).toMatchObject({ state: 'invalid', reason: expect.stringMatching(/Mines/) });
  });

  it('reads a verify link, ignoring unknown games', () => {
    const form = verifyFormOf(
      new URLSearchParams('game=tower&serverSeed=s&clientSeed=c&nonce=4&difficulty=hard'),
    );
    expect(form).toMatchObject({
      game: 'tower',
      serverSeed: 's',
      clientSeed: 'c',
      nonce: '4',
      difficulty: 'hard',
    });
    expect(verifyFormOf(new URLSearchParams('game=poker')).game).toBe('mines-gold');
  });
});
