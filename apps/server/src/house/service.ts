import type {
  DiceBet,
  HouseOpenRound,
  HousePlay,
  LimboBet,
  MinesStart,
  PlinkoBet,
  TowerStart,
} from '@lotus/contract/house-games';
import {
  placeDiceBet,
  placeLimboBet,
  placePlinkoBet,
  startMinesRound as startMinesRoundCall,
  startTowerRound as startTowerRoundCall,
} from '@lotus/contract/house-games';
import {
  assertLimboParams,
  cashOutMines,
  cashOutTower,
  climbTower,
  minesRoundMultiplier,
  minesRoundPayout,
  playDice,
  playLimbo,
  playPlinko,
  revealMinesTile,
  startMinesRound,
  startTowerRound,
  towerRoundMultiplier,
  towerRoundPayout,
} from '@lotus/games';
import type { MinesRound, PlinkoRows, TowerRound } from '@lotus/games';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { requestFingerprint } from '../platform/idempotency/fingerprint.ts';
import type { HouseMoney } from './money/service.ts';
import { jackpotFloatOf } from './money/jackpot-rule.ts';
import { createRoundStarter, refusingRangeErrors, roundTransaction, seedOf } from './rounds/play.ts';
import { createRoundGroups } from './rounds/round-group.ts';
import { roundView } from './rounds/view.ts';
import { selectOpenRound, selectRound, updateRound } from './rounds/tables.ts';

type StatefulGame = 'mines-gold' | 'tower';

/** A Mines or Tower round after a move, as the engine left it. */
interface Moved {
  state: MinesRound | TowerRound;
  playing: boolean;
  multiplier: number;
  payout: bigint;
}

function movedMines(round: MinesRound, stake: bigint): Moved {
  const playing = round.status === 'playing';
  return {
    state: round,
    playing,
    multiplier: minesRoundMultiplier(round),
    payout: playing ? 0n : minesRoundPayout(round, stake),
  };
}

function movedTower(round: TowerRound, stake: bigint): Moved {
  const playing = round.status === 'playing';
  return {
    state: round,
    playing,
    multiplier: towerRoundMultiplier(round),
    payout: playing ? 0n : towerRoundPayout(round, stake),
  };
}

/**
 * The house games' plays: instant Dice, Limbo and Plinko (bet and settle in one transaction), and
 * Mines Gold and Tower (start, moves, cash out; the round's row locked for each move, so a double
 * click or two tabs never move or pay a round twice). Outcomes come only from @lotus/games fed by
 * the member's seeds.
 */
