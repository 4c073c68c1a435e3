import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { simulationFloats } from '../fair/simulation-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import { winOrLoseRtp } from '../simulation/win-or-lose-rtp.ts';
import {
  CRASH_MAX_CASH_OUT,
  CRASH_MIN_CASH_OUT,
  cashOutMultiplierAt,
  crashPointOf,
  elapsedMsFor,
  playCrash,
  settleCrashCashOut,
} from './crash.ts';
import { paretoReachProbability } from './pareto-multiplier.ts';

const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++]!;
};

describe('Crash rules', () => {
  it('draws the crash point like Limbo: 0.99 * 2^32 / k hundredths, at least 1.00x', () => {
    expect(crashPointOf(floatsOf(0.5))).toBe(19_800);
    expect(crashPointOf(floatsOf(0))).toBe(10_000); // an instant crash
    expect(crashPointOf(floatsOf(0.0101))).toBe(10_000);
  });

  it('pays a cash-out at or below the crash point, nothing above it', () => {
    expect(settleCrashCashOut(19_800, { cashOutMultiplier: 19_800 })).toEqual({
      won: true,
      payoutMultiplier: 19_800,
    });
    expect(settleCrashCashOut(19_800, { cashOutMultiplier: 19_900 })).toEqual({
      won: false,
      payoutMultiplier: 0,
    });
    expect(settleCrashCashOut(10_000, { cashOutMultiplier: 10_100 }).won).toBe(false);
    expect(playCrash({ cashOutMultiplier: 15_000 }, floatsOf(0.5))).toEqual({
      crashPoint: 19_800,
      won: true,
      payoutMultiplier: 15_000,
    });
  });

  it('accepts cash-outs of 1.01x to 1,000,000x in steps of 0.01x and rejects the rest', () => {
    expect(() => settleCrashCashOut(10_000, { cashOutMultiplier: CRASH_MIN_CASH_OUT })).not.toThrow();
    expect(() => settleCrashCashOut(10_000, { cashOutMultiplier: CRASH_MAX_CASH_OUT })).not.toThrow();
    for (const cashOutMultiplier of [10_000, 10_050, CRASH_MAX_CASH_OUT + 100, Number.POSITIVE_INFINITY]) {
      expect(() => playCrash({ cashOutMultiplier }, floatsOf(0.5))).toThrow(RangeError);
    }
  });
});

describe('Crash curve', () => {
  it('climbs as e^(0.00006 t) from 1.00x, rounded down to the hundredth', () => {
    expect(cashOutMultiplierAt(0)).toBe(10_000);
    expect(cashOutMultiplierAt(11_552)).toBe(19_900); // e^0.69312 = 1.99990…
    expect(cashOutMultiplierAt(11_553)).toBe(20_000); // e^0.69318 = 2.00002…
    expect(cashOutMultiplierAt(60_000)).toBe(365_900); // e^3.6 = 36.598…
    expect(() => cashOutMultiplierAt(-1)).toThrow(RangeError);
  });

  it('never goes down', () => {
    let previous = 0;
    let decreases = 0;
    for (let elapsedMs = 0; elapsedMs <= 400_000; elapsedMs += 1) {
      const multiplier = cashOutMultiplierAt(elapsedMs);
      if (multiplier < previous) decreases += 1;
      previous = multiplier;
    }
    expect(decreases).toBe(0);
  });

  it('elapsedMsFor gives the first millisecond the curve shows a multiplier', () => {
    const random = simulationFloats(7);
    const multipliers = [10_000, 10_100, 20_000, 1_000_000, CRASH_MAX_CASH_OUT, 425_201_762_304 * 100];
    for (let i = 0; i < 2000; i++) multipliers.push(crashPointOf(random));
    for (const multiplier of multipliers) {
      const elapsedMs = elapsedMsFor(multiplier);
      expect(cashOutMultiplierAt(elapsedMs)).toBeGreaterThanOrEqual(multiplier);
      if (elapsedMs > 0) expect(cashOutMultiplierAt(elapsedMs - 1)).toBeLessThan(multiplier);
    }
    expect(elapsedMsFor(20_000)).toBe(11_553);
    expect(() => elapsedMsFor(9_999)).toThrow(RangeError);
  });
});

describe('Crash verification', () => {
  it('recomputes a fixed round from its seeds (a change of the maths breaks this)', () => {
    const crashPoints = [1, 2, 3, 4, 5, 6, 7, 8].map((nonce) =>
      crashPointOf(
        floatSourceOf({ serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-crash-round', nonce }),
      ),
    );
    expect(crashPoints).toEqual([22_500, 29_800, 216_700, 32_500, 135_800, 11_300, 18_800, 21_700]);
  });
});

// About 1 s a parameter alone on this 2-core machine; the margin is for a loaded machine.
describe('Crash return to player', { timeout: 60_000 }, () => {
  // Simulated with simulationFloats, not the HMAC path (minutes for 10M rounds); the fair floats'
  // uniformity is tested in fair-random.test.ts, and both sources have the same 2^-32 resolution.
  // Every round settles one player per cash-out target, as a multiplayer round does.
  it('is 99 % for every cash-out target, within 5 standard errors over 10M rounds', () => {
    const rounds = 10_000_000;
    const cashOuts = [10_100, 15_000, 30_000, 100_000, 1_000_000].map((cashOutMultiplier) => ({
      cashOutMultiplier,
    }));
    const paidPerTarget = cashOuts.map(() => 0);
    const floats = simulationFloats(20_240_601);
    for (let round = 0; round < rounds; round++) {
      const crashPoint = crashPointOf(floats);
      for (let target = 0; target < cashOuts.length; target++) {
        paidPerTarget[target]! += settleCrashCashOut(crashPoint, cashOuts[target]!).payoutMultiplier;
      }
    }
    cashOuts.forEach(({ cashOutMultiplier }, target) => {
      const expected = winOrLoseRtp(cashOutMultiplier, paretoReachProbability(cashOutMultiplier));
      const measured = paidPerTarget[target]! / MULTIPLIER_SCALE / rounds;
      const standardError = expected.roundStandardDeviation / Math.sqrt(rounds);
      console.log(
        `Crash cash-out ${cashOutMultiplier / MULTIPLIER_SCALE}x: measured RTP ${(measured * 100).toFixed(3)} % ` +
          `over ${rounds} rounds (${((measured - expected.rtp) / standardError).toFixed(2)} SE), exact ` +
          `${(expected.rtp * 100).toFixed(4)} %, tolerance ±${(500 * standardError).toFixed(3)} points (5 SE)`,
      );
      expect(Math.abs(measured - expected.rtp)).toBeLessThan(5 * standardError);
    });
  });
});
