import type { HouseGame, HousePlay } from '@lotus/contract/house-games';
import { floatSourceOf, payoutOf } from '@lotus/games';
import type { FairSeed, FloatSource } from '@lotus/games';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertSameRequest } from '../../platform/idempotency/fingerprint.ts';
import type { HouseMoney } from '../money/service.ts';
import { jackpotFloatOf } from '../money/jackpot-rule.ts';
import { largestMultiplierOf, houseStakeLimits } from '../limits.ts';
import type { HouseBetParams } from '../limits.ts';
import { roundView } from './view.ts';
import {
  insertRound,
  lockSeedPairForRound,
  selectOpenRound,
  selectRoundByKey,
  storedRoundOf,
} from './tables.ts';
import type { HouseRoundRow, NewRound } from './tables.ts';
import { openSeedPair } from '../seeds/tables.ts';
import { selectHouseSettings } from '../settings/tables.ts';
import type { HouseSettingsRow } from '../settings/tables.ts';

/** Serialization failures and deadlocks are retried: every step of a round touches only the database. */
export const roundTransaction = { retries: 8 };

/** What a game's engine made of the round's fair floats. */
export interface Drawn {
  /** The engine's round value (Mines, Tower) or the outcome (instant games), stored as JSON. */
  state: unknown;
  multiplier: number;
  /** True for a Mines or Tower round still in play. */
  playing: boolean;
}

/** The engines throw a RangeError for a bet or move they do not allow: the player gets `code`. */
export function refusingRangeErrors<T>(
  code: 'error_validation' | 'error_house_move_invalid',
  run: () => T,
): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError(code, { cause: error, params: { reason: error.message } });
    throw error;
  }
}

export function seedOf(row: Pick<HouseRoundRow, 'server_seed' | 'client_seed' | 'nonce'>): FairSeed {
  return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
}

/** Refuses a stake outside the game's range or a bet that could pay more than the max win. */
export function checkBet(bet: HouseBetParams, stake: bigint, settings: HouseSettingsRow): void {
  const limits = houseStakeLimits[bet.game];
  if (stake < limits.min || stake > limits.max) {
    throw new AppError('error_house_stake_out_of_range', {
      params: { min: limits.min.toString(), max: limits.max.toString() },
    });
  }
  const largest = refusingRangeErrors('error_validation', () => largestMultiplierOf(bet));
  if (payoutOf(stake, largest) > settings.max_win) {
    throw new AppError('error_house_max_win_exceeded', { params: { maxWin: settings.max_win.toString() } });
  }
}

/** What a round's start is asked: the bet, its key and fingerprint, and the game's draw. */
export interface RoundStart {
  memberId: bigint;
  bet: HouseBetParams;
  params: Record<string, unknown>;
  stake: bigint;
  idempotencyKey: string;
  /** The request's fingerprint (platform/idempotency's requestFingerprint of the call and body). */
  fingerprint: Buffer;
  draw: (floats: FloatSource) => Drawn;
}

/**
 * Plays the start of a round: the member's seed pair locked (all of a member's bets queue here, so
 * nonces are taken one at a time), the outcome drawn from the pair's next nonce, the round stored,
 * the stake placed and (instant games) the round settled, in one transaction. A repeat of the
 * idempotency key with the same request answers the first round and moves nothing; with another
 * request (another game, stake or choice) it is refused with error_conflict.
 */
