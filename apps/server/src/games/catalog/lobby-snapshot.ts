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

/** The lobby's games at one catalog version, listed once in each language's order. */
export interface LobbySnapshot {
  version: bigint;
  inOrder: Record<CatalogLanguage, readonly LobbyEntry[]>;
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

/**
 * The snapshot of the rows the database read at `version`. Each row's rank in a language is its
 * place (from 1) in that language's order, so the lists are filled by place, with no sort here.
 */
export function lobbySnapshotOf(version: bigint, rows: readonly LobbyRow[]): LobbySnapshot {
  const entries = rows.map(entryOf);
  const inOrder = {} as Record<CatalogLanguage, readonly LobbyEntry[]>;
  catalogLanguages.forEach((language, index) => {
    const ordered = new Array<LobbyEntry>(rows.length);
    rows.forEach((row, position) => {
      ordered[(row.ranks[index] as number) - 1] = entries[position] as LobbyEntry;
    });
    inOrder[language] = ordered;
  });
  return { version, inOrder };
}

/**
 * The test a game passes for `filter`, built once per request. The text search is what the SQL
 * `search_text like '%q%'` was: the lower-cased query as plain text (no patterns) anywhere in the
 * code or a name. `toWellFormed` mirrors the database driver, which sends a lone surrogate as U+FFFD.
 */
function matcherOf(filter: LobbyFilter): (entry: LobbyEntry) => boolean {
  const tests: Array<(entry: LobbyEntry) => boolean> = [];
  const { category, vendor, tag, minBet, minLines, vassalage, codes } = filter;
  if (category !== undefined) tests.push((entry) => entry.category === category);
  if (vendor !== undefined) tests.push((entry) => entry.vendorCode === vendor);
  if (tag !== undefined) tests.push((entry) => entry.tags.includes(tag));
  if (filter.q !== undefined && filter.q !== '') {
    const text = filter.q.toLowerCase().toWellFormed();
    tests.push((entry) => entry.searchText.includes(text));
  }
  if (minBet !== undefined) tests.push((entry) => entry.minBet >= minBet);
  if (minLines !== undefined) tests.push((entry) => entry.lines !== null && entry.lines >= minLines);
  if (vassalage !== undefined) tests.push((entry) => entry.isGame && entry.vassalage === vassalage);
  if (codes !== undefined) {
    const wanted = new Set(codes);
    tests.push((entry) => wanted.has(entry.code));
  }
  return (entry) => tests.every((test) => test(entry));
}

/** One page of the games matching `filter`, in the language's lobby order, and how many match in all. */
export function lobbyPage(
  snapshot: LobbySnapshot,
  language: CatalogLanguage,
  filter: LobbyFilter,
  page: { limit: number; offset: number },
): { entries: LobbyEntry[]; total: number } {
  const matches = matcherOf(filter);
  const entries: LobbyEntry[] = [];
  let total = 0;
  for (const entry of snapshot.inOrder[language]) {
    if (!matches(entry)) continue;
    if (total >= page.offset && entries.length < page.limit) entries.push(entry);
    total += 1;
  }
  return { entries, total };
}
