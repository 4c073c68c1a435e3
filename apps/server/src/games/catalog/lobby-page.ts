import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { LobbyEntry, LobbyLists, LobbySnapshot, LobbyTextIndex } from './lobby-snapshot.ts';

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

const noEntries: readonly LobbyEntry[] = [];

/**
 * What a text search looks for, as the SQL `search_text like '%q%'` did: the lower-cased query as
 * plain text (no patterns). `toWellFormed` mirrors the database driver, which sends a lone
 * surrogate as U+FFFD. Undefined for no search.
 */
function searchedText(q: string | undefined): string | undefined {
  return q === undefined || q === '' ? undefined : q.toLowerCase().toWellFormed();
}

/** The place of the game whose text holds position `at` of the index: the last start at or before it. */
function entryAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * The games of `all` whose search text holds `text`, in order. A NUL in the query matches nothing
 * (no search text holds one), and every other match lies inside one game's text.
 */
function textMatches(index: LobbyTextIndex, all: readonly LobbyEntry[], text: string): LobbyEntry[] {
  const found: LobbyEntry[] = [];
  if (text.includes('\u0000')) return found;
  for (let from = 0; ;) {
    const at = index.text.indexOf(text, from);
    if (at < 0) return found;
    const place = entryAt(index.starts, at);
    found.push(all[place] as LobbyEntry);
    from = index.starts[place + 1] as number;
  }
}

/**
 * The fewest games that can hold every match, in order, and the filters left to test on them: a
 * vendor's games (a few dozen); else the text search's matches; else the smaller of the tag's and
 * the category's games; else all.
 */
function candidatesOf(
  lists: LobbyLists,
  filter: LobbyFilter,
): { candidates: readonly LobbyEntry[]; rest: LobbyFilter } {
  if (filter.vendor !== undefined) {
    return {
      candidates: lists.byVendor.get(filter.vendor) ?? noEntries,
      rest: { ...filter, vendor: undefined },
    };
  }
  const text = searchedText(filter.q);
  if (text !== undefined) {
    return { candidates: textMatches(lists.searchIndex, lists.all, text), rest: { ...filter, q: undefined } };
  }
  let narrowest = { candidates: lists.all, rest: filter };
  if (filter.tag !== undefined) {
    narrowest = { candidates: lists.byTag.get(filter.tag) ?? noEntries, rest: { ...filter, tag: undefined } };
  }
  if (filter.category !== undefined) {
    const inCategory = lists.byCategory.get(filter.category) ?? noEntries;
    if (inCategory.length < narrowest.candidates.length) {
      narrowest = { candidates: inCategory, rest: { ...filter, category: undefined } };
    }
  }
  return narrowest;
}

/**
 * The test a game passes for `filter`, built once per request as one function (it runs for every
 * candidate); undefined when nothing is left to test.
 */
function matcherOf(filter: LobbyFilter): ((entry: LobbyEntry) => boolean) | undefined {
  const { category, vendor, tag, minBet, minLines, vassalage } = filter;
  const text = searchedText(filter.q);
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
