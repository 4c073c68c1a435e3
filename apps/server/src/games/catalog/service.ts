import type {
  CatalogGame,
  CatalogPage,
  CatalogQuery,
  CatalogVendor,
  GameTypeAnswer,
  PvpRoom,
  VassalageGroup,
  VendorLanes,
} from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { Pool } from '../../platform/database/pool.ts';
import {
  selectCdnUrls,
  selectGamesByIds,
  selectLaneGames,
  selectPopularGames,
  selectVassalageGroups,
  selectVendorCounts,
  selectVendorsWithGames,
} from './tables.ts';
import type { CatalogGameRow, VassalageRow, Viewer } from './tables.ts';
import { imageUrlOf } from './cdn.ts';
import { createLobbyGames } from './lobby-games.ts';
import { createLobbyReadModel } from './lobby-read-model.ts';
import { createCatalogSearch } from './catalog-search.ts';
import type { LobbyViewer } from './lobby-games.ts';
import { houseVendorCode } from '../launch/service.ts';

/** The house multiplayer rooms the PVP room list shows (the game must be in the catalog and on). */
const pvpRooms: ReadonlyArray<{ code: string; name: string; gameCode: string }> = [
  { code: 'pappu', name: 'PAPPU', gameCode: 'pappu' },
];

export function catalogGameOf(row: CatalogGameRow, imageCdns: readonly string[]): CatalogGame {
  return {
    nodeId: row.id,
    code: row.code,
    name: row.name,
    vendor: row.vendor_code,
    vendorName: row.vendor_name,
    category: row.category,
    tags: row.tags,
    imageUrl: imageUrlOf(row.image_path, imageCdns),
    minBet: row.min_bet,
    lines: row.lines,
    rtp: row.rtp_bp,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    isGame: row.is_game,
    vassalage: row.vassalage,
    isFav: row.is_fav,
  };
}

/** The lobby's reads of the catalog: every call here is public; a viewer with a member fills isFav. */
export function createCatalogService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;
  const imageCdns = async () => (await selectCdnUrls(pool, brandId)).image;

  // One read model for the lobby's pages and the header's search: both answer from one snapshot.
  const lobby = createLobbyReadModel({ pool, brandId });
  const lobbyGames = createLobbyGames({ pool, brandId, lobby });
  const search = createCatalogSearch({ pool, brandId, lobby });

  async function page(query: CatalogQuery, viewer: LobbyViewer): Promise<CatalogPage> {
    const { content, total } = await lobbyGames(
      {
        category: query.category,
        vendor: query.vendor,
        tag: query.tag,
        q: query.q,
        minBet: query.minBet === undefined ? undefined : BigInt(query.minBet),
        minLines: query.minLines,
      },
      viewer,
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { content, page: query.page, size: query.size, total };
  }

  async function popular(
    filter: { category?: GameType | undefined; limit: number },
    viewer: Viewer,
  ): Promise<CatalogGame[]> {
    const [cdns, rows] = await Promise.all([imageCdns(), selectPopularGames(pool, brandId, viewer, filter)]);
    return rows.map((row) => catalogGameOf(row, cdns));
  }

  /** Games by id, in the order of `ids` (missing or switched-off games are left out). */
  async function byIds(ids: readonly number[], viewer: Viewer): Promise<CatalogGame[]> {
    if (ids.length === 0) return [];
    const [cdns, rows] = await Promise.all([imageCdns(), selectGamesByIds(pool, brandId, viewer, ids)]);
    const byId = new Map(rows.map((row) => [row.id, catalogGameOf(row, cdns)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function vendors(category: GameType | undefined): Promise<CatalogVendor[]> {
    const result = new Map<string, CatalogVendor>();
    for (const row of await selectVendorCounts(pool, brandId)) {
      const vendor = result.get(row.code) ?? {
        code: row.code,
        name: row.name,
        laneTitle: row.lane_title ?? row.name,
        sort: row.sort,
        gameCount: 0,
        counts: {},
      };
      if (row.category !== null) {
        vendor.counts[row.category] = Number(row.games);
        vendor.gameCount += Number(row.games);
      }
      result.set(row.code, vendor);
    }
    const list = [...result.values()];
    return category === undefined ? list : list.filter((vendor) => (vendor.counts[category] ?? 0) > 0);
  }

  async function vendorLanes(category: GameType, perLane: number, viewer: Viewer): Promise<VendorLanes> {
    const [cdns, rows] = await Promise.all([
      imageCdns(),
      selectLaneGames(pool, brandId, viewer, category, perLane),
    ]);
    const lanes: VendorLanes['data']['lanes'] = [];
    for (const row of rows) {
      let lane = lanes.at(-1);
      if (lane?.vendor !== row.vendor_code) {
        lane = { title: row.lane_title, vendor: row.vendor_code, total: Number(row.lane_total), cards: [] };
        lanes.push(lane);
      }
      lane.cards.push(catalogGameOf(row, cdns));
    }
    return { data: { lanes } };
  }

  /** The VASSALAGE groups: `vassGameType` of the key's category (RNG: slots), `allVassGameType` every one. */
  async function gameType(key: 'RNG' | 'ALL', viewer: Viewer): Promise<GameTypeAnswer> {
    const [cdns, rows] = await Promise.all([
      imageCdns(),
      selectVassalageGroups(pool, brandId, viewer.language),
    ]);
    const groupOf = (row: VassalageRow): VassalageGroup => ({
      vassalage: row.vassalage,
      name: row.name,
      vendor: row.vendor_code,
      category: row.category,
      imageUrl: imageUrlOf(row.image_path, cdns),
      gameCount: Number(row.games),
    });
    const all = rows.map(groupOf);
    return {
      vassGameType: key === 'ALL' ? all : all.filter((group) => group.category === 'slots'),
      allVassGameType: all,
    };
  }

  /** The sub-games of a VASSALAGE group, for the popup game list. */
  async function vassalageGames(vassalage: string, viewer: Viewer): Promise<CatalogGame[]> {
    return (await lobbyGames({ vassalage }, viewer, { limit: 200, offset: 0 })).content;
  }

  async function rooms(): Promise<{ rooms: PvpRoom[] }> {
    const { content } = await lobbyGames(
      { vendor: houseVendorCode, codes: pvpRooms.map((room) => room.gameCode) },
      { memberId: null, language: 'en' },
      { limit: pvpRooms.length, offset: 0 },
    );
    const live = new Set(content.map((game) => game.code));
    return {
      rooms: pvpRooms
        .filter((room) => live.has(room.gameCode))
        .map((room) => ({ ...room, route: `/originals/${room.gameCode}`, playersOnline: null })),
    };
  }

  /**
   * The vendors a member plays at through a wallet of theirs there: switched on, with at least one
   * switched-on game. The house's own vendor is never one (its games play from the main wallet), so
   * the wallet sends transfers only where a game can use the money.
   */
  function vendorsWithGames(): Promise<string[]> {
    return selectVendorsWithGames(pool, brandId, houseVendorCode);
  }

  return {
    page,
    search,
    popular,
    byIds,
    vendors,
    vendorLanes,
    gameType,
    vassalageGames,
    rooms,
    vendorsWithGames,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
