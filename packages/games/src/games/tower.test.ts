import { describe, expect, it } from 'vitest';

import { floatSourceOf } from '../fair/fair-random.ts';
import { MULTIPLIER_SCALE } from '../payout.ts';
import { drawTowerTrapMasks, towerTrapColumns } from './tower-layout.ts';
import { towerMultiplier } from './tower-multiplier.ts';
import {
  cashOutTower,
  climbTower,
  startTowerRound,
  towerRoundMultiplier,
  towerRoundPayout,
} from './tower-round.ts';
import type { TowerRound } from './tower-round.ts';
import { TOWER_DIFFICULTIES, TOWER_DIFFICULTY_NAMES, TOWER_LEVELS } from './tower-rules.ts';
import type { TowerDifficulty } from './tower-rules.ts';

/** A FloatSource that returns the given floats in order, then 0. */
const floatsOf = (...floats: number[]) => {
  let index = 0;
  return () => floats[index++] ?? 0;
};

/** A medium round (3 columns, 2 safe) whose trap is in column 0 on every level. */
const mediumRoundTrapsLeft = (): TowerRound => ({
  difficulty: 'medium',
  trapMasks: Array.from({ length: TOWER_LEVELS }, () => 0b001),
  safeColumns: [],
  trapHit: null,
  status: 'playing',
});

describe('Tower rules', () => {
  it('has the difficulties as data: columns and safe tiles per level', () => {
    expect(TOWER_DIFFICULTIES).toEqual({
      easy: { columns: 4, safeTiles: 3 },
      medium: { columns: 3, safeTiles: 2 },
      hard: { columns: 2, safeTiles: 1 },
      expert: { columns: 3, safeTiles: 1 },
      master: { columns: 4, safeTiles: 1 },
    });
    expect(TOWER_LEVELS).toBe(9);
  });

  it('rejects an unknown difficulty and a column off the level', () => {
    expect(() => startTowerRound('impossible' as TowerDifficulty, floatsOf())).toThrow(
      /difficulty must be one of easy, medium, hard, expert, master/,
    );
    const round = mediumRoundTrapsLeft();
    expect(() => climbTower(round, 3)).toThrow(/on medium a column must be an integer from 0 to 2/);
    expect(() => climbTower(round, -1)).toThrow(RangeError);
    expect(() => towerMultiplier('easy', 10)).toThrow(/from 0 to 9/);
  });
});

/** The trap columns of every level, as lists: easier to read in expectations than bit sets. */
const drawTowerTraps = (difficulty: TowerDifficulty, floats: () => number) =>
  drawTowerTrapMasks(difficulty, floats).map(towerTrapColumns);

describe('Tower layout', () => {
  it('draws the one trap of an easy, medium or hard level from one float: column floor(float * columns)', () => {
    const easy = drawTowerTraps('easy', floatsOf(0.1, 0.3, 0.6, 0.9, 0, 0, 0, 0, 1 - 2 ** -32));
    expect(easy).toEqual([[0], [1], [2], [3], [0], [0], [0], [0], [3]]);
    const hard = drawTowerTraps('hard', floatsOf(0.49, 0.5));
    expect(hard.slice(0, 3)).toEqual([[0], [1], [0]]);
  });

  it('draws the one safe tile of an expert or master level instead; the other columns are traps', () => {
    // Master, 4 columns: safe column floor(float * 4) -> 2, then 0, then 3.
    const master = drawTowerTraps('master', floatsOf(0.5, 0, 0.99));
    expect(master.slice(0, 3)).toEqual([
      [0, 1, 3],
      [1, 2, 3],
      [0, 1, 2],
    ]);
    // Expert, 3 columns: safe column floor(0.7 * 3) = 2.
    expect(drawTowerTraps('expert', floatsOf(0.7))[0]).toEqual([0, 1]);
  });

  it('uses one float a level (the smaller of traps and safe tiles), all drawn at the start', () => {
    for (const difficulty of TOWER_DIFFICULTY_NAMES) {
      let used = 0;
      const counting = () => (++used * 0.618) % 1;
      const traps = drawTowerTraps(difficulty, counting);
      const { columns, safeTiles } = TOWER_DIFFICULTIES[difficulty];
      expect(used).toBe(TOWER_LEVELS * Math.min(safeTiles, columns - safeTiles));
      expect(used).toBe(TOWER_LEVELS);
      for (const level of traps) expect(level).toHaveLength(columns - safeTiles);
    }
  });
});

describe('Tower multipliers', () => {
  it('pays 0.97 * (columns / safe tiles)^levels in ten-thousandths, rounded down', () => {
    expect(towerMultiplier('easy', 1)).toBe(12_933); // 0.97 * 4/3 = 1.29333…
    expect(towerMultiplier('easy', 9)).toBe(129_187); // 0.97 * 4^9 / 3^9 = 12.91874…
    expect(towerMultiplier('medium', 2)).toBe(21_825); // 0.97 * 9/4 = 2.1825
    expect(towerMultiplier('hard', 9)).toBe(4_966_400); // 0.97 * 2^9 = 496.64
    expect(towerMultiplier('expert', 3)).toBe(261_900); // 0.97 * 27 = 26.19
    expect(towerMultiplier('master', 9)).toBe(2_542_796_800); // 0.97 * 4^9 = 254,279.68, the largest
  });
});

