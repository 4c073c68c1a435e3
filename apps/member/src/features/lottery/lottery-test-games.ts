import type { LaunchGame } from '@lotus/contract/games-catalog';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { lobbyGame } from '../../test/catalog-games.ts';

/** A lottery game of the catalog, as the demo seeds them (SIM_LOTTO, one per account type). */
function lotteryGame(index: number, code: string, name: string, accountTypeName: string, playType: string) {
  return lobbyGame(index, {
    code,
    name,
    vendor: 'SIM_LOTTO',
    vendorName: 'Simulator Lottery',
    category: 'lottery',
    lines: null,
    rtp: null,
    accountTypeName,
    defaultPlayType: playType,
  });
}

/** The catalog's lottery category: two TCG_LOTTO games, a GPI game and two Vietnamese regional draws. */
export const lotteryGames: LobbyGame[] = [
  lotteryGame(1, 'fast-3', 'Nhanh 3', 'TCG_LOTTO', 'K3'),
  lotteryGame(2, 'lucky-5', 'May Mắn 5 Phút', 'TCG_LOTTO', 'SSC'),
  lotteryGame(3, 'gpi-keno', 'Keno GPI', 'GPI', 'KENO'),
  lotteryGame(4, 'vn-lottery-north', 'Xổ Số Miền Bắc', 'TCG_LOTTO_VN', 'MB'),
  lotteryGame(5, 'vn-lottery-south', 'Xổ Số Miền Nam', 'TCG_LOTTO_VN', 'MN'),
];

/** The launch call's answer for a lottery game, as apps/server/src/games/launch/service.ts routes it. */
export function lotteryLaunch(code: string, gameUrl: string | null): LaunchGame {
  const game = lotteryGames.find((entry) => entry.code === code);
  const lottery = {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'A',
    lottoGameCode: code,
    lottoView: 'betting',
    device: 'WEB',
    backUrl: 'https://www.lotus.example/lottery',
    language: 'vi',
  } as const;
  if (game?.accountTypeName === 'GPI') {
    return { mode: 'frame', code, url: gameUrl ?? '', lottery };
  }
  const route =
    game?.accountTypeName === 'TCG_LOTTO_VN'
      ? `/vnlottery?code=${code}`
      : `/lottery?gameCode=${code}&playType=${game?.defaultPlayType ?? ''}`;
  return { mode: 'route', code, route, lottery, gameUrl };
}
