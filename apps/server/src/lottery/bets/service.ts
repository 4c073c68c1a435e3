import type {
  LotteryLimits,
  LotteryMyBet,
  LotteryMyBetPage,
  LotteryMyBetsQuery,
  LotteryOdds,
  LotteryOddsQuery,
  LotterySlipResult,
  PlaceLotterySlip,
  RecentLotteryGames,
  UpdateLotteryOdds,
} from '@lotus/contract/lottery';
import { betTypeOffered, loCountOf, lotteryBetTypeCodes, lotteryBetTypes, oddsOf } from '@lotus/games';
import type { LotteryRegion, PrizeMode } from '@lotus/games';
import type { OperatorContext } from '../../platform/database/audit.ts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import type { LotteryBetGuard, LotteryLedger } from '../needs.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MyBetRow } from './bets-tables.ts';
import {
  countExposures,
  countMemberStake,
  insertSlip,
  selectLimits,
  selectMyBets,
  selectRecentGames,
  selectSlipByKey,
  shareLockDraw,
  upsertLimits,
} from './bets-tables.ts';
import { oddsTableOf, replaceBrandOdds, selectBrandOdds } from './odds-table.ts';
import { prizeModeOf, priceSlip, slipFingerprint } from './slip.ts';

/** What placing a slip needs of the wallet and of player protection. */
export interface LotteryBetsNeeds {
  pool: Pool;
  brand: { id: number; lottery_type: string };
  ledger: LotteryLedger;
  protection: LotteryBetGuard;
}

/** The journal key of a slip's stake: one per member and slip key. */
const stakeKeyOf = (memberId: bigint, key: string) => `lottery:slip:${memberId}:${key}`;

/** A slip whose key another request spent while this one was placing it: rolled back, then answered. */
class SlipKeyTaken extends Error {}

function myBetOf(row: MyBetRow): LotteryMyBet {
  return {
    betId: row.id.toString(),
    slipId: row.slip_id.toString(),
    drawId: row.draw_key,
    gameCode: row.game_code as LotteryMyBet['gameCode'],
    station: row.station_code,
    drawsAt: row.draws_at.toISOString(),
    type: row.bet_type as LotteryMyBet['type'],
    numbers: row.numbers,
    points: row.points.toString(),
    stake: row.stake.toString(),
    maxWin: row.max_win.toString(),
    status: row.status,
    winnings: row.winnings === null ? null : row.winnings.toString(),
    placedAt: row.placed_at.toISOString(),
  };
}

/**
 * The lottery's bets: a slip placed all or none on an open draw (its stake one journal, keyed by
 * the member's slip key), within the operator's limits; the member's bets; the odds; the limits.
 */
