import type { LobbyGame } from '../../lib/catalog-queries.ts';

/** The lottery account type with a page of its own (the spec: TCG_LOTTO_VN goes to /vnlottery). */
export const vnLotteryAccountType = 'TCG_LOTTO_VN';

/** A game code as the catalog writes them: anything else in a hand-edited address selects nothing. */
const gameCodePattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * One of the two lottery pages: which lottery games it lists, and how its address names the
 * selected game. The addresses are written exactly as the launch call's `route` writes them, so a
 * launch for the game already on screen finds the player at that address and goes nowhere.
 */
export interface LotteryPageKind {
  path: '/lottery' | '/vnlottery';
  /** The i18n keys of the page's heading and introduction. */
  titleKey: 'lottery.title' | 'lottery.vnTitle';
  introKey: 'lottery.intro' | 'lottery.vnIntro';
  lists: (game: LobbyGame) => boolean;
  /** The selected game's code in the address, or null. */
  codeOf: (params: URLSearchParams) => string | null;
  /** The address that selects `game`. */
  addressOf: (game: Pick<LobbyGame, 'code' | 'defaultPlayType'>) => string;
}

function codeParam(params: URLSearchParams, name: string): string | null {
  const code = params.get(name);
  return code !== null && gameCodePattern.test(code) ? code : null;
}

/** `/lottery?gameCode=&playType=`: every lottery account type but TCG_LOTTO_VN. */
export const lotteryPage: LotteryPageKind = {
  path: '/lottery',
  titleKey: 'lottery.title',
  introKey: 'lottery.intro',
  // A collection entry (isGame false) opens a list, not a lottery: only games are offered.
  lists: (game) => game.isGame && game.accountTypeName !== vnLotteryAccountType,
  codeOf: (params) => codeParam(params, 'gameCode'),
  addressOf: (game) =>
    `/lottery?gameCode=${encodeURIComponent(game.code)}&playType=${encodeURIComponent(game.defaultPlayType ?? '')}`,
};

/** `/vnlottery?code=`: the Vietnamese regional lotteries (TCG_LOTTO_VN). */
export const vnLotteryPage: LotteryPageKind = {
  path: '/vnlottery',
  titleKey: 'lottery.vnTitle',
  introKey: 'lottery.vnIntro',
  lists: (game) => game.isGame && game.accountTypeName === vnLotteryAccountType,
  codeOf: (params) => codeParam(params, 'code'),
  addressOf: (game) => `/vnlottery?code=${encodeURIComponent(game.code)}`,
};
