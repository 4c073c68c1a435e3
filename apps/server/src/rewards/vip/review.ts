import type { VipReviewRun } from '@lotus/contract/vip';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { startRepeatingPass } from '../../platform/jobs/repeating-pass.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RewardsLedger, RewardsMessages, VipSources } from '../needs.ts';
import { levelIn } from './levels.ts';
import { addDays, bonusPeriodsOf, boundsOf, dayOf, isBirthdayOn } from './periods.ts';
import type { LevelRow, MemberLevelRow } from './tables.ts';
import {
  bonusPaid,
  claimReview,
  finishReview,
  insertBonus,
  selectBirthdays,
  selectFirstLevelAt,
  selectLastReviewedDay,
  selectLevels,
  selectMemberLevels,
  selectPeriodDays,
  upsertMemberLevel,
} from './tables.ts';

/** The most days one pass reviews (a long outage is caught up over passes). */
const MOST_PER_PASS = 31;
const dayMs = 86_400_000;

type BonusKind = 'upgrade' | 'weekly' | 'monthly' | 'birthday';

interface Figures {
  deposits: bigint;
  validBets: bigint;
}

/**
 * The daily VIP review (docs/vip-and-rebate.md). The review of a brand day runs once it has begun,
 * over the figures of the `period_days` days before it: a member whose deposits and valid bets
 * reach a higher level goes up at once (each level passed pays its upgrade bonus, once per member
 * and level ever); a member whose keep period has run without reaching its level's keep figures
 * drops one level; Mondays pay the weekly bonus of the week that ended, the 1st the monthly bonus,
 * and a member's birthday its birthday bonus, each once per (member, period). The day's row is
 * claimed in the transaction that moves the levels and posts the keyed `bonus` journals, so two
 * instances, a re-run or a crash review a day once.
 */