export function createHousePlay(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  money: HouseMoney;
}) {
  const { pool, brand, money } = deps;
  const starter = createRoundStarter(deps);
  // Dice, Limbo and Plinko are written in groups (decision 0019); Mines and Tower starts are not.
  const groups = createRoundGroups({ ...deps, starter });

  function dice(memberId: bigint, bet: DiceBet): Promise<HousePlay> {
    const params = { direction: bet.direction, targetHundredths: bet.targetHundredths };
    return groups.play({
      memberId,
      bet: { game: 'dice', ...params },
      params,
      stake: BigInt(bet.stake),
      idempotencyKey: bet.idempotencyKey,
      fingerprint: requestFingerprint(placeDiceBet, bet),
      draw: (floats) => {
        const outcome = playDice(params, floats);
        return {
          state: { rollHundredths: outcome.rollHundredths },
          multiplier: outcome.payoutMultiplier,
          playing: false,
        };
      },
    });
  }

  function limbo(memberId: bigint, bet: LimboBet): Promise<HousePlay> {
    const params = { targetMultiplier: bet.targetMultiplier };
    refusingRangeErrors('error_validation', () => assertLimboParams(params));
    return groups.play({
      memberId,
      bet: { game: 'limbo', ...params },
      params,
      stake: BigInt(bet.stake),
      idempotencyKey: bet.idempotencyKey,
      fingerprint: requestFingerprint(placeLimboBet, bet),
      draw: (floats) => {
        const outcome = playLimbo(params, floats);
        return {
          state: { outcomeMultiplier: outcome.outcomeMultiplier },
          multiplier: outcome.payoutMultiplier,
          playing: false,
        };
      },
    });
  }

  function plinko(memberId: bigint, bet: PlinkoBet): Promise<HousePlay> {
    const params = { rows: bet.rows as PlinkoRows, risk: bet.risk };
    return groups.play({
      memberId,
      bet: { game: 'plinko', ...params },
      params,
      stake: BigInt(bet.stake),
      idempotencyKey: bet.idempotencyKey,
      fingerprint: requestFingerprint(placePlinkoBet, bet),
      draw: (floats) => {
        const outcome = playPlinko(params, floats);
        return {
          state: { path: outcome.path, bucket: outcome.bucket },
          multiplier: outcome.payoutMultiplier,
          playing: false,
        };
      },
    });
  }

  function startMines(memberId: bigint, start: MinesStart): Promise<HousePlay> {
    return starter.start({
      memberId,
      bet: { game: 'mines-gold', mines: start.mines },
      params: { mines: start.mines },
      stake: BigInt(start.stake),
      idempotencyKey: start.idempotencyKey,
      fingerprint: requestFingerprint(startMinesRoundCall, start),
      draw: (floats) => ({ state: startMinesRound(start.mines, floats), multiplier: 0, playing: true }),
    });
  }

  function startTower(memberId: bigint, start: TowerStart): Promise<HousePlay> {
    return starter.start({
      memberId,
      bet: { game: 'tower', difficulty: start.difficulty },
      params: { difficulty: start.difficulty },
      stake: BigInt(start.stake),
      idempotencyKey: start.idempotencyKey,
      fingerprint: requestFingerprint(startTowerRoundCall, start),
      draw: (floats) => ({ state: startTowerRound(start.difficulty, floats), multiplier: 0, playing: true }),
    });
  }

  /** One move on an open round of the member's, under the round's lock; the last move settles it. */
  function move(
    memberId: bigint,
    game: StatefulGame,
    roundId: string,
    apply: (state: unknown, stake: bigint) => Moved,
  ): Promise<HousePlay> {
    return inTransaction(
      pool,
      async (client) => {
        const id = BigInt(roundId);
        const row = await selectRound(client, { brandId: brand.id, id, memberId, lock: true });
        if (!row || row.game !== game) throw new AppError('error_not_found');
        if (row.status !== 'playing') throw new AppError('error_house_round_over');
        const moved = refusingRangeErrors('error_house_move_invalid', () => apply(row.state, row.stake));
        const status = moved.playing ? 'playing' : moved.payout > 0n ? 'won' : 'lost';
        await updateRound(client, id, {
          state: moved.state,
          payout: moved.payout,
          multiplier: moved.multiplier,
          status,
        });
        // A guest's round plays with play money (decision 0018).
        const wallet = row.is_demo ? 'play' : 'main';
        let balance: bigint;
        if (moved.playing) {
          balance = await money.walletBalance(client, memberId, wallet);
        } else {
          ({ balance } = await money.settleRound(client, {
            memberId,
            wallet,
            gameCode: game,
            roundId,
            stake: row.stake,
            payout: moved.payout,
            jackpotFloat: jackpotFloatOf(seedOf(row)),
          }));
        }
        const after = await selectRound(client, { brandId: brand.id, id });
        if (!after) throw new Error('house rounds: the round just moved is gone');
        return { round: roundView(after, brand.currency), balance: balance.toString() };
      },
      roundTransaction,
    );
  }

  const revealMines = (memberId: bigint, roundId: string, tile: number) =>
    move(memberId, 'mines-gold', roundId, (state, stake) =>
      movedMines(revealMinesTile(state as MinesRound, tile), stake),
    );
  const cashOutMinesRound = (memberId: bigint, roundId: string) =>
    move(memberId, 'mines-gold', roundId, (state, stake) =>
      movedMines(cashOutMines(state as MinesRound), stake),
    );
  const climb = (memberId: bigint, roundId: string, column: number) =>
    move(memberId, 'tower', roundId, (state, stake) =>
      movedTower(climbTower(state as TowerRound, column), stake),
    );
  const cashOutTowerRound = (memberId: bigint, roundId: string) =>
    move(memberId, 'tower', roundId, (state, stake) => movedTower(cashOutTower(state as TowerRound), stake));

  /** The member's open round of the game, to resume after a reload. */
  async function openRound(memberId: bigint, game: StatefulGame): Promise<HouseOpenRound> {
    const row = await selectOpenRound(pool, memberId, game);
    return { round: row ? roundView(row, brand.currency) : null };
  }

  return {
    dice,
    limbo,
    plinko,
    startMines,
    revealMines,
    cashOutMines: cashOutMinesRound,
    startTower,
    climb,
    cashOutTower: cashOutTowerRound,
    openRound,
    /** At shutdown: every queued instant bet is written and answered first. */
    close: groups.close,
  };
}

export type HousePlayService = ReturnType<typeof createHousePlay>;