export function createLotteryBets(needs: LotteryBetsNeeds) {
  const { pool, brand, ledger, protection } = needs;
  const mode = prizeModeOf(brand.lottery_type);

  async function answerSlip(memberId: bigint, slipId: bigint): Promise<LotterySlipResult> {
    const rows = await selectMyBets(pool, brand.id, memberId, { page: 1, size: 200, slipId });
    const first = rows[0];
    if (!first) throw new Error('lottery: a slip without bets');
    const bets = rows.map(myBetOf).reverse();
    return {
      slipId: slipId.toString(),
      drawId: first.draw_key,
      stake: bets.reduce((sum, bet) => sum + BigInt(bet.stake), 0n).toString(),
      maxWin: bets.reduce((sum, bet) => sum + BigInt(bet.maxWin), 0n).toString(),
      balance: (await ledger.balanceOf(memberId, 'main')).balance.toString(),
      bets,
    };
  }

  async function answerReusedKey(memberId: bigint, slip: PlaceLotterySlip): Promise<LotterySlipResult> {
    const first = await selectSlipByKey(pool, brand.id, memberId, slip.idempotencyKey);
    if (!first) throw new Error('lottery: a used slip key has no slip');
    if (!first.request_hash.equals(slipFingerprint(slip))) throw new AppError('error_conflict');
    return answerSlip(memberId, first.id);
  }

  async function placeSlip(memberId: bigint, slip: PlaceLotterySlip): Promise<LotterySlipResult> {
    const requestHash = slipFingerprint(slip);
    let slipId: bigint;
    try {
      slipId = await inTransaction(pool, async (client) => {
        const draw = await shareLockDraw(client, brand.id, slip.drawId);
        if (!draw) throw new AppError('error_not_found');
        if (await selectSlipByKey(client, brand.id, memberId, slip.idempotencyKey)) throw new SlipKeyTaken();
        if (draw.status !== 'open' || !draw.taking) throw new AppError('error_draw_closed');
        const limits = await selectLimits(client, brand.id);
        const priced = priceSlip(slip, draw, mode, limits, await selectBrandOdds(client, brand.id));
        // Under the member's lock in this transaction: concurrent slips cannot all pass a loss limit.
        await protection.assertBetAllowed(memberId, priced.stake, client);
        const memberLimit = limits.memberStake === null ? null : BigInt(limits.memberStake);
        if (!(await countMemberStake(client, draw.id, memberId, priced.stake, memberLimit)))
          throw new AppError('error_lottery_member_limit_reached');
        const numberLimit = limits.numberExposure === null ? null : BigInt(limits.numberExposure);
        const counted = await countExposures(client, draw.id, priced.exposures, numberLimit);
        const refused = [...priced.exposures.keys()].sort().find((number) => !counted.has(number));
        if (refused !== undefined)
          throw new AppError('error_lottery_limit_reached', { params: { number: refused } });
        const posted = await ledger.postWithin(client, {
          idempotencyKey: stakeKeyOf(memberId, slip.idempotencyKey),
          kind: 'bet',
          memo: `lottery ${draw.draw_key}`,
          postings: [
            { account: { memberId, kind: 'main' }, amount: -priced.stake },
            { account: { house: 'house' }, amount: priced.stake },
          ],
        });
        // The same key's slip committed while this one waited on its journal: this one's counts roll back.
        if (posted.replayed) throw new SlipKeyTaken();
        return insertSlip(client, {
          brandId: brand.id,
          memberId,
          drawId: draw.id,
          key: slip.idempotencyKey,
          requestHash,
          stake: priced.stake,
          maxWin: priced.maxWin,
          prizeMode: mode,
          journalId: posted.journalId,
          bets: priced.bets,
        });
      });
    } catch (error) {
      if (error instanceof SlipKeyTaken) return answerReusedKey(memberId, slip);
      throw error;
    }
    return answerSlip(memberId, slipId);
  }

  async function myBets(memberId: bigint, query: LotteryMyBetsQuery): Promise<LotteryMyBetPage> {
    const rows = await selectMyBets(pool, brand.id, memberId, {
      page: query.page,
      size: query.size,
      game: query.game,
      status: query.status,
      drawKey: query.drawId,
    });
    return { content: rows.map(myBetOf), page: query.page, size: query.size, total: rows[0]?.total ?? 0 };
  }

  /** The member's lottery games, the one last bet on first. */
  async function recentGames(memberId: bigint): Promise<RecentLotteryGames> {
    const rows = await selectRecentGames(pool, brand.id, memberId);
    return {
      games: rows.map((row) => ({
        gameCode: row.code,
        kind: row.kind,
        region: row.region,
        intervalMinutes: row.interval_minutes,
        lastBetAt: row.last_bet_at.toISOString(),
      })),
    };
  }

  /** Each type the game's region takes, at the brand's prize mode. */
  async function odds(query: LotteryOddsQuery): Promise<LotteryOdds> {
    const { rows } = await pool.query<{ region: LotteryRegion }>(
      `select region from lottery_games where code = $1`,
      [query.game],
    );
    const region = rows[0]?.region;
    if (region === undefined) throw new AppError('error_not_found');
    const brandOdds = await selectBrandOdds(pool, brand.id);
    const types = lotteryBetTypeCodes
      .filter((code) => code !== 'da2' && betTypeOffered(code, region))
      .map((code) => {
        const price = oddsOf(mode, code, region, brandOdds);
        const type = lotteryBetTypes[code];
        return {
          type: code,
          pointPrice: price.pointPrice.toString(),
          payout: price.payout.toString(),
          loCount: loCountOf(code, region),
          digits: type.digits,
          legs: type.legs,
        };
      });
    return { prizeMode: mode, gameCode: query.game, region, types };
  }

  /** Audited; slips placed before keep the odds they were placed at. */
  const setOdds = (update: UpdateLotteryOdds, context: OperatorContext) =>
    inTransaction(pool, async (client) => {
      const before = oddsTableOf(update.mode, await selectBrandOdds(client, brand.id));
      await replaceBrandOdds(client, brand.id, update);
      const after = oddsTableOf(update.mode, await selectBrandOdds(client, brand.id));
      await insertAudit(client, {
        brandId: brand.id,
        action: 'lottery.odds.update',
        context,
        target: `lottery odds ${update.mode}`,
        before: before.entries.filter((entry) => entry.brandSet),
        after: after.entries.filter((entry) => entry.brandSet),
      });
      return after;
    });

  return {
    placeSlip,
    /** One prize mode's table (the brand's own mode by default), its figures and the defaults. */
    oddsTable: async (asked: PrizeMode | undefined) =>
      oddsTableOf(asked ?? mode, await selectBrandOdds(pool, brand.id)),
    setOdds,
    myBets,
    recentGames,
    odds,
    limits: () => selectLimits(pool, brand.id),
    /** Audited; they apply to slips placed after the change. */
    setLimits: (limits: LotteryLimits, context: OperatorContext) =>
      inTransaction(pool, async (client) => {
        const before = await selectLimits(client, brand.id);
        await upsertLimits(client, brand.id, limits);
        const after = await selectLimits(client, brand.id);
        await insertAudit(client, {
          brandId: brand.id,
          action: 'lottery.limits.update',
          context,
          target: 'lottery limits',
          before,
          after,
        });
        return after;
      }),
  };
}

export type LotteryBets = ReturnType<typeof createLotteryBets>;
