import { payoutOf, settleCrashCashOut } from '@lotus/games';
import type { PoolClient } from '../../platform/database/pool.ts';
import { jackpotFloatOf } from '../money/jackpot-rule.ts';
import type { HouseMoney } from '../money/service.ts';
import { markBetSettled } from './tables.ts';
import type { CrashBetRow, CrashRoundRow } from './tables.ts';

/**
 * A bet's jackpot float: the round's seed with the bet's id in the client seed, so every bet of a
 * round has its own draw, fixed (like the crash point) before the round starts and checkable once the
 * seed is revealed: jackpotFloatOf({ serverSeed, clientSeed: `${clientSeed}#${betId}`, nonce }).
 */
export function crashJackpotFloat(round: CrashRoundRow, betId: bigint): number {
  return jackpotFloatOf({
    serverSeed: round.server_seed,
    clientSeed: `${round.client_seed}#${betId}`,
    nonce: Number(round.round_number),
  });
}

/**
 * Settles one locked, open bet in the caller's transaction: a cash-out at `cashOutMultiplier` (the
 * engine decides it wins only when the crash point reached it) or, with null, a loss. Money moves
 * through house-money (round id = the bet's id), exactly once: the row is marked first and only the
 * transaction that marks it pays.
 */
export async function settleCrashBet(
  client: PoolClient,
  money: HouseMoney,
  round: CrashRoundRow,
  bet: CrashBetRow,
  cashOutMultiplier: number | null,
): Promise<{ settled: CrashBetRow; balance: bigint } | undefined> {
  const outcome =
    cashOutMultiplier === null
      ? { won: false, payoutMultiplier: 0 }
      : settleCrashCashOut(Number(round.crash_point), { cashOutMultiplier });
  const payout = payoutOf(bet.stake, outcome.payoutMultiplier);
  const settled = await markBetSettled(client, bet.id, {
    cashedOutAt: outcome.won ? outcome.payoutMultiplier : null,
    payout,
  });
  if (!settled) return undefined;
  const { balance } = await money.settleRound(client, {
    memberId: bet.member_id,
    gameCode: 'pappu',
    roundId: bet.id.toString(),
    stake: bet.stake,
    payout,
    jackpotFloat: crashJackpotFloat(round, bet.id),
  });
  return { settled, balance };
}