describe('Tower round', () => {
  it('climbs on a safe column, grows the multiplier and pays stake * multiplier on cashing out', () => {
    let round = climbTower(mediumRoundTrapsLeft(), 1);
    expect(round).toMatchObject({ safeColumns: [1], status: 'playing' });
    expect(towerRoundMultiplier(round)).toBe(14_550);
    round = climbTower(round, 2);
    expect(towerRoundMultiplier(round)).toBe(21_825);
    round = cashOutTower(round);
    expect(round.status).toBe('cashed_out');
    expect(towerRoundPayout(round, 1_000n)).toBe(2_182n); // 1,000 * 2.1825 = 2,182.5, rounded down
  });

  it('ends the round on a trap, paying nothing, and allows no further move', () => {
    let round = climbTower(mediumRoundTrapsLeft(), 2);
    round = climbTower(round, 0);
    expect(round).toMatchObject({ safeColumns: [2], trapHit: 0, status: 'lost' });
    expect(towerRoundMultiplier(round)).toBe(0);
    expect(towerRoundPayout(round, 1_000n)).toBe(0n);
    expect(() => climbTower(round, 1)).toThrow(/the round is lost/);
    expect(() => cashOutTower(round)).toThrow(/the round is lost/);
  });

  it('needs a cleared level before cashing out, and has no payout while in play', () => {
    const round = mediumRoundTrapsLeft();
    expect(() => cashOutTower(round)).toThrow(/before a level is cleared/);
    expect(() => towerRoundPayout(climbTower(round, 1), 100n)).toThrow(/still in play/);
  });

  it('cashes out by itself at the top', () => {
    let round = mediumRoundTrapsLeft();
    for (let level = 0; level < TOWER_LEVELS; level++) round = climbTower(round, 1);
    expect(round.status).toBe('cashed_out');
    expect(towerRoundPayout(round, 100n)).toBe(3_729n); // 0.97 * 1.5^9 = 37.2900…
    expect(() => climbTower(round, 1)).toThrow(/the round is cashed_out/);
  });
});

describe('Tower verification', () => {
  it('recomputes a fixed round from its seeds (a change of the maths breaks this)', () => {
    const seed = { serverSeed: 'lotus-verifier-server-seed', clientSeed: 'lotus-verifier-client', nonce: 11 };
    const round = startTowerRound('expert', floatSourceOf(seed));
    // The safe column of each level, bottom first, is the one missing: 1, 1, 0, 2, 2, 0, 1, 2, 0.
    expect(round.trapMasks.map(towerTrapColumns)).toEqual([
      [0, 2],
      [0, 2],
      [1, 2],
      [0, 1],
      [0, 1],
      [1, 2],
      [0, 2],
      [0, 1],
      [1, 2],
    ]);
    const threeUp = climbTower(climbTower(climbTower(round, 1), 1), 0);
    expect(towerRoundPayout(cashOutTower(threeUp), 1_000n)).toBe(26_190n); // 0.97 * 3^3 = 26.19
    expect(climbTower(threeUp, 1)).toMatchObject({ trapHit: 1, status: 'lost' });
  });
});

describe('Tower exact return to player', () => {
  it('is at most 97 % and above 96.99 % for every difficulty and fixed number of levels', () => {
    // Cashing out after L levels returns (safe / columns)^L * multiplier; rounding the multiplier down
    // to ten-thousandths loses under 0.0001 of that chance. Checked in integers.
    let lowest = { rtp: 1, difficulty: '', levels: 0 };
    for (const difficulty of TOWER_DIFFICULTY_NAMES) {
      const { columns, safeTiles } = TOWER_DIFFICULTIES[difficulty];
      for (let levels = 1; levels <= TOWER_LEVELS; levels++) {
        const returned = BigInt(towerMultiplier(difficulty, levels)) * BigInt(safeTiles) ** BigInt(levels);
        const staked = BigInt(MULTIPLIER_SCALE) * BigInt(columns) ** BigInt(levels);
        expect(100n * returned).toBeLessThanOrEqual(97n * staked);
        expect(10_000n * returned).toBeGreaterThan(9_699n * staked);
        const rtp = Number((returned * 10n ** 12n) / staked) / 1e12;
        if (rtp < lowest.rtp) lowest = { rtp, difficulty, levels };
      }
    }
    console.log(
      `Tower exact RTP: 97 % down to ${(lowest.rtp * 100).toFixed(6)} % ` +
        `(${lowest.difficulty}, L = ${lowest.levels}), over all 45 (difficulty, L) pairs`,
    );
  });
});
