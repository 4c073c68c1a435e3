import type {
  LotteryOdds,
  LotterySlipResult,
  OpenLotteryDraws,
  PlaceLotterySlip,
} from '@lotus/contract/lottery';
import type { FakeAnswer } from '../../../test/fake-api.ts';
import { serveFakeApi } from '../../../test/fake-api.ts';
import { vietnamDateOf } from './server-clock.ts';

/** The north's odds as the Lott prize mode prices them (docs/lottery.md): lô 23,000 ₫ a point paying 80,000 ₫. */
export const northOdds: LotteryOdds = {
  prizeMode: 'lott',
  gameCode: 'north',
  region: 'north',
  types: [
    { type: 'lo2', pointPrice: '23000', payout: '80000', loCount: 27, digits: 2, legs: 1 },
    { type: 'de', pointPrice: '1000', payout: '80000', loCount: 1, digits: 2, legs: 1 },
    { type: 'lo3', pointPrice: '23000', payout: '650000', loCount: 23, digits: 3, legs: 1 },
    { type: 'xien2', pointPrice: '1000', payout: '10000', loCount: 27, digits: 2, legs: 2 },
  ],
};

/** Today's Hà Nội draw, closing `closesInSeconds` after the server's time. */
export function northDraw(serverTimeMs: number, closesInSeconds: number): OpenLotteryDraws['draws'][number] {
  const drawDate = vietnamDateOf(serverTimeMs);
  return {
    drawId: `R-hn-${drawDate.replaceAll('-', '')}`,
    gameCode: 'north',
    station: 'hn',
    drawDate,
    opensAt: new Date(serverTimeMs - 3_600_000).toISOString(),
    closesAt: new Date(serverTimeMs + closesInSeconds * 1_000).toISOString(),
    drawsAt: new Date(serverTimeMs + closesInSeconds * 1_000 + 900_000).toISOString(),
    seedHash: null,
  };
}

/** A Thursday: the central draws Bình Định, Quảng Trị and Quảng Bình (in the calendar's order). */
export const centralDay = '2026-11-26';
export const centralStations = [
  { code: 'bdi', name: 'Bình Định' },
  { code: 'qt', name: 'Quảng Trị' },
  { code: 'qb', name: 'Quảng Bình' },
];

/** A central station's draw of `centralDay`, closing ten minutes after `serverTimeMs`. */
export function centralDraw(station: string, serverTimeMs: number): OpenLotteryDraws['draws'][number] {
  return {
    ...northDraw(serverTimeMs, 600),
    drawId: `R-${station}-${centralDay.replaceAll('-', '')}`,
    gameCode: 'central',
    station,
    drawDate: centralDay,
  };
}

export const centralOdds: LotteryOdds = { ...northOdds, gameCode: 'central', region: 'central' };

export interface HouseLotteryServer {
  /** The slips the page sent, in order. */
  slips: PlaceLotterySlip[];
  /** How many times the page asked for the open draws. */
  drawReads: number;
}

/**
 * The house lottery's calls for the north: the menu (Hà Nội today), the open draws (`draws`: the
 * server's time and its draws; by default one closing in ten minutes on this clock), the odds, the
 * slip (`place`: the answer; by default placed), the balance.
 */
export function serveHouseLottery(
  options: {
    draws?: () => OpenLotteryDraws;
    place?: (slip: PlaceLotterySlip) => FakeAnswer;
    extra?: (path: string) => FakeAnswer | undefined;
    /** The central game (its menu and odds; the draws still `draws`'s) instead of the north. */
    central?: boolean;
  } = {},
): HouseLotteryServer {
  const server: HouseLotteryServer = { slips: [], drawReads: 0 };
  serveFakeApi((request) => {
    const path = request.url.pathname;
    if (path === '/lgw/vn/games/game_menu') {
      return {
        value: {
          date: vietnamDateOf(Date.now()),
          games: [
            {
              gameCode: 'central',
              kind: 'regional',
              region: 'central',
              intervalMinutes: null,
              stations: centralStations,
            },
            {
              gameCode: 'north',
              kind: 'regional',
              region: 'north',
              intervalMinutes: null,
              stations: [{ code: 'hn', name: 'Hà Nội' }],
            },
          ],
        },
      };
    }
    if (path === '/lgw/vn/numeros/opened/game') {
      server.drawReads += 1;
      const now = Date.now();
      return {
        value: options.draws?.() ?? { serverTime: new Date(now).toISOString(), draws: [northDraw(now, 600)] },
      };
    }
    if (path === '/lgw/vn/games/odds') return { value: options.central === true ? centralOdds : northOdds };
    if (path === '/lotto/lgw/bets' && request.method === 'POST') {
      const slip = request.body as PlaceLotterySlip;
      server.slips.push(slip);
      return options.place?.(slip) ?? { value: placedSlip(slip) };
    }
    if (path === '/wps/v2/wallets/balance')
      return { value: { balance: '250000', currency: 'VND', points: '0' } };
    return options.extra?.(path);
  });
  return server;
}

/** The server's answer to a slip of lô 2 số bets (the north's Lott odds), the balance after it 1,000,000 ₫. */
export function placedSlip(slip: PlaceLotterySlip): LotterySlipResult {
  const slipId = `s-${slip.drawId}`;
  const bets = slip.bets.map((bet, index) => {
    const stake = BigInt(bet.points) * 23_000n;
    return {
      betId: `b${index + 1}`,
      slipId,
      drawId: slip.drawId,
      gameCode: 'north' as const,
      station: 'hn',
      drawsAt: new Date().toISOString(),
      type: bet.type,
      numbers: bet.numbers,
      points: bet.points,
      stake: stake.toString(),
      maxWin: (BigInt(bet.points) * 80_000n * 27n).toString(),
      status: 'open' as const,
      winnings: null,
      placedAt: new Date().toISOString(),
    };
  });
  const sum = (pick: (bet: (typeof bets)[number]) => string) =>
    bets.reduce((total, bet) => total + BigInt(pick(bet)), 0n).toString();
  return {
    slipId,
    drawId: slip.drawId,
    stake: sum((bet) => bet.stake),
    maxWin: sum((bet) => bet.maxWin),
    balance: '1000000',
    bets,
  };
}