export function createRoundStarter(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  money: HouseMoney;
}) {
  const { pool, brand, money } = deps;

  async function answerOf(client: PoolClient | Pool, row: HouseRoundRow): Promise<HousePlay> {
    return {
      round: roundView(row, brand.currency),
      balance: (await money.walletBalance(client, row.member_id, row.is_demo ? 'play' : 'main')).toString(),
    };
  }

  /** A repeat of a round's key: the first round with the same request, error_conflict with another. */
  function answerOfRepeat(
    client: PoolClient,
    repeat: HouseRoundRow & { request_hash: Buffer | null },
    fingerprint: Buffer,
  ): Promise<HousePlay> {
    assertSameRequest(repeat.request_hash, fingerprint);
    return answerOf(client, repeat);
  }

  /**
   * The member's seed pair, locked, with the house settings and whether the key was used, in one
   * statement; the pair is opened and the settings row made first when missing (a member's first
   * round, a brand's first bet).
   */
  async function lockPairForRound(client: PoolClient, memberId: bigint, idempotencyKey: string) {
    const query = { brandId: brand.id, memberId, idempotencyKey };
    let read = await lockSeedPairForRound(client, query);
    if (!read.pair) {
      await openSeedPair(client, brand.id, memberId);
      read = await lockSeedPairForRound(client, query);
    }
    if (!read.pair) throw new Error('house rounds: the member’s active pair is gone');
    return {
      pair: read.pair,
      settings: read.settings ?? (await selectHouseSettings(client, brand.id)),
      keyUsed: read.keyUsed,
      // A free-play guest plays with play money (decision 0018): the same round, another wallet.
      wallet: read.isDemo ? ('play' as const) : ('main' as const),
    };
  }

  async function start(input: RoundStart): Promise<HousePlay> {
    const { memberId, bet, stake, idempotencyKey, fingerprint } = input;
    const game: HouseGame = bet.game;
    return inTransaction(
      pool,
      async (client) => {
        const { pair, settings, keyUsed, wallet } = await lockPairForRound(client, memberId, idempotencyKey);
        // A repeat answers the first round (the same request) or error_conflict, before any check.
        if (keyUsed) {
          const repeat = await selectRoundByKey(client, memberId, idempotencyKey);
          if (!repeat) throw new Error('house rounds: a used key has no round');
          return answerOfRepeat(client, repeat, fingerprint);
        }
        checkBet(bet, stake, settings);
        // A concurrent repeat of the key waited for the pair: it answers the first round. An instant
        // game finds it at the round's insert below (one statement less per bet); a Mines or Tower
        // start must find it before refusing a start while its own first round is open.
        const playable = game === 'mines-gold' || game === 'tower';
        if (playable) {
          const repeat = await selectRoundByKey(client, memberId, idempotencyKey);
          if (repeat) return answerOfRepeat(client, repeat, fingerprint);
          if (await selectOpenRound(client, memberId, game)) throw new AppError('error_house_round_open');
        }
        const seed: FairSeed = {
          serverSeed: pair.server_seed,
          clientSeed: pair.client_seed,
          nonce: pair.next_nonce,
        };
        const drawn = refusingRangeErrors('error_validation', () => input.draw(floatSourceOf(seed)));
        const payout = drawn.playing ? 0n : payoutOf(stake, drawn.multiplier);
        const status = drawn.playing ? 'playing' : payout > 0n ? 'won' : 'lost';
        const round: NewRound = {
          brandId: brand.id,
          memberId,
          game,
          seedPairId: pair.id,
          nonce: seed.nonce,
          idempotencyKey,
          requestHash: fingerprint,
          params: input.params,
          state: drawn.state,
          stake,
          payout,
          multiplier: drawn.multiplier,
          status,
        };
        const inserted = await insertRound(client, round);
        if (inserted === undefined) {
          const repeat = await selectRoundByKey(client, memberId, idempotencyKey);
          if (!repeat) throw new Error('house rounds: a used key has no round');
          return answerOfRepeat(client, repeat, fingerprint);
        }
        const roundId = inserted.id.toString();
        // An instant game's stake and payout are known together: one statement of the wallet writes both.
        const { balance } = drawn.playing
          ? await money.placeStake(client, { memberId, wallet, gameCode: game, roundId, stake, settings })
          : await money.stakeAndSettleRound(client, {
              memberId,
              wallet,
              gameCode: game,
              roundId,
              stake,
              payout,
              jackpotFloat: jackpotFloatOf(seed),
              settings,
            });
        const row = storedRoundOf(inserted, round, pair, wallet);
        return { round: roundView(row, brand.currency), balance: balance.toString() };
      },
      roundTransaction,
    );
  }

  return { start, answerOf };
}

export type RoundStarter = ReturnType<typeof createRoundStarter>;
