import type {
  CrashBetRequest,
  CrashBetResult,
  CrashCashOutResult,
  CrashRoundPage,
  CrashState,
} from '@lotus/contract/crash';
import { placeCrashBet } from '@lotus/contract/crash';
import type { PageQuery } from '@lotus/contract/envelope';
import { CRASH_MIN_CASH_OUT, cashOutMultiplierAt } from '@lotus/games';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertSameRequest, requestFingerprint } from '../../platform/idempotency/fingerprint.ts';
import type { HouseMoney } from '../money/service.ts';
import { settleCrashBet } from './settlement.ts';
import {
  insertBet,
  selectBetByKey,
  selectCrashHistory,
  selectCrashedRounds,
  selectLatestRound,
  selectMemberBet,
  selectRoundBets,
} from './tables.ts';
import { myBetOf, playerOf, publicRound, publishCrash, revealedRound } from './views.ts';

export interface CrashStakeLimits {
  minStake: bigint;
  maxStake: bigint;
}

export const defaultCrashStakeLimits: CrashStakeLimits = { minStake: 1_000n, maxStake: 100_000_000n };

/** The PAPPU room's calls: its state, a bet in the betting phase, a cash-out while it climbs, past rounds. */
export function createCrashService(deps: {
  pool: Pool;
  brandId: number;
  money: HouseMoney;
  limits: CrashStakeLimits;
  /** How the room shows a player (the winners board's masking). */
  maskPlayer: (username: string) => string;
}) {
  const { pool, brandId, money, limits, maskPlayer } = deps;

  async function state(memberId: bigint | undefined): Promise<CrashState> {
    const round = await selectLatestRound(pool, brandId);
    // The room opens with the leader's first step, at start-up: until then it is not there.
    if (!round) throw new AppError('error_maintenance');
    const [bets, history] = await Promise.all([
      selectRoundBets(pool, round.id),
      selectCrashHistory(pool, brandId, 20),
    ]);
    const mine = memberId === undefined ? undefined : bets.find((bet) => bet.member_id === memberId);
    return {
      round: publicRound(round),
      players: bets.map(playerOf),
      serverTime: round.now.toISOString(),
      myBet: mine ? myBetOf(mine, round.round_number) : null,
      history: history.map((row) => ({
        roundNumber: Number(row.round_number),
        crashPoint: Number(row.crash_point),
      })),
      limits: { minStake: limits.minStake.toString(), maxStake: limits.maxStake.toString() },
    };
  }

  async function placeBet(
    member: { id: bigint; username: string; isDemo?: boolean },
    request: CrashBetRequest,
  ): Promise<CrashBetResult> {
    // The room is shared and real: every player sees every stake. Play money stays out of it
    // (decision 0018), so a free-play guest watches PAPPU but does not bet there.
    if (member.isDemo === true) throw new AppError('error_free_play_not_offered');
    const stake = BigInt(request.stake);
    if (stake < limits.minStake || stake > limits.maxStake) {
      throw new AppError('error_validation', {
        fields: { stake: 'error_validation' },
        params: { min: limits.minStake.toString(), max: limits.maxStake.toString() },
      });
    }
    const fingerprint = requestFingerprint(placeCrashBet, request);
    /** The bet of this key again: the first answer, or error_conflict when it asked something else. */
    const replayOf = async (client: PoolClient): Promise<CrashBetResult | undefined> => {
      const first = await selectBetByKey(client, member.id, request.idempotencyKey);
      if (!first) return undefined;
      assertSameRequest(first.request_hash, fingerprint);
      return {
        bet: myBetOf(first, first.round_number),
        balance: (await money.mainBalance(client, member.id)).toString(),
      };
    };
    return inTransaction(pool, async (client) => {
      const replay = await replayOf(client);
      if (replay) return replay;
      // A share lock on the round: the leader's move to 'running' (an update lock) waits for the bets
      // under way, and a bet after it sees the phase has changed.
      const round = await selectLatestRound(client, brandId, 'share');
      if (!round || round.phase !== 'betting' || round.now >= round.betting_ends_at) {
        throw new AppError('error_crash_betting_closed');
      }
      const bet = await insertBet(client, {
        brandId,
        roundId: round.id,
        memberId: member.id,
        maskedName: maskPlayer(member.username),
        stake,
        autoCashOut: request.autoCashOut ?? null,
        idempotencyKey: request.idempotencyKey,
        requestHash: fingerprint,
      });
      // Nothing inserted: the same key at once (the other request's bet, now committed, answers), or
      // another bet of the member in this round.
      if (!bet) {
        const repeat = await replayOf(client);
        if (repeat) return repeat;
        throw new AppError('error_crash_already_bet');
      }
      const { balance } = await money.placeStake(client, {
        memberId: member.id,
        gameCode: 'pappu',
        roundId: bet.id.toString(),
        stake,
      });
      await publishCrash(client, brandId, {
        kind: 'bet',
        roundNumber: Number(round.round_number),
        player: playerOf(bet),
      });
      return { bet: myBetOf(bet, round.round_number), balance: balance.toString() };
    });
  }

  /**
   * Cashes out the member's bet at the multiplier of the database's clock (now − started_at), refused
   * once the crash time has come. The bet row is locked, so two presses (or a press and the automatic
   * cash-out) settle it once.
   */
  async function cashOut(memberId: bigint): Promise<CrashCashOutResult> {
    return inTransaction(pool, async (client) => {
      const round = await selectLatestRound(client, brandId, 'share');
      if (!round) throw new AppError('error_crash_no_bet');
      const bet = await selectMemberBet(client, round.id, memberId, true);
      if (!bet) throw new AppError('error_crash_no_bet');
      if (bet.settled_at !== null || round.phase !== 'running' || round.now >= round.crashes_at!) {
        throw new AppError('error_crash_cash_out_closed');
      }
      let multiplier = cashOutMultiplierAt(round.elapsed_ms ?? 0);
      // The automatic target passed already (the leader had not stepped yet): it is paid at its target.
      if (bet.auto_cash_out !== null && multiplier >= Number(bet.auto_cash_out)) {
        multiplier = Number(bet.auto_cash_out);
      }
      // At 1.00x (the first ~166 ms) there is nothing to win yet.
      if (multiplier < CRASH_MIN_CASH_OUT) throw new AppError('error_crash_cash_out_closed');
      const result = await settleCrashBet(client, money, round, bet, multiplier);
      if (!result || result.settled.cashed_out_at === null) throw new AppError('error_crash_cash_out_closed');
      await publishCrash(client, brandId, {
        kind: 'cashout',
        roundNumber: Number(round.round_number),
        player: playerOf(result.settled),
      });
      return {
        cashedOutAt: Number(result.settled.cashed_out_at),
        payout: (result.settled.payout ?? 0n).toString(),
        balance: result.balance.toString(),
      };
    });
  }

  async function rounds(page: PageQuery): Promise<CrashRoundPage> {
    const { rows, total } = await selectCrashedRounds(pool, brandId, page);
    return { content: rows.map(revealedRound), page: page.page, size: page.size, total };
  }

  return { state, placeBet, cashOut, rounds };
}

export type CrashService = ReturnType<typeof createCrashService>;
