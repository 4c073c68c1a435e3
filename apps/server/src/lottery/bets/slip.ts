import type { LotteryLimits, PlaceLotterySlip } from '@lotus/contract/lottery';
import { betProblems, lotteryBetTypes, maxWinningsOf, oddsOf, stakeOf } from '@lotus/games';
import type { BetRule, LotteryBet, LotteryRegion, PrizeMode } from '@lotus/games';
import { AppError } from '../../platform/http/app-error.ts';
import { fingerprintOf } from '../../platform/idempotency/fingerprint.ts';
import type { BrandOdds } from './odds-table.ts';

/** A bet as the slip writes it: the player's bet priced at the odds of the moment. */
export interface PricedBet {
  position: number;
  type: LotteryBet['type'];
  rule: BetRule;
  numbers: string[];
  points: bigint;
  pointPrice: bigint;
  payout: bigint;
  stake: bigint;
  maxWin: bigint;
}

export interface PricedSlip {
  bets: PricedBet[];
  stake: bigint;
  maxWin: bigint;
  /** What the house could owe on each number: every bet naming it, at one appearance (limits). */
  exposures: Map<string, bigint>;
}

/**
 * Đá 2 đài is judged on two stations' boards, so it belongs to two draws: a slip is on one draw,
 * and the type is not taken here (docs/lottery.md).
 */
const typesNotOnASlip = new Set<LotteryBet['type']>(['da2']);

/**
 * The slip's bets checked and priced: each must be a bet the draw's region takes (else
 * error_lottery_bet_invalid naming its place in the slip, from 1) and within its type's stake
 * limit (error_lottery_limit_reached naming the type), at the brand's odds where it set them. Pure: the limits per number and per member
 * are counted by the placing statement, against what others placed.
 */
export function priceSlip(
  slip: PlaceLotterySlip,
  draw: { region: LotteryRegion },
  mode: PrizeMode,
  limits: LotteryLimits,
  brandOdds: BrandOdds = {},
): PricedSlip {
  const bets: PricedBet[] = [];
  const exposures = new Map<string, bigint>();
  for (const [index, requested] of slip.bets.entries()) {
    const bet: LotteryBet = {
      type: requested.type,
      numbers: requested.numbers,
      points: BigInt(requested.points),
    };
    const problems = typesNotOnASlip.has(bet.type) ? ['not_offered'] : betProblems(bet, draw.region);
    if (problems.length > 0)
      throw new AppError('error_lottery_bet_invalid', {
        params: { index: index + 1, problem: problems[0] ?? '' },
      });
    const odds = oddsOf(mode, bet.type, draw.region, brandOdds);
    const stake = stakeOf(bet, odds);
    const typeLimit = limits.types[bet.type]?.betStake;
    if (typeLimit !== undefined && stake > BigInt(typeLimit))
      throw new AppError('error_lottery_limit_reached', {
        params: { number: bet.numbers.join('-'), type: bet.type },
      });
    const priced: PricedBet = {
      position: index + 1,
      type: bet.type,
      rule: lotteryBetTypes[bet.type].rule,
      numbers: [...bet.numbers],
      points: bet.points,
      pointPrice: odds.pointPrice,
      payout: odds.payout,
      stake,
      maxWin: maxWinningsOf(bet, draw.region, odds),
    };
    bets.push(priced);
    // One appearance of a number costs the house this bet's payout (a xiên's or đá's legs each
    // carry the whole win: the house's exposure is counted on the safe side).
    for (const number of priced.numbers)
      exposures.set(number, (exposures.get(number) ?? 0n) + priced.points * priced.payout);
  }
  return {
    bets,
    stake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    maxWin: bets.reduce((sum, bet) => sum + bet.maxWin, 0n),
    exposures,
  };
}

/** The slip as a reused key compares it: same draw and the same bets in the same order. */
export function slipFingerprint(slip: PlaceLotterySlip): Buffer {
  return fingerprintOf({
    drawId: slip.drawId,
    bets: slip.bets.map((bet) => ({ type: bet.type, numbers: bet.numbers, points: bet.points })),
  });
}

/** The brand's prize mode as brands.lottery_type names it (Lott, ZY, Elott). */
export function prizeModeOf(lotteryType: string): PrizeMode {
  const mode = lotteryType.toLowerCase();
  if (mode === 'lott' || mode === 'zy' || mode === 'elott') return mode;
  throw new Error(`lottery: the brand's lottery type ${lotteryType} is not a prize mode`);
}
