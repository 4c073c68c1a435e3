import type {
  MyRebate,
  OperatorRebatePage,
  OperatorRebateSettings,
  Rebate,
  RebatePage,
  RebateSettings,
  RebateStatus,
} from '@lotus/contract/rebate';
import { rebateGameTypes } from '@lotus/contract/vip';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RewardsLedger } from '../needs.ts';
import { levelIn } from '../vip/levels.ts';
import { selectLevels, selectMemberLevel } from '../vip/tables.ts';
import { levelName } from '../vip/views.ts';
import type { RebateRow } from './tables.ts';
import {
  markClaimed,
  replaceSettings,
  selectClaimableTotal,
  selectMode,
  selectRates,
  selectRebate,
  selectRebatePage,
} from './tables.ts';

/**
 * Rebate and cashback for the member (its level's rates, its history, claiming) and the operator
 * (the mode and rates, audited; the list per day). A claim takes the rebate's row lock and pays in
 * a journal keyed by the rebate, so it pays once; a second claim answers the first.
 */
export function createRebates(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
}) {
  const { pool, brand, ledger } = deps;
  const brandId = brand.id;

  const view = (row: RebateRow): Rebate => ({
    id: row.id.toString(),
    periodKey: row.period_key,
    gameType: row.game_type,
    kind: row.kind,
    level: row.level,
    base: row.base.toString(),
    rateBps: row.rate_bps,
    amount: row.amount.toString(),
    status: row.status,
    currency: brand.currency,
    createdAt: row.created_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
  });

  async function mine(memberId: bigint, language: string): Promise<MyRebate> {
    const [levels, held, rates, mode, claimable] = await Promise.all([
      selectLevels(pool, brandId),
      selectMemberLevel(pool, memberId),
      selectRates(pool, brandId),
      selectMode(pool, brandId),
      selectClaimableTotal(pool, memberId),
    ]);
    const current = levelIn(levels, held?.level);
    const level = current?.level ?? 0;
    const rateOf = (gameType: string, kind: string) =>
      rates.find((rate) => rate.level === level && rate.game_type === gameType && rate.kind === kind)
        ?.rate_bps ?? 0;
    return {
      level,
      levelName: levelName(current, level, language),
      mode,
      rates: rebateGameTypes.map((gameType) => ({
        gameType,
        rebateBps: rateOf(gameType, 'rebate'),
        cashbackBps: rateOf(gameType, 'cashback'),
      })),
      claimable: claimable.toString(),
      currency: brand.currency,
    };
  }

  async function history(
    memberId: bigint,
    query: { page: number; size: number; status?: RebateStatus },
  ): Promise<RebatePage> {
    const { rows, total } = await selectRebatePage(pool, brandId, {
      memberId,
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map(view), page: query.page, size: query.size, total };
  }

  async function claim(memberId: bigint, id: bigint): Promise<Rebate> {
    return inTransaction(pool, async (client) => {
      const row = await selectRebate(client, brandId, id, true);
      if (row === undefined || row.member_id !== memberId) throw new AppError('error_not_found');
      if (row.status === 'claimed') return view(row);
      if (row.status === 'paid') throw new AppError('error_rebate_not_claimable');
      const posted = await ledger.postWithin(client, {
        idempotencyKey: `rebate:claim:${row.id}`,
        kind: 'rebate',
        memo: `${row.kind} ${row.game_type} ${row.period_key} claimed`,
        postings: [
          { account: { memberId, kind: 'main' }, amount: row.amount },
          { account: { house: 'rebate_expense' }, amount: -row.amount },
        ],
      });
      await markClaimed(client, row.id, posted.journalId);
      return view((await selectRebate(client, brandId, id))!);
    });
  }

  async function settings(db: Queryable = pool): Promise<OperatorRebateSettings> {
    const [mode, rates] = [await selectMode(db, brandId), await selectRates(db, brandId)];
    return {
      mode,
      rates: rates.map((rate) => ({
        level: rate.level,
        gameType: rate.game_type,
        kind: rate.kind,
        rateBps: rate.rate_bps,
      })),
      currency: brand.currency,
    };
  }

  async function setSettings(
    input: RebateSettings,
    context: OperatorContext,
  ): Promise<OperatorRebateSettings> {
    const keys = input.rates.map((rate) => `${rate.level}:${rate.gameType}:${rate.kind}`);
    if (new Set(keys).size !== keys.length) throw new AppError('error_rebate_rate_duplicate');
    return inTransaction(pool, async (client) => {
      const before = await settings(client);
      await replaceSettings(
        client,
        brandId,
        input.mode,
        input.rates.map((rate) => ({
          level: rate.level,
          game_type: rate.gameType,
          kind: rate.kind,
          rate_bps: rate.rateBps,
        })),
      );
      const after = await settings(client);
      await insertAudit(client, {
        brandId,
        action: 'rebate.settings',
        context,
        target: 'rebate settings',
        before,
        after,
      });
      return after;
    });
  }

  async function list(query: {
    page: number;
    size: number;
    periodKey?: string;
    status?: RebateStatus;
    username?: string;
  }): Promise<OperatorRebatePage> {
    const { rows, total, totalAmount } = await selectRebatePage(pool, brandId, {
      periodKey: query.periodKey,
      status: query.status,
      username: query.username,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map((row) => ({ ...view(row), account: row.username })),
      page: query.page,
      size: query.size,
      total,
      totalAmount: totalAmount.toString(),
    };
  }

  return { mine, history, claim, settings, setSettings, list };
}

export type Rebates = ReturnType<typeof createRebates>;
