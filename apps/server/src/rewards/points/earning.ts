import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { startRepeatingPass } from '../../platform/jobs/repeating-pass.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PointsSources } from '../needs.ts';
import type { EarningType, Hour, Rate } from './rates.ts';
import { earningTypeOfGame, hourContaining, hoursEndedBetween, pointsEarned } from './rates.ts';
import {
  claimEarningPeriod,
  finishEarningPeriod,
  insertEarning,
  selectFirstRateAt,
  selectLastEarnedEnd,
  selectRates,
} from './earning-tables.ts';

/** Rounds settle a moment after their hour ends: an hour is given once this much later. */
export const EARNING_GRACE_MS = 2 * 60_000;
/** The most hours one pass gives (a long outage is caught up over passes). */
const MOST_PER_PASS = 48;

export interface EarningRun {
  periodKey: string;
  alreadyGiven: boolean;
  members: number;
  points: bigint;
}

/**
 * Points earned per hour (docs/points.md): each member's valid bets of the hour by the table's game
 * types (lottery draws at their first result) and its credited deposits, at the table's rates, in
 * one keyed `points` journal per member and type from the brand's issuer. Each hour is claimed in
 * the transaction that gives it, so two instances, a re-run or a crash never give an hour twice.
 */
export function createPointsEarning(deps: {
  pool: Pool;
  brandId: number;
  sources: PointsSources;
  /** The clock (tests move it to after an hour's end). */
  now?: () => Date;
}) {
  const { pool, brandId, sources } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every member's bases of the hour, by earning type. */
  async function basesOf(hour: Hour): Promise<Map<bigint, Map<EarningType, bigint>>> {
    const range = { from: hour.startsAt, to: hour.endsAt };
    const [bets, draws, deposits] = await Promise.all([
      sources.wallet.byMemberAndType(range),
      sources.lottery.roundsSettledIn(range),
      sources.cash.depositsByMember(range),
    ]);
    const bases = new Map<bigint, Map<EarningType, bigint>>();
    const add = (memberId: bigint, type: EarningType, amount: bigint) => {
      if (amount <= 0n) return;
      let member = bases.get(memberId);
      if (member === undefined) bases.set(memberId, (member = new Map()));
      member.set(type, (member.get(type) ?? 0n) + amount);
    };
    for (const row of bets) {
      const type = earningTypeOfGame[row.game_type as keyof typeof earningTypeOfGame];
      if (type !== undefined) add(row.member_id, type, row.valid_bets);
    }
    for (const [memberId, rounds] of draws) {
      for (const round of rounds) for (const bet of round.bets) add(memberId, 'lottery', bet.stake);
    }
    for (const [memberId, amount] of deposits) add(memberId, 'deposit', amount);
    return bases;
  }

  /** Gives the hour's points, once: a given hour answers `alreadyGiven`. */
  async function give(hour: Hour): Promise<EarningRun> {
    if (hour.endsAt > now()) throw new AppError('error_points_hour_not_ended');
    return inTransaction(pool, async (client) => {
      if (
        !(await claimEarningPeriod(client, brandId, {
          key: hour.key,
          start: hour.startsAt,
          end: hour.endsAt,
        }))
      ) {
        return { periodKey: hour.key, alreadyGiven: true, members: 0, points: 0n };
      }
      const rates = new Map<EarningType, Rate>();
      for (const row of await selectRates(client, brandId)) {
        if (row.type !== 'redeem') rates.set(row.type, row);
      }
      let members = 0;
      let total = 0n;
      if (rates.size > 0) {
        for (const [memberId, bases] of await basesOf(hour)) {
          let earnedAny = false;
          for (const [type, base] of bases) {
            const rate = rates.get(type);
            const points = rate === undefined ? 0n : pointsEarned(base, rate);
            if (points <= 0n) continue;
            const posted = await sources.ledger.postWithin(client, {
              idempotencyKey: `points:earn:${hour.key}:${memberId}:${type}`,
              kind: 'points',
              memo: `points ${type} ${hour.key}`,
              postings: [
                { account: { memberId, kind: 'points' }, amount: points },
                { account: { house: 'points_issued' }, amount: -points },
              ],
            });
            await insertEarning(client, {
              brandId,
              memberId,
              periodKey: hour.key,
              type,
              base,
              points,
              journalId: posted.journalId,
            });
            earnedAny = true;
            total += points;
          }
          if (earnedAny) members += 1;
        }
      }
      await finishEarningPeriod(client, brandId, hour.key, { members, points: total });
      return { periodKey: hour.key, alreadyGiven: false, members, points: total };
    });
  }

  /**
   * Gives every ended hour not given yet, oldest first: from the last given hour's end (or the
   * first rate set), so hours missed while the server was down are given when it comes back.
   */
  async function giveEndedHours(): Promise<number> {
    const until = new Date(now().getTime() - EARNING_GRACE_MS);
    const after = (await selectLastEarnedEnd(pool, brandId)) ?? (await selectFirstRateAt(pool, brandId));
    if (after === undefined) return 0;
    let given = 0;
    for (const hour of hoursEndedBetween(after, until, MOST_PER_PASS)) {
      if (!(await give(hour)).alreadyGiven) given += 1;
    }
    return given;
  }

  /** Runs giveEndedHours on this instance every `periodMs` (a minute by default); answers its stop. */
  function startJob(logger: Logger, periodMs = 60_000): () => void {
    return startRepeatingPass({
      periodMs,
      logger,
      pass: () => giveEndedHours(),
      report: (given) => (given > 0 ? { message: 'points hours given', details: { given } } : undefined),
      failure: 'points earning pass failed; the next pass tries again',
    });
  }

  return { give, giveEndedHours, startJob, hourContaining };
}

export type PointsEarning = ReturnType<typeof createPointsEarning>;
