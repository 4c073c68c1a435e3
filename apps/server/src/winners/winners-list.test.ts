import { winnerPageSchema, winnersListDepth } from '@lotus/contract/winners/schemas';
import type { Winners } from '@lotus/contract/house-games';
import type { WinnerPage } from '@lotus/contract/winners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { playerAt } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { setHouseSettings } from '../house/house-test-helpers.ts';
import { masked, playRound, settledAtOf, simulatorSlots } from './winners-test-helpers.ts';

let sites: TestSites;
let vendor: TestVendor;
beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await simulatorSlots(sites);
});
afterAll(() => sites.close());

async function listPage(query: string): Promise<{ statusCode: number; page: WinnerPage; body: string }> {
  const response = await sites.member.inject({ method: 'GET', url: `/wps/relay/winners/list${query}` });
  const body = response.json();
  return { statusCode: response.statusCode, page: winnerPageSchema.parse(body.value), body: response.body };
}

describe('the winners list', () => {
  let player: TestPlayer;
  const rounds: Record<string, string> = {};

  beforeAll(async () => {
    await setHouseSettings(sites.operator, { winnersThreshold: '500000' });
    player = await playerAt(sites, vendor, 1_000_000n);
    // Played in this order, so newest first is the reverse.
    for (const payout of [20_000n, 500_000n, 700_000n, 499_999n, 900_000n]) {
      rounds[payout.toString()] = await playRound(sites, vendor, player, payout);
    }
  });

  it('pages the real wins at or above the threshold, newest first, the player masked', async () => {
    const first = await listPage('?page=1&size=2');
    expect(first.statusCode).toBe(200);
    expect(first.page).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.page.content.map((line) => line.prize)).toEqual(['900000', '700000']);
    expect(first.page.content[0]).toEqual({
      player: masked(player.username),
      game: 'Lucky Lotus',
      prize: '900000',
      time: (await settledAtOf(sites, rounds['900000'] as string)).toISOString(),
      kind: 'win',
      gameCode: 'lucky-lotus',
      gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
    });
    // The threshold itself makes the list; a đồng less does not.
    const second = await listPage('?page=2&size=2');
    expect(second.page).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.page.content.map((line) => line.prize)).toEqual(['500000']);
    // Past the last page: nothing, and the total still says how many there are.
    expect((await listPage('?page=3&size=2')).page).toEqual({ content: [], page: 3, size: 2, total: 3 });
    for (const answer of [first, second]) expect(answer.body).not.toContain(player.username);
  });

  it('pages as the conventions say when no page is asked for, and shows the board’s own lines', async () => {
    const { page } = await listPage('');
    expect(page).toMatchObject({ page: 1, size: 20, total: 3 });
    const board = (await sites.member.inject({ method: 'GET', url: '/wps/relay/winners' })).json()
      .value as Winners;
    expect(page.content).toEqual(board.list);
  });

  it('is described in the OpenAPI document with its query', async () => {
    const document = (await sites.member.inject({ method: 'GET', url: '/docs/json' })).json();
    const list = JSON.stringify(document.paths['/wps/relay/winners/list']);
    expect(list).toContain('"page"');
    expect(list).toContain('"size"');
    expect(JSON.stringify(document.paths['/wps/relay/winners/leaderboard'])).toContain('"week"');
  });

  it('follows the operator’s threshold at once', async () => {
    await setHouseSettings(sites.operator, { winnersThreshold: '800000' });
    try {
      const { page } = await listPage('?page=1&size=10');
      expect(page.total).toBe(1);
      expect(page.content.map((line) => line.prize)).toEqual(['900000']);
    } finally {
      await setHouseSettings(sites.operator, { winnersThreshold: '500000' });
    }
  });

  it('masks every player, short names too', async () => {
    await sites.database.pool.query(`update members set username = 'abc' where username = $1`, [
      player.username,
    ]);
    try {
      const { page } = await listPage('?size=1');
      expect(page.content[0]?.player).toBe('a***');
    } finally {
      await sites.database.pool.query(`update members set username = $1 where username = 'abc'`, [
        player.username,
      ]);
    }
  });

  it(`goes no deeper than the latest ${winnersListDepth} wins`, async () => {
    // A busy brand's history: rounds settled over the past days (written as the ledger's rounds are).
    await sites.database.pool.query(
      `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet,
                         currency, stake, payout, status, settled_at)
       select b.brand_id, b.member_id, b.vendor_id, b.vendor_code, b.game_code, b.game_type,
              'history-' || n, b.wallet, b.currency, 10000, 600000, 'settled', now() - n * interval '1 minute' - interval '1 day'
         from bets b, generate_series(1, $2::int) n
        where b.round_id = $1`,
      [rounds['900000'], winnersListDepth + 5],
    );
    const last = await listPage(`?page=${winnersListDepth / 200}&size=200`);
    expect(last.page.total).toBe(winnersListDepth);
    expect(last.page.content).toHaveLength(200);
    expect((await listPage(`?page=${winnersListDepth / 200 + 1}&size=200`)).page.content).toEqual([]);
    // A page across the end is cut at the end.
    const cut = await listPage('?page=7&size=150');
    expect(cut.page.content).toHaveLength(winnersListDepth - 6 * 150);
    // Newest first all the way down: the three real wins, then the history.
    const top = await listPage('?page=1&size=5');
    expect(top.page.content.map((line) => line.prize)).toEqual([
      '900000',
      '700000',
      '500000',
      '600000',
      '600000',
    ]);
  });
});
