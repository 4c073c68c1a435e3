import type { HouseGame } from '@lotus/contract/house-games';
import {
  MINES_TILE_COUNT,
  TOWER_LEVELS,
  diceMultiplier,
  minesMultiplier,
  plinkoMultipliers,
  towerMultiplier,
} from '@lotus/games';
import type { Multiplier, PlinkoRows, TowerDifficulty } from '@lotus/games';

/** Each game's stake range in the brand's minor units (VND: 1,000 to 50,000,000 đồng). */
export const houseStakeLimits: Record<HouseGame, { min: bigint; max: bigint }> = {
  dice: { min: 1_000n, max: 50_000_000n },
  limbo: { min: 1_000n, max: 50_000_000n },
  plinko: { min: 1_000n, max: 50_000_000n },
  'mines-gold': { min: 1_000n, max: 50_000_000n },
  tower: { min: 1_000n, max: 50_000_000n },
};

/** A bet's parameters as each game takes them (checked by the contract and by the engines). */
export type HouseBetParams =
  | { game: 'dice'; direction: 'under' | 'over'; targetHundredths: number }
  | { game: 'limbo'; targetMultiplier: number }
  | { game: 'plinko'; rows: number; risk: 'low' | 'medium' | 'high' }
  | { game: 'mines-gold'; mines: number }
  | { game: 'tower'; difficulty: TowerDifficulty };

/** The most a bet can pay, in ten-thousandths of the stake: the house refuses a bet above the max win. */
export function largestMultiplierOf(bet: HouseBetParams): Multiplier {
  switch (bet.game) {
    case 'dice':
      return diceMultiplier(bet);
    case 'limbo':
      return bet.targetMultiplier;
    case 'plinko':
      return Math.max(...plinkoMultipliers({ rows: bet.rows as PlinkoRows, risk: bet.risk }));
    case 'mines-gold':
      return minesMultiplier(bet.mines, MINES_TILE_COUNT - bet.mines);
    case 'tower':
      return towerMultiplier(bet.difficulty, TOWER_LEVELS);
  }
}