export function createVipReview(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  sources: VipSources;
  ledger: RewardsLedger;
  messages: RewardsMessages;
  now?: () => Date;
}) {
  const { pool, brand, sources, ledger, messages } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  /** Every member's deposits and valid bets (wallet and lottery) in the range. */
  async function figuresOf(range: { from: Date; to: Date }): Promise<Map<bigint, Figures>> {
    const [bets, draws, deposits] = await Promise.all([
      sources.wallet.byMember(range),
      sources.lottery.byMember(range),
      sources.cash.depositsByMember(range),
    ]);
    const figures = new Map<bigint, Figures>();
    const of = (memberId: bigint) => {
      let member = figures.get(memberId);
      if (member === undefined) figures.set(memberId, (member = { deposits: 0n, validBets: 0n }));
      return member;
    };
    for (const [memberId, row] of bets) of(memberId).validBets += row.validBets;
    for (const [memberId, row] of draws) of(memberId).validBets += row.validBets;
    for (const [memberId, amount] of deposits) of(memberId).deposits += amount;
    return figures;
  }

  async function review(day: string): Promise<VipReviewRun> {
    const { startsAt } = boundsOf(day, brand.time_zone);
    if (startsAt > now()) throw new AppError('error_vip_review_not_due');
    const periodDays = await selectPeriodDays(pool, brandId);
    const from = boundsOf(addDays(day, -periodDays), brand.time_zone).startsAt;
    const figures = await figuresOf({ from, to: startsAt });
    return inTransaction(pool, async (client) => {
      const none = { day, alreadyReviewed: true, upgraded: 0, dropped: 0, bonuses: 0, amount: '0' };
      if (!(await claimReview(client, brandId, { day, start: from, end: startsAt }))) return none;
      const levels = await selectLevels(client, brandId);
      const totals = { upgraded: 0, dropped: 0, bonuses: 0, amount: 0n };
      if (levels.length > 0) {
        const held = new Map((await selectMemberLevels(client, brandId)).map((row) => [row.member_id, row]));
        const birthdays = await birthdaysOn(client, day);
        const members = new Set<bigint>([...figures.keys(), ...held.keys(), ...birthdays]);
        // In member order, so two reviews that ever met would take rows in the same order.
        for (const memberId of [...members].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
          await reviewMember(client, {
            day,
            startsAt,
            periodDays,
            levels,
            memberId,
            held: held.get(memberId),
            figures: figures.get(memberId) ?? { deposits: 0n, validBets: 0n },
            birthday: birthdays.has(memberId),
            totals,
          });
        }
      }
      await finishReview(client, brandId, day, totals);
      return { day, alreadyReviewed: false, ...totals, amount: totals.amount.toString() };
    });
  }

  async function birthdaysOn(client: PoolClient, day: string): Promise<Set<bigint>> {
    // 28 February also asks for 29 February: a leap-day birthday is kept on the 28th in other years.
    const monthDays = day.endsWith('-02-28') ? ['02-28', '02-29'] : [day.slice(5)];
    const rows = await selectBirthdays(client, brandId, monthDays);
    return new Set(rows.filter((row) => isBirthdayOn(row.birthday, day)).map((row) => row.member_id));
  }

  async function reviewMember(
    client: PoolClient,
    input: {
      day: string;
      startsAt: Date;
      periodDays: number;
      levels: LevelRow[];
      memberId: bigint;
      held: MemberLevelRow | undefined;
      figures: Figures;
      birthday: boolean;
      totals: { upgraded: number; dropped: number; bonuses: number; amount: bigint };
    },
  ): Promise<void> {
    const { day, startsAt, levels, memberId, figures, totals } = input;
    const current = levelIn(levels, input.held?.level)!;
    let reached = levels[0]!;
    for (const row of levels) {
      if (figures.deposits >= row.deposits_needed && figures.validBets >= row.bets_needed) reached = row;
    }
    let level = current;
    if (reached.level > current.level) {
      level = reached;
      await upsertMemberLevel(client, brandId, {
        memberId,
        level: level.level,
        reachedAt: startsAt,
        keptAt: startsAt,
      });
      await messages.sendWithin(client, {
        memberId,
        kind: 'vip_level_up',
        params: { level: String(level.level) },
      });
      totals.upgraded += 1;
      for (const row of levels) {
        if (row.level > current.level && row.level <= reached.level) {
          await payBonus(client, {
            day,
            memberId,
            kind: 'upgrade',
            periodKey: `L${row.level}`,
            level: row,
            amount: row.upgrade_bonus,
            totals,
          });
        }
      }
    } else if (
      input.held !== undefined &&
      current.level > levels[0]!.level &&
      startsAt.getTime() - input.held.kept_at.getTime() >= input.periodDays * dayMs - dayMs / 2
    ) {
      // The keep period has run: the period's figures are those since it began.
      const kept = figures.deposits >= current.keep_deposits && figures.validBets >= current.keep_bets;
      if (kept) {
        await upsertMemberLevel(client, brandId, {
          memberId,
          level: current.level,
          reachedAt: input.held.reached_at,
          keptAt: startsAt,
        });
      } else {
        level = [...levels].reverse().find((row) => row.level < current.level)!;
        await upsertMemberLevel(client, brandId, {
          memberId,
          level: level.level,
          reachedAt: startsAt,
          keptAt: startsAt,
        });
        await messages.sendWithin(client, {
          memberId,
          kind: 'vip_level_down',
          params: { level: String(level.level) },
        });
        totals.dropped += 1;
      }
    }
    const periods = bonusPeriodsOf(day);
    if (periods.weekly !== null) {
      await payBonus(client, {
        day,
        memberId,
        kind: 'weekly',
        periodKey: periods.weekly,
        level,
        amount: level.weekly_bonus,
        totals,
      });
    }
    if (periods.monthly !== null) {
      await payBonus(client, {
        day,
        memberId,
        kind: 'monthly',
        periodKey: periods.monthly,
        level,
        amount: level.monthly_bonus,
        totals,
      });
    }
    if (input.birthday) {
      await payBonus(client, {
        day,
        memberId,
        kind: 'birthday',
        periodKey: `BD-${day.slice(0, 4)}`,
        level,
        amount: level.birthday_bonus,
        totals,
      });
    }
  }

  /** One bonus, once per (member, kind, period): its keyed journal, its row and the member's message. */
  async function payBonus(
    client: PoolClient,
    bonus: {
      day: string;
      memberId: bigint;
      kind: BonusKind;
      periodKey: string;
      level: LevelRow;
      amount: bigint;
      totals: { bonuses: number; amount: bigint };
    },
  ): Promise<void> {
    if (bonus.amount <= 0n) return;
    if (await bonusPaid(client, bonus.memberId, bonus.kind, bonus.periodKey)) return;
    const posted = await ledger.postWithin(client, {
      idempotencyKey: `vip:${bonus.kind}:${bonus.memberId}:${bonus.periodKey}`,
      kind: 'bonus',
      memo: `VIP ${bonus.kind} bonus ${bonus.periodKey}`,
      postings: [
        { account: { memberId: bonus.memberId, kind: 'main' }, amount: bonus.amount },
        { account: { house: 'bonus_expense' }, amount: -bonus.amount },
      ],
    });
    await insertBonus(client, {
      brandId,
      memberId: bonus.memberId,
      kind: bonus.kind,
      periodKey: bonus.periodKey,
      level: bonus.level.level,
      amount: bonus.amount,
      journalId: posted.journalId,
      day: bonus.day,
    });
    await messages.sendWithin(client, {
      memberId: bonus.memberId,
      kind: `vip_bonus_${bonus.kind}`,
      params: { amount: bonus.amount.toString(), currency: brand.currency, level: String(bonus.level.level) },
    });
    bonus.totals.bonuses += 1;
    bonus.totals.amount += bonus.amount;
  }

  /** Reviews every begun day not reviewed yet, oldest first, from the day the table was first set. */
  async function reviewDueDays(): Promise<number> {
    const today = dayOf(now(), brand.time_zone);
    const last = await selectLastReviewedDay(pool, brandId);
    const first = await selectFirstLevelAt(pool, brandId);
    if (first === undefined) return 0;
    let day = last === undefined ? dayOf(first, brand.time_zone) : addDays(last, 1);
    let reviewed = 0;
    for (let count = 0; day <= today && count < MOST_PER_PASS; count += 1, day = addDays(day, 1)) {
      if (!(await review(day)).alreadyReviewed) reviewed += 1;
    }
    return reviewed;
  }

  /** Runs reviewDueDays on this instance every `periodMs` (a minute by default); answers its stop. */
  function startJob(logger: Logger, periodMs = 60_000): () => void {
    return startRepeatingPass({
      periodMs,
      logger,
      pass: () => reviewDueDays(),
      report: (reviewed) =>
        reviewed > 0 ? { message: 'vip days reviewed', details: { reviewed } } : undefined,
      failure: 'vip review pass failed; the next pass tries again',
    });
  }

  return { review, reviewDueDays, startJob };
}

export type VipReview = ReturnType<typeof createVipReview>;
