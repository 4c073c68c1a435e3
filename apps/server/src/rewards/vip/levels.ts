import type { MyVip, OperatorVipLevels, SetVipLevels, VipLevels } from '@lotus/contract/vip';
import { setVipLevelsSchema } from '@lotus/contract/vip/schemas';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VipSources } from '../needs.ts';
import { selectRates } from '../rebate/tables.ts';
import { addDays, boundsOf, dayOf } from './periods.ts';
import type { LevelRow } from './tables.ts';
import { replaceLevels, selectLevels, selectMemberLevel, selectPeriodDays } from './tables.ts';
import { levelName, levelView, operatorLevelView, ratesByLevel } from './views.ts';

const dayMs = 86_400_000;

/** The level a member holds in the table: its row's, else the highest below it, else the lowest. */
export function levelIn(levels: LevelRow[], level: number | undefined): LevelRow | undefined {
  if (level === undefined) return levels[0];
  let found = levels[0];
  for (const row of levels) if (row.level <= level) found = row;
  return found;
}

/** The level table's rules beyond the schema: 0 up without gaps, rising thresholds, keep at most reach. */
function checkTable(levels: LevelRow[]): void {
  const invalid = (reason: string) => new AppError('error_vip_levels_invalid', { params: { reason } });
  levels.forEach((row, index) => {
    if (row.level !== index) throw invalid('levels from 0 up, each once, without gaps');
    if (Object.keys(row.names).length === 0) throw invalid(`a name for level ${row.level}`);
    if (row.keep_deposits > row.deposits_needed || row.keep_bets > row.bets_needed)
      throw invalid(`level ${row.level} keeps on more than it takes to reach`);
    const below = levels[index - 1];
    if (below && (row.deposits_needed < below.deposits_needed || row.bets_needed < below.bets_needed))
      throw invalid(`level ${row.level} asks less than level ${below.level}`);
  });
}

/**
 * The VIP level table (docs/vip-and-rebate.md): the operator's (audited), the member's with each
 * level's rebate rates, the member's progress, and the withdrawal limits the cashier asks for.
 */
