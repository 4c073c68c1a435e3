import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import { catalogLanguages } from '@lotus/contract/games-catalog/schemas';
import type { GameType } from '@lotus/contract/values';
import type { LobbyRow } from './lobby-tables.ts';

/** A game the lobby lists, as the read model keeps it in memory. */
export interface LobbyEntry {
  id: number;
  code: string;
  /** The name in each language (English when the game has none in it). */
  names: Record<CatalogLanguage, string>;
  vendorCode: string;
  vendorName: string;
  category: GameType;
  tags: readonly string[];
  imagePath: string;
  minBet: bigint;
  /** The minimum bet as the answer writes it (minor units, decimal). */
  minBetText: string;
  lines: number | null;
  rtp: number | null;
  defaultPlayType: string | null;
  accountTypeName: string | null;
  isGame: boolean;
  vassalage: string | null;
  /** The code and every name, lower-cased by the database (the column `search_text`). */
  searchText: string;
}

/**
 * Every game's search text in one string, in a list's order, each followed by a NUL (which no
 * text in PostgreSQL can hold): one `indexOf` over it finds the matches of a text search far faster
 * than a test of each game. `starts[i]` is where game i's text begins (`starts[length]` the end).
 */
export interface LobbyTextIndex {
  text: string;
  starts: Int32Array;
}

/** The games of one language's lobby, in its order: all of them, and by vendor, category and tag. */
export interface LobbyLists {
  all: readonly LobbyEntry[];
  byVendor: ReadonlyMap<string, readonly LobbyEntry[]>;
  byCategory: ReadonlyMap<GameType, readonly LobbyEntry[]>;
  byTag: ReadonlyMap<string, readonly LobbyEntry[]>;
  searchIndex: LobbyTextIndex;
}

/** The lobby's games at one catalog version, listed once in each language's order. */
export interface LobbySnapshot {
  version: bigint;
  inOrder: Record<CatalogLanguage, LobbyLists>;
}

function entryOf(row: LobbyRow): LobbyEntry {
  const names = {} as Record<CatalogLanguage, string>;
  catalogLanguages.forEach((language, index) => {
    names[language] = row.names[index] as string;
  });
  return {
    id: row.id,
    code: row.code,
    names,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    category: row.category,
    tags: row.tags,
    imagePath: row.image_path,
    minBet: BigInt(row.min_bet),
    minBetText: row.min_bet,
    lines: row.lines,
    rtp: row.rtp_bp,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.account_type_name,
    isGame: row.is_game,
    vassalage: row.vassalage,
    searchText: row.search_text,
  };
}

/** Appends `entry` to the list of `key` in `lists`, starting it if need be. */
function addTo<K>(lists: Map<K, LobbyEntry[]>, key: K, entry: LobbyEntry): void {
  const list = lists.get(key);
  if (list === undefined) lists.set(key, [entry]);
  else list.push(entry);
}

function textIndexOf(all: readonly LobbyEntry[]): LobbyTextIndex {
  const starts = new Int32Array(all.length + 1);
  let at = 0;
  all.forEach((entry, index) => {
    starts[index] = at;
    at += entry.searchText.length + 1;
  });
  starts[all.length] = at;
  return { text: all.map((entry) => `${entry.searchText}\u0000`).join(''), starts };
}

/** The lists of a language, from its games in order: each vendor's, category's and tag's keep it. */
function listsOf(all: readonly LobbyEntry[]): LobbyLists {
  const byVendor = new Map<string, LobbyEntry[]>();
  const byCategory = new Map<GameType, LobbyEntry[]>();
  const byTag = new Map<string, LobbyEntry[]>();
  for (const entry of all) {
    addTo(byVendor, entry.vendorCode, entry);
    addTo(byCategory, entry.category, entry);
    // A tag listed twice on one game is one match, as the SQL `tags @> array[tag]` was.
    entry.tags.forEach((tag, index) => {
      if (entry.tags.indexOf(tag) === index) addTo(byTag, tag, entry);
    });
  }
  return { all, byVendor, byCategory, byTag, searchIndex: textIndexOf(all) };
}

/**
 * The snapshot of the rows the database read at `version`. Each row's rank in a language is its
 * place (from 1) in that language's order, so the lists are filled by place, with no sort here.
 */
export function lobbySnapshotOf(version: bigint, rows: readonly LobbyRow[]): LobbySnapshot {
  const entries = rows.map(entryOf);
  const inOrder = {} as Record<CatalogLanguage, LobbyLists>;
  catalogLanguages.forEach((language, index) => {
    const ordered = new Array<LobbyEntry>(rows.length);
    rows.forEach((row, position) => {
      ordered[(row.ranks[index] as number) - 1] = entries[position] as LobbyEntry;
    });
    inOrder[language] = listsOf(ordered);
  });
  return { version, inOrder };
}
