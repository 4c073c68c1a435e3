import type { RebateRun } from '@lotus/contract/rebate';
import type { RebateGameType } from '@lotus/contract/vip';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { startRepeatingPass } from '../../platform/jobs/repeating-pass.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RebateSources, RewardsLedger, RewardsMessages } from '../needs.ts';
import { earningTypeOfGame } from '../points/rates.ts';
import { levelIn } from '../vip/levels.ts';
import { addDays, boundsOf, dayOf } from '../vip/periods.ts';
import type { DayBounds } from '../vip/periods.ts';
import { selectLevels, selectMemberLevels } from '../vip/tables.ts';
import type { RateRow } from './tables.ts';
import {
  claimPeriod,
  finishPeriod,
  insertRebate,
  selectFirstSettingsAt,
  selectLastPeriod,
  selectMode,
  selectRates,
} from './tables.ts';

/** Rounds settle a moment after their day ends: a day is computed once this much later. */
export const REBATE_GRACE_MS = 5 * 60_000;
const MOST_PER_PASS = 31;

/** A member's day on one game type: valid bets and what they paid back. */
interface TypeDay {
  stake: bigint;
  payout: bigint;
}

/** Whole minor units a base gives at a rate in basis points, rounded down. */
export function rebateAmount(base: bigint, rateBps: number): bigint {
  return (base * BigInt(rateBps)) / 10_000n;
}

/**
 * Rebate and cashback per brand day (docs/vip-and-rebate.md): each member's valid bets (rebate)
 * and net loss (cashback) of the day by the points table's five game types, at the rates of the
 * member's VIP level. In `auto` mode each is paid at once in a keyed `rebate` journal from
 * `rebate_expense`; in `claim` mode it waits for the member. The day's row is claimed in the
 * transaction that writes (and pays) its rebates: two instances, a re-run or a crash compute a
 * day once.
 */