export function createVipLevels(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  sources: VipSources;
  now?: () => Date;
}) {
  const { pool, brand, sources } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  async function operatorTable(db: Queryable = pool): Promise<OperatorVipLevels> {
    return {
      periodDays: await selectPeriodDays(db, brandId),
      levels: (await selectLevels(db, brandId)).map(operatorLevelView),
      currency: brand.currency,
    };
  }

  async function setTable(input: SetVipLevels, context: OperatorContext): Promise<OperatorVipLevels> {
    const parsed = setVipLevelsSchema.parse(input);
    const rows: LevelRow[] = parsed.levels
      .map((level) => ({
        level: level.level,
        names: level.names,
        deposits_needed: BigInt(level.depositsNeeded),
        bets_needed: BigInt(level.betsNeeded),
        keep_deposits: BigInt(level.keepDeposits),
        keep_bets: BigInt(level.keepBets),
        upgrade_bonus: BigInt(level.upgradeBonus),
        weekly_bonus: BigInt(level.weeklyBonus),
        monthly_bonus: BigInt(level.monthlyBonus),
        birthday_bonus: BigInt(level.birthdayBonus),
        withdraw_daily_count: level.withdrawDailyCount,
        withdraw_daily_amount: level.withdrawDailyAmount === null ? null : BigInt(level.withdrawDailyAmount),
      }))
      .sort((a, b) => a.level - b.level);
    checkTable(rows);
    return inTransaction(pool, async (client) => {
      const before = await operatorTable(client);
      await replaceLevels(client, brandId, parsed.periodDays, rows);
      const after = await operatorTable(client);
      await insertAudit(client, {
        brandId,
        action: 'vip.levels',
        context,
        target: 'vip levels',
        before,
        after,
      });
      return after;
    });
  }

  async function memberTable(language: string): Promise<VipLevels> {
    const [levels, rates, periodDays] = await Promise.all([
      selectLevels(pool, brandId),
      selectRates(pool, brandId),
      selectPeriodDays(pool, brandId),
    ]);
    const byLevel = ratesByLevel(rates);
    return {
      levels: levels.map((row) => levelView(row, byLevel.get(row.level), language)),
      periodDays,
      currency: brand.currency,
    };
  }

  /** A member's deposits and valid bets (wallet and lottery) in a range, from their owners. */
  async function figuresOf(memberId: bigint, range: { from: Date; to: Date }) {
    const [bets, draws, cash] = await Promise.all([
      sources.wallet.byMember(range, [memberId]),
      sources.lottery.byMember(range, [memberId]),
      sources.cash.byDay([memberId], { ...range, timeZone: brand.time_zone }),
    ]);
    let deposits = 0n;
    for (const day of cash.values()) deposits += day.deposits;
    const validBets = (bets.get(memberId)?.validBets ?? 0n) + (draws.get(memberId)?.validBets ?? 0n);
    return { deposits, validBets };
  }

  async function mine(memberId: bigint, language: string): Promise<MyVip> {
    const [levels, periodDays, held] = await Promise.all([
      selectLevels(pool, brandId),
      selectPeriodDays(pool, brandId),
      selectMemberLevel(pool, memberId),
    ]);
    const at = now();
    const from = boundsOf(addDays(dayOf(at, brand.time_zone), -periodDays + 1), brand.time_zone).startsAt;
    const figures = await figuresOf(memberId, { from, to: at });
    const current = levelIn(levels, held?.level);
    const level = current?.level ?? 0;
    const next = levels.find((row) => row.level > level);
    const left = (needed: bigint, done: bigint) => (needed > done ? needed - done : 0n).toString();
    const lowest = current === undefined || current.level === levels[0]?.level;
    const keptAt = held?.kept_at ?? at;
    const reviewAt = keptAt.getTime() + periodDays * dayMs;
    const keepFigures =
      lowest || held === undefined ? undefined : await figuresOf(memberId, { from: keptAt, to: at });
    return {
      level,
      name: levelName(current, level, language),
      reachedAt: held?.reached_at.toISOString() ?? null,
      currency: brand.currency,
      period: {
        days: periodDays,
        from: from.toISOString(),
        to: at.toISOString(),
        daysLeft: lowest ? periodDays : Math.max(0, Math.ceil((reviewAt - at.getTime()) / dayMs)),
      },
      deposits: figures.deposits.toString(),
      validBets: figures.validBets.toString(),
      next:
        next === undefined
          ? null
          : {
              level: next.level,
              name: levelName(next, next.level, language),
              depositsNeeded: next.deposits_needed.toString(),
              betsNeeded: next.bets_needed.toString(),
              depositsLeft: left(next.deposits_needed, figures.deposits),
              betsLeft: left(next.bets_needed, figures.validBets),
            },
      keep:
        keepFigures === undefined || current === undefined
          ? null
          : {
              deposits: keepFigures.deposits.toString(),
              validBets: keepFigures.validBets.toString(),
              depositsNeeded: current.keep_deposits.toString(),
              betsNeeded: current.keep_bets.toString(),
            },
    };
  }

  /**
   * The withdrawal limits of the member's level, which replace the brand's daily count and amount
   * (a level without its own keeps the brand's). `db`: the cashier's transaction, when it asks in one.
   */
  async function withdrawalLimitsOf(
    memberId: bigint,
    db: Queryable = pool,
  ): Promise<{ dailyCount: number | null; dailyAmount: bigint | null }> {
    // One after the other: `db` may be one connection in a transaction.
    const levels = await selectLevels(db, brandId);
    const held = await selectMemberLevel(db, memberId);
    const row = levelIn(levels, held?.level);
    return { dailyCount: row?.withdraw_daily_count ?? null, dailyAmount: row?.withdraw_daily_amount ?? null };
  }

  return { operatorTable, setTable, memberTable, mine, withdrawalLimitsOf };
}

export type VipLevelsService = ReturnType<typeof createVipLevels>;
