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

/** The games of one language's lobby, in its order: all of them, and by vendor and by category. */
export interface LobbyLists {
  all: readonly LobbyEntry[];
  byVendor: ReadonlyMap<string, readonly LobbyEntry[]>;
  byCategory: ReadonlyMap<GameType, readonly LobbyEntry[]>;
}

/** The lobby's games at one catalog version, listed once in each language's order. */
export interface LobbySnapshot {
  version: bigint;
  inOrder: Record<CatalogLanguage, LobbyLists>;
}

/** The lobby's filters, all optional and ANDed (docs/games-catalog.md). */
export interface LobbyFilter {
  category?: GameType | undefined;
  vendor?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  minBet?: bigint | undefined;
  minLines?: number | undefined;
  /** Only the sub-games of a VASSALAGE group (not the group's own entry). */
  vassalage?: string | undefined;
  codes?: readonly string[] | undefined;
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

/** The lists of a language, from its games in order: each vendor's and category's keep that order. */
function listsOf(all: readonly LobbyEntry[]): LobbyLists {
  const byVendor = new Map<string, LobbyEntry[]>();
  const byCategory = new Map<GameType, LobbyEntry[]>();
  for (const entry of all) {
    let vendorList = byVendor.get(entry.vendorCode);
    if (vendorList === undefined) byVendor.set(entry.vendorCode, (vendorList = []));
    vendorList.push(entry);
    let categoryList = byCategory.get(entry.category);
    if (categoryList === undefined) byCategory.set(entry.category, (categoryList = []));
    categoryList.push(entry);
  }
  return { all, byVendor, byCategory };
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

const noEntries: readonly LobbyEntry[] = [];

/**
 * The fewest games that can hold every match, in order (the vendor's, else the category's, else
 * all), and the filters left to test on them.
 */
function candidatesOf(
  lists: LobbyLists,
  filter: LobbyFilter,
): { candidates: readonly LobbyEntry[]; rest: LobbyFilter } {
  const { vendor, category, ...others } = filter;
  if (vendor !== undefined) {
    return { candidates: lists.byVendor.get(vendor) ?? noEntries, rest: { category, ...others } };
  }
  if (category !== undefined)
    return { candidates: lists.byCategory.get(category) ?? noEntries, rest: others };
  return { candidates: lists.all, rest: others };
}

/**
 * The test a game passes for `filter`, built once per request as one function (it runs for every
 * candidate); undefined when nothing is left to test. The text search is what the SQL
 * `search_text like '%q%'` was: the lower-cased query as plain text (no patterns) anywhere in the
 * code or a name. `toWellFormed` mirrors the database driver, which sends a lone surrogate as U+FFFD.
 */
function matcherOf(filter: LobbyFilter): ((entry: LobbyEntry) => boolean) | undefined {
  const { category, vendor, tag, minBet, minLines, vassalage } = filter;
  const text = filter.q === undefined || filter.q === '' ? undefined : filter.q.toLowerCase().toWellFormed();
  const codes = filter.codes === undefined ? undefined : new Set(filter.codes);
  const tested = [category, vendor, tag, text, minBet, minLines, vassalage, codes];
  if (tested.every((value) => value === undefined)) return undefined;
  return (entry) =>
    (category === undefined || entry.category === category) &&
    (vendor === undefined || entry.vendorCode === vendor) &&
    (tag === undefined || entry.tags.includes(tag)) &&
    (text === undefined || entry.searchText.includes(text)) &&
    (minBet === undefined || entry.minBet >= minBet) &&
    (minLines === undefined || (entry.lines !== null && entry.lines >= minLines)) &&
    (vassalage === undefined || (entry.isGame && entry.vassalage === vassalage)) &&
    (codes === undefined || codes.has(entry.code));
}

/** One page of the games matching `filter`, in the language's lobby order, and how many match in all. */
export function lobbyPage(
  snapshot: LobbySnapshot,
  language: CatalogLanguage,
  filter: LobbyFilter,
  page: { limit: number; offset: number },
): { entries: LobbyEntry[]; total: number } {
  const { candidates, rest } = candidatesOf(snapshot.inOrder[language], filter);
  const matches = matcherOf(rest);
  if (matches === undefined) {
    return { entries: candidates.slice(page.offset, page.offset + page.limit), total: candidates.length };
  }
  const entries: LobbyEntry[] = [];
  let total = 0;
  for (const entry of candidates) {
    if (!matches(entry)) continue;
    if (total >= page.offset && entries.length < page.limit) entries.push(entry);
    total += 1;
  }
  return { entries, total };
}
