import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { simulationFloats } from '../fair/simulation-random.ts';
import { measureRtp } from '../simulation/measure-rtp.ts';
import { winOrLoseRtp } from '../simulation/win-or-lose-rtp.ts';
import { DICE_ROLL_VALUES, diceMultiplier, diceWinningRolls, playDice, rollDice } from './dice.ts';
import type { DiceParams } from './dice.ts';

/** A FloatSource that returns the given floats in order. */
const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

describe('Dice rules', () => {
  it('rolls floor(float * 10,001) hundredths: 0.00 to 100.00', () => {
    expect(rollDice(floatsOf(0))).toBe(0);
    expect(rollDice(floatsOf(0.5))).toBe(5000);
    expect(rollDice(floatsOf(1 - 2 ** -32))).toBe(10_000);
    expect(rollDice(floatsOf(10_000 / 10_001))).toBe(10_000);
  });

  it('wins under strictly below the target and over strictly above it', () => {
    const under: DiceParams = { direction: 'under', targetHundredths: 5000 };
    const over: DiceParams = { direction: 'over', targetHundredths: 5000 };
    const floatForRoll = (roll: number) => (roll + 0.5) / DICE_ROLL_VALUES;
    expect(playDice(under, floatsOf(floatForRoll(4999)))).toEqual({
      rollHundredths: 4999,
      won: true,
      payoutMultiplier: 19_801,
    });
    expect(playDice(under, floatsOf(floatForRoll(5000))).won).toBe(false);
    expect(playDice(over, floatsOf(floatForRoll(5000)))).toEqual({
      rollHundredths: 5000,
      won: false,
      payoutMultiplier: 0,
    });
    expect(playDice(over, floatsOf(floatForRoll(5001))).won).toBe(true);
  });

  it('pays 0.99 / win chance, the chance being winning rolls / 10,001, truncated to 4 decimals', () => {
    expect(diceWinningRolls({ direction: 'under', targetHundredths: 5000 })).toBe(5000);
    expect(diceWinningRolls({ direction: 'over', targetHundredths: 5000 })).toBe(5000);
    // 0.99 * 10001 / 5000 = 1.98019.8 -> 1.9801x
    expect(diceMultiplier({ direction: 'under', targetHundredths: 5000 })).toBe(19_801);
    // 0.99 * 10001 / 1 = 9900.99x, the highest
    expect(diceMultiplier({ direction: 'under', targetHundredths: 1 })).toBe(99_009_900);
    expect(diceMultiplier({ direction: 'over', targetHundredths: 9999 })).toBe(99_009_900);
    // 0.99 * 10001 / 9801 = 1.010203… -> 1.0102x, the lowest
    expect(diceMultiplier({ direction: 'under', targetHundredths: 9801 })).toBe(10_102);
    expect(diceMultiplier({ direction: 'over', targetHundredths: 199 })).toBe(10_102);
  });

  it('rejects a win chance outside 0.01 % to 98 % and malformed bets', () => {
    const bad: DiceParams[] = [
      { direction: 'under', targetHundredths: 0 },
      { direction: 'under', targetHundredths: 9802 },
      { direction: 'over', targetHundredths: 198 },
      { direction: 'over', targetHundredths: 10_000 },
      { direction: 'under', targetHundredths: 50.5 },
      { direction: 'sideways' as DiceParams['direction'], targetHundredths: 5000 },
    ];
    for (const params of bad) expect(() => playDice(params, floatsOf(0.5))).toThrow(RangeError);
  });
});

describe('Dice verification', () => {
  it('recomputes a fixed round from its seeds (a change of the maths breaks this)', () => {
    const seed = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client', nonce: 42 };
    expect(playDice({ direction: 'over', targetHundredths: 5000 }, floatSourceOf(seed))).toEqual({
      rollHundredths: 8261,
      won: true,
      payoutMultiplier: 19_801,
    });
  });
});

// About 1 s a parameter alone on this 2-core machine; the margin is for a loaded machine.
describe('Dice return to player', { timeout: 60_000 }, () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  const rounds = 10_000_000;
  const bets: DiceParams[] = [
    { direction: 'under', targetHundredths: 5000 },
    { direction: 'over', targetHundredths: 9000 },
    { direction: 'under', targetHundredths: 100 },
    { direction: 'over', targetHundredths: 199 },
  ];

  it.each(bets)(
    'is 99 % within 5 standard errors over 10M rounds, $direction $targetHundredths',
    (params) => {
      const expected = winOrLoseRtp(diceMultiplier(params), diceWinningRolls(params) / DICE_ROLL_VALUES);
      const floats = simulationFloats(params.targetHundredths);
      const measured = measureRtp(rounds, () => playDice(params, floats).payoutMultiplier);
      const standardError = expected.roundStandardDeviation / Math.sqrt(rounds);
      const tolerance = 5 * standardError;
      console.log(
        `Dice ${params.direction} ${(params.targetHundredths / 100).toFixed(2)}: measured RTP ` +
          `${(measured.rtp * 100).toFixed(3)} % over ${rounds} rounds ` +
          `(${((measured.rtp - expected.rtp) / standardError).toFixed(2)} SE), exact ${(expected.rtp * 100).toFixed(4)} %, ` +
          `tolerance ±${(tolerance * 100).toFixed(3)} points (5 SE)`,
      );
      // Exactly: 98.99 % < multiplier * winning rolls / (10,000 * 10,001) <= 99 %.
      const returnedTimesScale = diceMultiplier(params) * diceWinningRolls(params) * 10_000;
      expect(returnedTimesScale).toBeLessThanOrEqual(0.99 * 10_000 * 10_000 * DICE_ROLL_VALUES);
      expect(returnedTimesScale).toBeGreaterThan(0.9899 * 10_000 * 10_000 * DICE_ROLL_VALUES);
      expect(Math.abs(measured.rtp - expected.rtp)).toBeLessThan(tolerance);
    },
  );
});
