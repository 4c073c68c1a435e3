import type { GameType } from '@lotus/contract/values';
import { gameArtPath } from '../games/index.ts';
import type { PoolClient } from '../platform/database/pool.ts';

/** Every simulator vendor opens its games on the repository's vendor simulator page. */
export const simulatorLaunchTemplate =
  '/vendor-sim/play?vendor={vendor}&game={game}&token={token}&lang={lang}&player={player}';

interface DemoVendor {
  code: string;
  name: string;
  laneTitle: string;
  category: GameType;
  sort: number;
  launchUrlTemplate: string | null;
}

/**
 * The demo catalog's vendors. LOTUS may already exist (migration 0023 opens it for every brand),
 * SIM_SLOTS and SIM_LIVE come from demo-vendors.ts: each is upserted, so the order does not matter.
 */
export const demoCatalogVendors: readonly DemoVendor[] = [
  {
    code: 'LOTUS',
    name: 'Lotus Originals',
    laneTitle: 'Lotus Originals',
    category: 'mini_games',
    sort: -1,
    launchUrlTemplate: null,
  },
  {
    code: 'SIM_SLOTS',
    name: 'Lotus Simulator Slots',
    laneTitle: 'Simulator Slots',
    category: 'slots',
    sort: 0,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_LIVE',
    name: 'Lotus Simulator Live',
    laneTitle: 'Simulator Live',
    category: 'live_casino',
    sort: 1,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_SPORTS',
    name: 'Lotus Simulator Sports',
    laneTitle: 'Simulator Sports',
    category: 'sports',
    sort: 2,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_ESPORTS',
    name: 'Lotus Simulator eSports',
    laneTitle: 'Simulator eSports',
    category: 'esports',
    sort: 3,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_CARDS',
    name: 'Lotus Simulator Cards',
    laneTitle: 'Simulator Cards',
    category: 'cards',
    sort: 4,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_FISH',
    name: 'Lotus Simulator Fishing',
    laneTitle: 'Simulator Fishing',
    category: 'fishing',
    sort: 5,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_LOTTO',
    name: 'Lotus Simulator Lottery',
    laneTitle: 'Simulator Lottery',
    category: 'lottery',
    sort: 6,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
  {
    code: 'SIM_COCK',
    name: 'Lotus Simulator Cockfighting',
    laneTitle: 'Simulator Cockfighting',
    category: 'cockfighting',
    sort: 7,
    launchUrlTemplate: simulatorLaunchTemplate,
  },
];

interface DemoGame {
  vendor: string;
  code: string;
  en: string;
  vi: string;
  category: GameType;
  tags?: readonly string[];
  /** Its own art; without it, the art generated from its kind and code (docs/games-catalog.md, Images). */
  image?: string;
  minBet?: number;
  lines?: number | null;
  rtp?: number | null;
  defaultPlayType?: string | null;
  accountTypeName?: string | null;
  isGame?: boolean;
  vassalage?: string | null;
}

const house: DemoGame[] = [
  {
    code: 'mines-gold',
    en: 'Mines Gold',
    vi: 'Dò Mìn Vàng',
    rtp: 9900,
    image: '/media/games/mines-gold.svg',
  },
  { code: 'limbo', en: 'Limbo', vi: 'Limbo', rtp: 9900, image: '/media/games/limbo.svg' },
  { code: 'tower', en: 'Tower', vi: 'Tháp', rtp: 9900, image: '/media/games/tower.svg' },
  { code: 'dice', en: 'Dice', vi: 'Xúc Xắc', rtp: 9900, image: '/media/games/dice.svg' },
  { code: 'plinko', en: 'Plinko', vi: 'Plinko', rtp: 9900, image: '/media/games/plinko.svg' },
  {
    code: 'pappu',
    en: 'PAPPU',
    vi: 'PAPPU',
    rtp: 9900,
    tags: ['crash', 'multiplayer'],
    image: '/media/games/pappu.svg',
  },
].map((game) => ({ ...game, vendor: 'LOTUS', category: 'mini_games' as const, minBet: 100, lines: null }));

const slotNames: ReadonlyArray<[string, string, string]> = [
  ['pirate-queen', 'Pirate Queen', 'Nữ Hoàng Cướp Biển'],
  ['wild-ace', 'Wild Ace', 'Át Hoang Dã'],
  ['golden-land', 'Golden Land', 'Vùng Đất Vàng'],
  ['sweet-land', 'Sweet Land', 'Xứ Kẹo Ngọt'],
  ['lucky-lotus', 'Lucky Lotus', 'Hoa Sen May Mắn'],
  ['dragon-pearl', 'Dragon Pearl', 'Ngọc Rồng'],
  ['jade-empire', 'Jade Empire', 'Đế Chế Ngọc Bích'],
  ['fortune-ox', 'Fortune Ox', 'Trâu Vàng Phát Tài'],
  ['mekong-gold', 'Mekong Gold', 'Vàng Sông Mê Kông'],
  ['halong-treasure', 'Ha Long Treasure', 'Kho Báu Hạ Long'],
  ['tiger-strike', 'Tiger Strike', 'Mãnh Hổ Vồ Mồi'],
  ['phoenix-rise', 'Phoenix Rise', 'Phượng Hoàng Tung Cánh'],
  ['fruit-party', 'Fruit Party', 'Tiệc Trái Cây'],
  ['neon-sevens', 'Neon Sevens', 'Số 7 Neon'],
  ['space-gems', 'Space Gems', 'Đá Quý Vũ Trụ'],
  ['buffalo-run', 'Buffalo Run', 'Đàn Trâu Rừng'],
  ['koi-fortune', 'Koi Fortune', 'Cá Chép Tài Lộc'],
  ['temple-quest', 'Temple Quest', 'Truy Tìm Đền Cổ'],
];
const heroImages = new Set(['pirate-queen', 'wild-ace', 'golden-land', 'sweet-land']);
const slots: DemoGame[] = slotNames.map(([code, en, vi], index) => ({
  vendor: 'SIM_SLOTS',
  code,
  en,
  vi,
  category: 'slots',
  tags: index % 3 === 0 ? ['jackpot'] : index % 3 === 1 ? ['megaways'] : ['classic'],
  ...(heroImages.has(code) ? { image: `/media/games/${code}.svg` } : {}),
  minBet: [100, 200, 500, 1000][index % 4] ?? 100,
  lines: [20, 25, 50, 243, 1024][index % 5] ?? 20,
  rtp: 9600 + (index % 5) * 10,
}));

/** One VASSALAGE group: its own entry opens the popup list of its sub-games. */
const vassalage: DemoGame[] = [
  { code: 'fortune-pack', en: 'Fortune Pack', vi: 'Bộ Tài Lộc', isGame: false },
  { code: 'fortune-pack-tet', en: 'Fortune Pack: Tet', vi: 'Bộ Tài Lộc: Tết', lines: 25, rtp: 9620 },
  {
    code: 'fortune-pack-moon',
    en: 'Fortune Pack: Moon Festival',
    vi: 'Bộ Tài Lộc: Trung Thu',
    lines: 25,
    rtp: 9620,
  },
  {
    code: 'fortune-pack-dragon',
    en: 'Fortune Pack: Dragon Boat',
    vi: 'Bộ Tài Lộc: Thuyền Rồng',
    lines: 50,
    rtp: 9640,
  },
].map((game) => ({
  ...game,
  vendor: 'SIM_SLOTS',
  category: 'slots' as const,
  vassalage: 'FORTUNE_PACK',
  tags: ['collection'],
  minBet: 200,
}));

const liveTables: ReadonlyArray<[string, string, string, string]> = [
  ['baccarat', 'baccarat-a', 'Baccarat A', 'Baccarat A'],
  ['baccarat', 'baccarat-squeeze', 'Baccarat Squeeze', 'Baccarat Nặn Bài'],
  ['baccarat', 'speed-baccarat', 'Speed Baccarat', 'Baccarat Tốc Độ'],
  ['sicbo', 'sicbo-classic', 'Sic Bo', 'Tài Xỉu'],
  ['sicbo', 'sicbo-lightning', 'Lightning Sic Bo', 'Tài Xỉu Sấm Sét'],
  ['roulette', 'roulette-european', 'European Roulette', 'Roulette Châu Âu'],
  ['roulette', 'roulette-auto', 'Auto Roulette', 'Roulette Tự Động'],
  ['dragon_tiger', 'dragon-tiger', 'Dragon Tiger', 'Rồng Hổ'],
  ['dragon_tiger', 'dragon-tiger-vip', 'Dragon Tiger VIP', 'Rồng Hổ VIP'],
  ['blackjack', 'blackjack-classic', 'Blackjack', 'Xì Dách'],
  ['blackjack', 'blackjack-vip', 'Blackjack VIP', 'Xì Dách VIP'],
];
const live: DemoGame[] = liveTables.map(([tag, code, en, vi], index) => ({
  vendor: 'SIM_LIVE',
  code,
  en,
  vi,
  category: 'live_casino',
  tags: [tag],
  minBet: index % 2 === 0 ? 1000 : 5000,
  rtp: null,
}));

/** [vendor, code, English, Vietnamese, category, tags, RTP (basis points) or null]. */
const otherRows: ReadonlyArray<[string, string, string, string, GameType, string[], number | null]> = [
  ['SIM_SPORTS', 'sports-football', 'Football', 'Bóng Đá', 'sports', ['football'], null],
  ['SIM_SPORTS', 'sports-basketball', 'Basketball', 'Bóng Rổ', 'sports', ['basketball'], null],
  ['SIM_SPORTS', 'sports-tennis', 'Tennis', 'Quần Vợt', 'sports', ['tennis'], null],
  ['SIM_ESPORTS', 'esports-lol', 'League of Legends', 'Liên Minh Huyền Thoại', 'esports', ['moba'], null],
  ['SIM_ESPORTS', 'esports-dota', 'Dota 2', 'Dota 2', 'esports', ['moba'], null],
  ['SIM_ESPORTS', 'esports-cs', 'Counter-Strike', 'Counter-Strike', 'esports', ['shooter'], null],
  ['SIM_CARDS', 'texas-holdem', 'Texas Hold’em', 'Poker Texas', 'cards', ['poker'], 9750],
  ['SIM_CARDS', 'tien-len', 'Tien Len', 'Tiến Lên', 'cards', ['tien_len'], 9700],
  ['SIM_CARDS', 'mau-binh', 'Mau Binh', 'Mậu Binh', 'cards', ['mau_binh'], 9700],
  ['SIM_CARDS', 'xoc-dia', 'Xoc Dia', 'Xóc Đĩa', 'cards', ['xoc_dia'], 9800],
  ['SIM_CARDS', 'three-card-poker', 'Three Card Poker', 'Poker Ba Lá', 'cards', ['poker'], 9660],
  ['SIM_FISH', 'ocean-king', 'Ocean King', 'Vua Đại Dương', 'fishing', ['multiplayer'], 9600],
  ['SIM_FISH', 'fishing-war', 'Fishing War', 'Đại Chiến Bắn Cá', 'fishing', [], 9650],
  ['SIM_FISH', 'dragon-fishing', 'Dragon Fishing', 'Bắn Cá Rồng', 'fishing', [], 9700],
  ['SIM_FISH', 'golden-toad', 'Golden Toad', 'Cóc Vàng', 'fishing', [], 9680],
  ['SIM_COCK', 'cockfight-arena', 'Cockfight Arena', 'Đấu Trường Đá Gà', 'cockfighting', ['live'], null],
  ['SIM_COCK', 'cockfight-derby', 'Cockfight Derby', 'Giải Đá Gà', 'cockfighting', ['live'], null],
  ['SIM_SLOTS', 'hi-lo', 'Hi-Lo', 'Cao Thấp', 'mini_games', [], 9700],
  ['SIM_SLOTS', 'wheel-of-luck', 'Wheel of Luck', 'Vòng Quay May Mắn', 'mini_games', [], 9500],
  ['SIM_SLOTS', 'keno-mini', 'Mini Keno', 'Keno Mini', 'mini_games', ['keno'], 9500],
];
const others: DemoGame[] = otherRows.map(([vendor, code, en, vi, category, tags, rtp]) => ({
  vendor,
  code,
  en,
  vi,
  category,
  tags,
  rtp,
}));

/** One lottery game per account type the launch routes by: [code, English, Vietnamese, type, play type]. */
const lotteryRows: ReadonlyArray<[string, string, string, string, string]> = [
  ['sea-lotto', 'SEA Lotto', 'Xổ Số Đông Nam Á', 'TCG_SEA', 'STANDARD'],
  ['gpi-keno', 'GPI Keno', 'Keno GPI', 'GPI', 'KENO'],
  ['vn-lottery-north', 'Northern Lottery', 'Xổ Số Miền Bắc', 'TCG_LOTTO_VN', 'MB'],
  ['vn-lottery-south', 'Southern Lottery', 'Xổ Số Miền Nam', 'TCG_LOTTO_VN', 'MN'],
  ['fast-3', 'Fast 3', 'Xổ Số Nhanh 3', 'TCG_LOTTO', 'K3'],
  ['lucky-5', 'Lucky 5 Minutes', 'Siêu Tốc 5 Phút', 'TCG_LOTTO', 'SSC'],
];
const lottery: DemoGame[] = lotteryRows.map(([code, en, vi, accountTypeName, defaultPlayType]) => ({
  vendor: 'SIM_LOTTO',
  code,
  en,
  vi,
  category: 'lottery',
  tags: code.includes('keno') ? ['keno'] : [],
  accountTypeName,
  defaultPlayType,
}));

/**
 * The house's own lottery (issue 18): the three regions' draws on /vnlottery (TCG_LOTTO_VN) and the
 * fast draws on /lottery, played on the member site's own screens: the codes are the lottery's games.
 */
const houseLotteryRows: ReadonlyArray<[string, string, string, string, string]> = [
  ['north', 'Northern Lottery (Lotus)', 'Xổ Số Miền Bắc (Lotus)', 'TCG_LOTTO_VN', 'MB'],
  ['central', 'Central Lottery (Lotus)', 'Xổ Số Miền Trung (Lotus)', 'TCG_LOTTO_VN', 'MT'],
  ['south', 'Southern Lottery (Lotus)', 'Xổ Số Miền Nam (Lotus)', 'TCG_LOTTO_VN', 'MN'],
  ['f1', 'Lotus Fast 1 Minute', 'Xổ Số Siêu Tốc 1 Phút', 'LOTUS_LOTT', 'F1'],
  ['f3', 'Lotus Fast 3 Minutes', 'Xổ Số Siêu Tốc 3 Phút', 'LOTUS_LOTT', 'F3'],
  ['f5', 'Lotus Fast 5 Minutes', 'Xổ Số Siêu Tốc 5 Phút', 'LOTUS_LOTT', 'F5'],
];
const houseLottery: DemoGame[] = houseLotteryRows.map(([code, en, vi, accountTypeName, defaultPlayType]) => ({
  vendor: 'LOTUS',
  code,
  en,
  vi,
  category: 'lottery',
  tags: ['lotus'],
  accountTypeName,
  defaultPlayType,
}));

/** The demo catalog: about 90 games across every category, in each vendor's order. */
export const demoCatalogGames: readonly DemoGame[] = [
  ...house,
  ...houseLottery,
  ...slots,
  ...vassalage,
  ...live,
  ...others,
  ...lottery,
];

export async function seedDemoCatalog(client: PoolClient, brandId: number): Promise<void> {
  for (const vendor of demoCatalogVendors) {
    await client.query(
      `insert into vendors (brand_id, code, name, category, sort, lane_title, launch_url_template)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (brand_id, code) do update set name = excluded.name, sort = excluded.sort,
         lane_title = excluded.lane_title, launch_url_template = excluded.launch_url_template`,
      [
        brandId,
        vendor.code,
        vendor.name,
        vendor.category,
        vendor.sort,
        vendor.laneTitle,
        vendor.launchUrlTemplate,
      ],
    );
  }
  for (const [index, game] of demoCatalogGames.entries()) {
    await client.query(
      `insert into games (brand_id, vendor_id, code, names, category, tags, image_path, min_bet, lines,
         rtp_bp, default_play_type, account_type_name, is_game, vassalage, sort)
       select $1, v.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15
       from vendors v where v.brand_id = $1 and v.code = $2`,
      [
        brandId,
        game.vendor,
        game.code,
        JSON.stringify({ en: game.en, vi: game.vi }),
        game.category,
        game.tags ?? [],
        game.image ?? gameArtPath(game.category, game.code),
        game.minBet ?? 1000,
        game.lines ?? null,
        game.rtp ?? null,
        game.defaultPlayType ?? null,
        game.accountTypeName ?? null,
        game.isGame ?? true,
        game.vassalage ?? null,
        index,
      ],
    );
  }
}
