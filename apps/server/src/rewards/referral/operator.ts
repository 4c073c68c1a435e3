import type { OperatorReferralPage, OperatorReferralRules, ReferralRules } from '@lotus/contract/referral';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { ReferralSources } from '../needs.ts';
import { friendFigures, statusOf } from './figures.ts';
import { rulesView } from './service.ts';
import { lockRulesForUpdate, selectReferralPage, selectRules, upsertRules } from './tables.ts';
import type { RulesRow } from './tables.ts';

/**
 * The operator's side of the referral programme (docs/referral.md): the rules (audited, before and
 * after) and every referral with the friend's figures and what it paid.
 */
export function createReferralAdmin(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  sources: ReferralSources;
  now?: () => Date;
}) {
  const { pool, brand, sources } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  async function rules(): Promise<OperatorReferralRules> {
    const row = await selectRules(pool, brandId);
    return { rules: row === undefined ? null : rulesView(row), currency: brand.currency };
  }

  async function setRules(input: ReferralRules, context: OperatorContext): Promise<OperatorReferralRules> {
    const row: RulesRow = {
      reward: BigInt(input.reward),
      min_deposit: BigInt(input.minDeposit),
      min_valid_bets: BigInt(input.minValidBets),
      turnover_multiplier: input.turnoverMultiplier,
      active: input.active,
    };
    await inTransaction(pool, async (client) => {
      // Waits for claims reckoned on the rules as they stand (they hold a share lock).
      const before = await lockRulesForUpdate(client, brandId);
      await upsertRules(client, brandId, row);
      await insertAudit(client, {
        brandId,
        action: 'referral.rules',
        context,
        target: 'referral rules',
        ...(before === undefined ? {} : { before: rulesView(before) }),
        after: rulesView(row),
      });
    });
    return rules();
  }

  async function referrals(query: {
    page: number;
    size: number;
    referrer?: string;
    claimed?: 'true' | 'false';
  }): Promise<OperatorReferralPage> {
    const [rulesRow, found] = await Promise.all([
      selectRules(pool, brandId),
      selectReferralPage(pool, brandId, {
        referrer: query.referrer,
        claimed: query.claimed === undefined ? undefined : query.claimed === 'true',
        limit: query.size,
        offset: (query.page - 1) * query.size,
      }),
    ]);
    const figures = await friendFigures(sources, found.rows, now());
    return {
      content: found.rows.map((row) => {
        const friend = figures.get(row.friend_id);
        return {
          friendId: row.friend_id.toString(),
          friendUsername: row.username,
          referrerId: row.referrer_id.toString(),
          referrerUsername: row.referrer_username,
          joinedAt: row.joined_at.toISOString(),
          deposits: (friend?.deposits ?? 0n).toString(),
          validBets: (friend?.validBets ?? 0n).toString(),
          status: statusOf(row, rulesRow, friend),
          amount: (row.amount ?? 0n).toString(),
          claimedAt: row.claimed_at?.toISOString() ?? null,
        };
      }),
      page: query.page,
      size: query.size,
      total: found.total,
    };
  }

  return { rules, setRules, referrals };
}

export type ReferralAdmin = ReturnType<typeof createReferralAdmin>;
