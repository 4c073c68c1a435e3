import type { CatalogFilter } from '@lotus/api-client';
import { useCallback } from 'react';
import { useSearchParams } from '@lotus/app-shell/routing';

/** The categories with a lobby, in the order the site shows them (spec section 1's offerings). */
export const lobbyCategories = [
  'live_casino',
  'slots',
  'sports',
  'esports',
  'cards',
  'fishing',
  'lottery',
  'cockfighting',
  'mini_games',
] as const;
export type LobbyCategory = (typeof lobbyCategories)[number];

export const isLobbyCategory = (value: string | undefined): value is LobbyCategory =>
  (lobbyCategories as readonly string[]).includes(value ?? '');

/** The live-casino filters of the spec, each a catalog tag. */
export const liveCasinoTags = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'others',
] as const;
export type LiveCasinoTag = (typeof liveCasinoTags)[number];

/**
 * The slot filters' minimum bets (product notes: both 0.1 and 1), in minor units of the currency.
 * Vietnamese sites count bets in thousands of đồng (1 = 1.000 ₫), so for VND 0.1 is 100 ₫ and 1 is
 * 1.000 ₫; other currencies count in their own unit. The catalog filter is "at least".
 */
export function minBetChoices(currency: string, minorDigits: number): readonly [string, string] {
  const unit = currency === 'VND' ? 1000n : 10n ** BigInt(minorDigits);
  return [String(unit / 10n), String(unit)];
}
export const minLinesChoice = '25';

export const lobbyLists = ['all', 'favourites', 'recent'] as const;
export type LobbyList = (typeof lobbyLists)[number];

/** What the lobby shows, all of it in the address so a search can be shared, bookmarked and reloaded. */
export interface LobbyFilter {
  list: LobbyList;
  q: string;
  tag: string;
  vendor: string;
  minBet: string;
  minLines: string;
}

const filterKeys = ['q', 'tag', 'vendor', 'minBet', 'minLines'] as const;

/** The lobby's filter, read from and written to the query string (replacing, so Back leaves the lobby). */
export function useLobbyFilter(): [LobbyFilter, (change: Partial<LobbyFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const listParam = params.get('list');
  const filter: LobbyFilter = {
    list: (lobbyLists as readonly string[]).includes(listParam ?? '') ? (listParam as LobbyList) : 'all',
    q: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
    vendor: params.get('vendor') ?? '',
    minBet: params.get('minBet') ?? '',
    minLines: params.get('minLines') ?? '',
  };
  const change = useCallback(
    (next: Partial<LobbyFilter>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of [...filterKeys, 'list'] as const) {
            const value = next[key];
            if (value === undefined) continue;
            if (value === '' || (key === 'list' && value === 'all')) updated.delete(key);
            else updated.set(key, value);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, change];
}

/** The catalog query of a lobby's filter: only what is set (a hand-edited address can hold anything). */
export function catalogQuery(category: LobbyCategory, filter: LobbyFilter): CatalogFilter {
  const q = filter.q.trim().slice(0, 64);
  const minLines = Number(filter.minLines);
  return {
    category,
    ...(q ? { q } : {}),
    ...(/^[a-z0-9_]{1,32}$/.test(filter.tag) ? { tag: filter.tag } : {}),
    ...(filter.vendor ? { vendor: filter.vendor } : {}),
    ...(/^\d{1,18}$/.test(filter.minBet) ? { minBet: filter.minBet } : {}),
    ...(Number.isInteger(minLines) && minLines > 0 ? { minLines } : {}),
  };
}
