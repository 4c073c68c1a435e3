import type { CatalogLanguage, LaunchGame, LotteryLaunch } from '@lotus/contract/games-catalog';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CatalogService } from '../catalog/service.ts';
import { withLaunchCdn } from '../catalog/cdn.ts';
import { selectCdnUrls, selectLaunchRow } from '../catalog/tables.ts';
import type { LaunchRow } from '../catalog/tables.ts';
import type { MemberGames } from '../member-games/service.ts';

/** The vendor launch token a frame launch hands the game (the vendor wallet issues it). */
export interface LaunchTokens {
  issue(memberId: bigint, vendorCode: string): Promise<{ token: string; playerId: string }>;
}

/** The house games' vendor: each of its games has its own page on the member site. */
export const houseVendorCode = 'LOTUS';

/** Fills a vendor's launch template; every value is URL-encoded (a token or code cannot break out). */
export function fillLaunchTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(vendor|game|token|lang|player)\}/g, (_match, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
}

/**
 * The launch call: says how the member site opens a game (its own page, an embedded frame, the
 * VASSALAGE popup, or a lottery flow), issuing the vendor launch token a frame needs, and records
 * the launch in the member's recent games.
 */
export function createGameLauncher(deps: {
  pool: Pool;
  brandId: number;
  memberSiteUrl: string;
  /** The brand's lottery prize mode (brands.lottery_type), sent in the lottery launch payload. */
  lotteryPrizeMode: string;
  tokens: LaunchTokens;
  catalog: Pick<CatalogService, 'vassalageGames'>;
  memberGames: Pick<MemberGames, 'recordLaunch'>;
}) {
  const { pool, brandId, memberSiteUrl, tokens } = deps;

  /** The vendor's address for this member with a fresh token; error_game_unavailable without a template. */
  async function vendorUrl(memberId: bigint, game: LaunchRow, language: CatalogLanguage): Promise<string> {
    if (game.launch_url_template === null) throw new AppError('error_game_unavailable');
    const token = await tokens.issue(memberId, game.vendor_code);
    const url = fillLaunchTemplate(game.launch_url_template, {
      vendor: game.vendor_code,
      game: game.code,
      token: token.token,
      lang: language,
      player: token.playerId,
    });
    return withLaunchCdn(url, (await selectCdnUrls(pool, brandId)).launch);
  }

  function lotteryPayload(game: LaunchRow, language: CatalogLanguage): LotteryLaunch {
    return {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: deps.lotteryPrizeMode,
      lottoGameCode: game.code,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: `${memberSiteUrl}/lottery`,
      language,
    };
  }

  /** Lottery routing by account type: TCG_SEA its own flow, GPI straight in, TCG_LOTTO_VN /vnlottery, others /lottery. */
  async function launchLottery(
    memberId: bigint,
    game: LaunchRow,
    language: CatalogLanguage,
  ): Promise<LaunchGame> {
    const lottery = lotteryPayload(game, language);
    const code = game.code;
    switch (game.account_type_name) {
      case 'TCG_SEA':
        return { mode: 'lottery-flow', code, gameUrl: await vendorUrl(memberId, game, language), lottery };
      case 'GPI':
        return { mode: 'frame', code, url: await vendorUrl(memberId, game, language), lottery };
      default: {
        // The site's own lottery pages play through the vendor too, when it has an address.
        const gameUrl = game.launch_url_template === null ? null : await vendorUrl(memberId, game, language);
        const route =
          game.account_type_name === 'TCG_LOTTO_VN'
            ? `/vnlottery?code=${encodeURIComponent(code)}`
            : `/lottery?gameCode=${encodeURIComponent(code)}&playType=${encodeURIComponent(game.default_play_type ?? '')}`;
        return { mode: 'route', code, route, lottery, gameUrl };
      }
    }
  }

  async function launch(memberId: bigint, code: string, language: CatalogLanguage): Promise<LaunchGame> {
    const game = await selectLaunchRow(pool, brandId, code);
    if (!game) throw new AppError('error_game_not_found');
    if (!game.enabled || !game.vendor_enabled) throw new AppError('error_game_unavailable');

    if (!game.is_game && game.vassalage !== null) {
      // A group entry opens its list; the sub-game the member picks is what gets launched (and recorded).
      const games = await deps.catalog.vassalageGames(game.vassalage, { memberId, language });
      return { mode: 'popup', code, vassalage: game.vassalage, games };
    }
    let answer: LaunchGame;
    if (game.category === 'lottery') {
      // The house's own lottery too: its regional games go to /vnlottery, its fast ones to /lottery.
      answer = await launchLottery(memberId, game, language);
    } else if (game.vendor_code === houseVendorCode) {
      answer = {
        mode: 'route',
        code,
        route: `/originals/${encodeURIComponent(code)}`,
        lottery: null,
        gameUrl: null,
      };
    } else {
      answer = { mode: 'frame', code, url: await vendorUrl(memberId, game, language), lottery: null };
    }
    await deps.memberGames.recordLaunch(memberId, game.id);
    return answer;
  }

  return { launch };
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;
