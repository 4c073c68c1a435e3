import { describe, expect, it } from 'vitest';
import { lobbyPage } from './lobby-page.ts';
import type { LobbyFilter } from './lobby-page.ts';
import { lobbySnapshotOf } from './lobby-snapshot.ts';
import type { LobbyRow } from './lobby-tables.ts';

function row(id: number, ranks: [number, number], fields: Partial<LobbyRow> = {}): LobbyRow {
  const code = fields.code ?? `game-${id}`;
  return {
    id,
    code,
    names: [`Game ${id}`, `Trò ${id}`],
    ranks,
    vendor_code: 'SIM',
    vendor_name: 'Simulator',
    category: 'slots',
    tags: [],
    image_path: '/media/x.svg',
    min_bet: '1000',
    lines: 20,
    rtp_bp: 9600,
    default_play_type: null,
    account_type_name: null,
    is_game: true,
    vassalage: null,
    search_text: `${code} game ${id} trò ${id}`,
    ...fields,
  };
}

// Three games whose English and Vietnamese orders differ.
const snapshot = lobbySnapshotOf(7n, [
  row(1, [2, 3], {
    search_text: 'game-1 100% off',
    tags: ['jackpot', 'jackpot'],
    min_bet: '999999999999999999',
  }),
  row(2, [3, 1], { lines: null, vassalage: 'PACK', code: 'pack-a' }),
  row(3, [1, 2], { vassalage: 'PACK', is_game: false, category: 'cards', vendor_code: 'OTHER' }),
]);
const ids = (filter: LobbyFilter, language: 'en' | 'vi' = 'en') =>
  lobbyPage(snapshot, language, filter, { limit: 10, offset: 0 }).entries.map((entry) => entry.id);

describe('a lobby page', () => {
  it('lists the games in each language’s order as the database ranked them', () => {
    expect(snapshot.version).toBe(7n);
    expect(ids({})).toEqual([3, 1, 2]);
    expect(ids({}, 'vi')).toEqual([2, 3, 1]);
    expect(snapshot.inOrder.vi.all[0]?.names).toEqual({ en: 'Game 2', vi: 'Trò 2' });
  });

  it('pages after filtering and counts every match', () => {
    expect(lobbyPage(snapshot, 'en', {}, { limit: 1, offset: 1 })).toMatchObject({
      entries: [{ id: 1 }],
      total: 3,
    });
    expect(lobbyPage(snapshot, 'en', { category: 'slots' }, { limit: 5, offset: 9 })).toEqual({
      entries: [],
      total: 2,
    });
  });

  it('searches the lower-cased text literally: % and _ are characters, not patterns', () => {
    expect(ids({ q: 'GAME-1' })).toEqual([1]);
    expect(ids({ q: '100%' })).toEqual([1]);
    expect(ids({ q: '%' })).toEqual([1]);
    expect(ids({ q: '_' })).toEqual([]);
    expect(ids({ q: '' })).toEqual([3, 1, 2]);
  });

  it('finds each game once however often its text holds the query, and never across two games', () => {
    expect(lobbyPage(snapshot, 'en', { q: 'game' }, { limit: 10, offset: 0 }).total).toBe(3);
    expect(ids({ q: 'trò' }, 'vi')).toEqual([2, 3]);
    expect(ids({ q: 'trò 3game-1' })).toEqual([]);
    expect(ids({ q: 'trò 3\u0000game-1' })).toEqual([]);
    expect(ids({ q: '\u0000' })).toEqual([]);
    expect(ids({ q: 'trò', category: 'cards' })).toEqual([3]);
    expect(ids({ q: 'game', tag: 'jackpot' })).toEqual([1]);
    expect(ids({ q: 'trò', vendor: 'SIM' })).toEqual([2]);
  });

  it('ANDs the filters; games without lines never meet a minimum; a group’s own entry is not its game', () => {
    expect(ids({ minLines: 0 })).toEqual([3, 1]);
    expect(ids({ minBet: 1000n })).toEqual([3, 1, 2]);
    expect(ids({ minBet: 1001n })).toEqual([1]);
    expect(ids({ tag: 'jackpot' })).toEqual([1]);
    expect(ids({ tag: 'jackpot', category: 'slots' })).toEqual([1]);
    expect(ids({ vendor: 'OTHER' })).toEqual([3]);
    expect(ids({ vendor: 'SIM' }, 'vi')).toEqual([2, 1]);
    expect(ids({ vendor: 'NONE' })).toEqual([]);
    expect(ids({ category: 'slots' }, 'vi')).toEqual([2, 1]);
    expect(ids({ category: 'fishing' })).toEqual([]);
    expect(ids({ vassalage: 'PACK' })).toEqual([2]);
    expect(ids({ codes: ['pack-a', 'game-1', 'nothing'] })).toEqual([1, 2]);
    expect(ids({ codes: ['pack-a'], vendor: 'OTHER' })).toEqual([]);
  });
});