export function createRebateComputation(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  sources: RebateSources;
  ledger: RewardsLedger;
  messages: RewardsMessages;
  now?: () => Date;
}) {
  const { pool, brand, sources, ledger, messages } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  /**
   * Every member's day by game type, in one read of the wallet's rounds (stakes and payouts by
   * member and type) and one of the lottery's; payouts count only for members whose level has a
   * cashback rate (rebate needs the stakes alone).
   */
  async function daysOf(
    bounds: DayBounds,
    wantsPayouts: (memberId: bigint) => boolean,
  ): Promise<Map<bigint, Map<RebateGameType, TypeDay>>> {
    const range = { from: bounds.startsAt, to: bounds.endsAt };
    const [bets, draws] = await Promise.all([
      sources.wallet.byMemberAndType(range),
      sources.lottery.roundsSettledIn(range),
    ]);
    const members = new Map<bigint, Map<RebateGameType, TypeDay>>();
    const add = (memberId: bigint, type: RebateGameType | undefined, stake: bigint, payout: bigint) => {
      if (type === undefined) return;
      let member = members.get(memberId);
      if (member === undefined) members.set(memberId, (member = new Map()));
      const day = member.get(type) ?? { stake: 0n, payout: 0n };
      member.set(type, { stake: day.stake + stake, payout: day.payout + payout });
    };
    // The catalog's nine game types as the points table's five (never `deposit`).
    const typeOf = (gameType: string) =>
      earningTypeOfGame[gameType as keyof typeof earningTypeOfGame] as RebateGameType | undefined;
    for (const row of bets) {
      const payouts = wantsPayouts(row.member_id) ? row.payouts : 0n;
      add(row.member_id, typeOf(row.game_type), row.valid_bets, payouts);
    }
    for (const [memberId, rounds] of draws) {
      for (const round of rounds)
        for (const bet of round.bets) add(memberId, 'lottery', bet.stake, bet.payout);
    }
    return members;
  }

  /** Computes (and in `auto` mode pays) an ended day, once: a computed day answers `alreadyGiven`. */
  async function give(day: string): Promise<RebateRun> {
    const bounds = boundsOf(day, brand.time_zone);
    if (bounds.endsAt > now()) throw new AppError('error_rebate_period_not_ended');
    const [mode, rates, levels, held] = await Promise.all([
      selectMode(pool, brandId),
      selectRates(pool, brandId),
      selectLevels(pool, brandId),
      selectMemberLevels(pool, brandId),
    ]);
    const levelOf = new Map(held.map((row) => [row.member_id, row.level]));
    const memberLevel = (memberId: bigint) => levelIn(levels, levelOf.get(memberId))?.level ?? 0;
    const rateOf = new Map<string, RateRow>(
      rates.map((rate) => [`${rate.level}:${rate.game_type}:${rate.kind}`, rate]),
    );
    const cashbackLevels = new Set(
      rates.filter((rate) => rate.kind === 'cashback').map((rate) => rate.level),
    );
    const days =
      rates.length === 0
        ? new Map()
        : await daysOf(bounds, (memberId) => cashbackLevels.has(memberLevel(memberId)));

    return inTransaction(pool, async (client) => {
      if (
        !(await claimPeriod(client, brandId, { key: day, start: bounds.startsAt, end: bounds.endsAt, mode }))
      ) {
        return { periodKey: day, alreadyGiven: true, mode, members: 0, amount: '0' };
      }
      let members = 0;
      let total = 0n;
      const ordered = [...(days as Map<bigint, Map<RebateGameType, TypeDay>>)].sort(([a], [b]) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      for (const [memberId, types] of ordered) {
        const level = memberLevel(memberId);
        let memberTotal = 0n;
        for (const [gameType, figures] of types) {
          const bases = {
            rebate: figures.stake,
            cashback: figures.stake > figures.payout ? figures.stake - figures.payout : 0n,
          };
          for (const kind of ['rebate', 'cashback'] as const) {
            const rate = rateOf.get(`${level}:${gameType}:${kind}`);
            const base = bases[kind];
            if (rate === undefined || base <= 0n) continue;
            const amount = rebateAmount(base, rate.rate_bps);
            if (amount <= 0n) continue;
            const journalId =
              mode === 'auto'
                ? (
                    await ledger.postWithin(client, {
                      idempotencyKey: `rebate:${day}:${memberId}:${gameType}:${kind}`,
                      kind: 'rebate',
                      memo: `${kind} ${gameType} ${day}`,
                      postings: [
                        { account: { memberId, kind: 'main' }, amount },
                        { account: { house: 'rebate_expense' }, amount: -amount },
                      ],
                    })
                  ).journalId
                : null;
            await insertRebate(client, {
              brandId,
              memberId,
              periodKey: day,
              gameType,
              kind,
              level,
              base,
              rateBps: rate.rate_bps,
              amount,
              status: mode === 'auto' ? 'paid' : 'claimable',
              journalId,
            });
            memberTotal += amount;
          }
        }
        if (memberTotal > 0n) {
          members += 1;
          total += memberTotal;
          await messages.sendWithin(client, {
            memberId,
            kind: mode === 'auto' ? 'rebate_paid' : 'rebate_claimable',
            params: { amount: memberTotal.toString(), currency: brand.currency, day },
          });
        }
      }
      await finishPeriod(client, brandId, day, { members, amount: total });
      return { periodKey: day, alreadyGiven: false, mode, members, amount: total.toString() };
    });
  }

  /** Computes every ended day not computed yet, oldest first, from the day the settings were first saved. */
  async function giveEndedDays(): Promise<number> {
    const until = new Date(now().getTime() - REBATE_GRACE_MS);
    const last = await selectLastPeriod(pool, brandId);
    const first = await selectFirstSettingsAt(pool, brandId);
    if (first === undefined) return 0;
    let day = last === undefined ? dayOf(first, brand.time_zone) : addDays(last, 1);
    let given = 0;
    for (let count = 0; count < MOST_PER_PASS; count += 1, day = addDays(day, 1)) {
      if (boundsOf(day, brand.time_zone).endsAt > until) break;
      if (!(await give(day)).alreadyGiven) given += 1;
    }
    return given;
  }

  /** Runs giveEndedDays on this instance every `periodMs` (a minute by default); answers its stop. */
  function startJob(logger: Logger, periodMs = 60_000): () => void {
    return startRepeatingPass({
      periodMs,
      logger,
      pass: () => giveEndedDays(),
      report: (given) => (given > 0 ? { message: 'rebate days computed', details: { given } } : undefined),
      failure: 'rebate pass failed; the next pass tries again',
    });
  }

  return { give, giveEndedDays, startJob };
}

export type RebateComputation = ReturnType<typeof createRebateComputation>;
