import type { LotteryBoard, LotteryBetTypeCode, LotteryRegion } from '@lotus/games';
import { comparedValues, isLotteryBetTypeCode } from '@lotus/games';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { LotteryLedger } from '../needs.ts';
import type { PendingNotice } from './settlement-tables.ts';
import {
  claimSettlement,
  finishSettlement,
  hasEarlierUnsettledNotice,
  insertRoundResults,
  insertWinningBets,
  lockSettlingDraw,
  recordMoves,
  selectDrawBetTypes,
  selectPreviousSettlement,
  selectResultBoard,
} from './settlement-tables.ts';

/** How a settlement pass ended for one notice or void: done now, done before, or waiting its turn. */
export type SettlementOutcome = 'settled' | 'already' | 'waiting';

/** Each bet type's covered values that appear on the board, with how many times (the statement's input). */
export function appearingValues(
  types: readonly string[],
  region: LotteryRegion,
  board: LotteryBoard,
): { types: string[]; values: string[]; counts: number[] } {
  const input = { types: [] as string[], values: [] as string[], counts: [] as number[] };
  for (const type of types) {
    if (!isLotteryBetTypeCode(type)) throw new Error(`lottery: a bet of unknown type ${type}`);
    const counts = new Map<string, number>();
    for (const value of comparedValues(type as LotteryBetTypeCode, region, board))
      counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const [value, count] of counts) {
      input.types.push(type);
      input.values.push(value);
      input.counts.push(count);
    }
  }
  return input;
}

/**
 * A draw's settlement is a few big statements: compiling them (JIT) costs more than it saves, and
 * grouping a draw's multi-number bets spills past the default working memory (measured by `pnpm
 * bench lottery`: 4.2 s to 3.5 s for the winning bets of 1,000,000). For this transaction only.
 */
async function tuneForSettlement(client: PoolClient): Promise<void> {
  await client.query(`set local jit = off`);
  await client.query(`set local work_mem = '64MB'`);
}

/**
 * Settling draws (decision 0021): each final notice once, each void once, in one transaction that
 * claims the settlement's row, writes every winning bet and every member's round in set-based
 * statements, and moves the money through the ledger; a crash anywhere rolls all of it back and
 * the next pass settles it whole.
 */
export function createDrawSettlement(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Pick<LotteryLedger, 'postMemberPayoutsWithin'>;
  /** Called in the settlement's transaction when a correction changed members' winnings. */
  onCorrected?: (client: PoolClient, drawKey: string, memberIds: bigint[]) => Promise<void>;
}) {
  const { pool, brand, ledger } = deps;

  async function moveMoney(
    client: PoolClient,
    settlementId: bigint,
    drawKey: string,
    rounds: Array<{ member_id: bigint; moved: bigint }>,
    kind: 'win' | 'refund',
  ): Promise<bigint[]> {
    const due = rounds.filter((round) => BigInt(round.moved) !== 0n);
    const answers = await ledger.postMemberPayoutsWithin(client, {
      kind,
      memo: `lottery ${drawKey}`,
      system: 'house',
      payouts: due.map((round) => ({
        memberId: BigInt(round.member_id),
        amount: BigInt(round.moved),
        idempotencyKey: `lottery:settlement:${settlementId}:${round.member_id}`,
      })),
    });
    const asked = new Map(due.map((round) => [BigInt(round.member_id), BigInt(round.moved)]));
    await recordMoves(
      client,
      settlementId,
      answers.map((answer) => ({
        memberId: answer.memberId,
        moved: answer.moved,
        shortfall: answer.moved - (asked.get(answer.memberId) ?? 0n),
        journalId: answer.journalId,
      })),
    );
    return due.map((round) => BigInt(round.member_id));
  }

  async function settleNotice(notice: PendingNotice): Promise<SettlementOutcome> {
    return inTransaction(pool, async (client) => {
      await tuneForSettlement(client);
      const draw = await lockSettlingDraw(client, notice.draw_id);
      if (!draw) throw new Error(`lottery: notice ${notice.id} names no draw`);
      if (await hasEarlierUnsettledNotice(client, notice.draw_id, notice.id)) return 'waiting';
      const settlementId = await claimSettlement(client, {
        brandId: brand.id,
        drawId: notice.draw_id,
        noticeId: notice.id,
        kind: notice.is_correction ? 'correction' : 'result',
      });
      if (settlementId === undefined) return 'already';
      const board = await selectResultBoard(client, notice.result_id);
      const types = await selectDrawBetTypes(client, notice.draw_id);
      await insertWinningBets(
        client,
        settlementId,
        notice.draw_id,
        appearingValues(types, draw.region, board),
      );
      const previousId = await selectPreviousSettlement(client, notice.draw_id, settlementId);
      const rounds = await insertRoundResults(client, {
        id: settlementId,
        drawId: notice.draw_id,
        previousId,
        void: false,
      });
      const changed = await moveMoney(client, settlementId, draw.draw_key, rounds, 'win');
      await finishSettlement(client, settlementId);
      if (notice.is_correction && changed.length > 0 && deps.onCorrected)
        await deps.onCorrected(client, draw.draw_key, changed);
      return 'settled';
    });
  }

  async function refundVoid(drawId: bigint): Promise<SettlementOutcome> {
    return inTransaction(pool, async (client) => {
      const draw = await lockSettlingDraw(client, drawId);
      if (draw?.status !== 'void') return 'already';
      const settlementId = await claimSettlement(client, {
        brandId: brand.id,
        drawId,
        noticeId: null,
        kind: 'void',
      });
      if (settlementId === undefined) return 'already';
      const rounds = await insertRoundResults(client, {
        id: settlementId,
        drawId,
        previousId: null,
        void: true,
      });
      await moveMoney(client, settlementId, draw.draw_key, rounds, 'refund');
      await finishSettlement(client, settlementId);
      return 'settled';
    });
  }

  return { settleNotice, refundVoid };
}

export type DrawSettlement = ReturnType<typeof createDrawSettlement>;
