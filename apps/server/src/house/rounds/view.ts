import type { HouseRound } from '@lotus/contract/house-games';
import { towerTrapColumns } from '@lotus/games';
import type { MinesRound, PlinkoBounce, TowerDifficulty, TowerRound } from '@lotus/games';
import type { HouseRoundRow } from './tables.ts';
import { playCurrency } from '../../wallet/index.ts';

/**
 * A stored round as the contract shows it. The board of a Mines or Tower round (its mines, its
 * traps) only once the round is over; the server seed only once its pair was rotated, or always
 * to the operator (`revealSeed`).
 */
export function roundView(row: HouseRoundRow, currency: string, revealSeed = false): HouseRound {
  const over = row.status !== 'playing';
  const base = {
    id: row.id.toString(),
    status: row.status,
    stake: row.stake.toString(),
    payout: row.payout.toString(),
    multiplier: Number(row.multiplier),
    // A guest's round was played with play money (decision 0018).
    currency: row.is_demo ? playCurrency : currency,
    nonce: row.nonce,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    serverSeed: revealSeed || row.revealed_at !== null ? row.server_seed : null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
  const params = row.params;
  const state = row.state;
  switch (row.game) {
    case 'dice':
      return {
        ...base,
        game: 'dice',
        params: {
          direction: params.direction as 'under' | 'over',
          targetHundredths: params.targetHundredths as number,
        },
        outcome: { rollHundredths: state.rollHundredths as number },
      };
    case 'limbo':
      return {
        ...base,
        game: 'limbo',
        params: { targetMultiplier: params.targetMultiplier as number },
        outcome: { outcomeMultiplier: state.outcomeMultiplier as number },
      };
    case 'plinko':
      return {
        ...base,
        game: 'plinko',
        params: { rows: params.rows as number, risk: params.risk as 'low' | 'medium' | 'high' },
        outcome: { path: state.path as PlinkoBounce[], bucket: state.bucket as number },
      };
    case 'mines-gold': {
      const round = state as unknown as MinesRound;
      return {
        ...base,
        game: 'mines-gold',
        params: { mines: params.mines as number },
        outcome: {
          revealed: [...round.safeTiles],
          mineHit: round.mineHit,
          mineTiles: over ? [...round.mineTiles] : null,
        },
      };
    }
    case 'tower': {
      const round = state as unknown as TowerRound;
      return {
        ...base,
        game: 'tower',
        params: { difficulty: params.difficulty as TowerDifficulty },
        outcome: {
          columns: [...round.safeColumns],
          trapHit: round.trapHit,
          traps: over ? round.trapMasks.map((mask) => towerTrapColumns(mask)) : null,
        },
      };
    }
    default:
      throw new Error(`house rounds: unknown game ${row.game}`);
  }
}
