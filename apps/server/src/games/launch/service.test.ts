import type { LaunchGame, RecentGame } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  fundMember,
  nextVendorId,
  operatorHeaders,
  vendorCall,
} from '../../../test/vendor-wallet-helpers.ts';
import { registerWalletMember } from '../../../test/wallet-helpers.ts';

let sites: TestSites;
let member: { username: string; token: string };
const memberSiteUrl = 'https://play.lotus.example';

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000', MEMBER_SITE_URL: memberSiteUrl });
  member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
});
afterAll(() => sites.close());

async function launch(code: string, token = member.token, lang = 'en') {
  return sites.member.inject({
    method: 'GET',
    url: `/wps/game/launchGame?code=${code}&lang=${lang}`,
    headers: bearer(token),
  });
}
async function launched(code: string, token = member.token): Promise<LaunchGame> {
  const response = await launch(code, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as LaunchGame;
}

describe('GET /wps/game/launchGame', () => {
  it('asks for a login first', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/game/launchGame?code=limbo' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
  });

  it('opens a house game on its own page', async () => {
    expect(await launched('mines-gold')).toEqual({
      mode: 'route',
      code: 'mines-gold',
      route: '/originals/mines-gold',
      lottery: null,
      gameUrl: null,
    });
    expect(await launched('pappu')).toMatchObject({ mode: 'route', route: '/originals/pappu' });
  });

  it('opens the popup list of a VASSALAGE group', async () => {
    const answer = await launched('fortune-pack');
    expect(answer).toMatchObject({ mode: 'popup', vassalage: 'FORTUNE_PACK' });
    if (answer.mode !== 'popup') throw new Error('not a popup');
    expect(answer.games.map((game) => game.code).sort()).toEqual([
      'fortune-pack-dragon',
      'fortune-pack-moon',
      'fortune-pack-tet',
    ]);
  });

  it('opens a vendor game in a frame with a token the vendor wallet API accepts', async () => {
    const answer = await launched('pirate-queen');
    if (answer.mode !== 'frame') throw new Error(`not a frame: ${answer.mode}`);
    const url = new URL(answer.url, 'https://same.origin');
    expect(url.origin).toBe('https://same.origin');
    expect(url.pathname).toBe('/vendor-sim/play');
    expect(url.searchParams.get('vendor')).toBe('SIM_SLOTS');
    expect(url.searchParams.get('game')).toBe('pirate-queen');
    expect(url.searchParams.get('lang')).toBe('en');
    const token = url.searchParams.get('token') ?? '';
    const playerId = url.searchParams.get('player') ?? '';
    expect(token.length).toBeGreaterThan(20);

    await fundMember(sites.operator, member.username, 10_000n);
    const secret = await sites.operator.inject({
      method: 'POST',
      url: '/admin/vendors/SIM_SLOTS/secret',
      headers: operatorHeaders,
    });
    const vendor = { code: 'SIM_SLOTS', secret: secret.json().value.secret as string };
    const debit = await vendorCall(sites.member, vendor, 'debit', {
      playerId,
      token,
      transactionId: nextVendorId('bet'),
      roundId: nextVendorId('round'),
      gameCode: 'pirate-queen',
      amount: '1000',
    });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().value.balance).toBe('9000');
  });

  it('serves relative launch addresses from the launch CDNs, spread over all of them', async () => {
    const brand = await sites.database.pool.query<{ brand_id: number }>('select brand_id from games limit 1');
    await sites.database.pool.query(
      `insert into cdns (brand_id, kind, url, sort)
       values ($1, 'launch', 'https://launch-a.cdn.example/', 0), ($1, 'launch', 'https://launch-b.cdn.example', 1)`,
      [brand.rows[0]?.brand_id],
    );
    try {
      const hosts = new Set<string>();
      // Chosen at random per launch: 20 launches miss one of two CDNs with a chance of 2 in a million.
      for (let launch = 0; launch < 20; launch += 1) {
        const answer = await launched('baccarat-a');
        expect(answer).toMatchObject({ mode: 'frame' });
        if (answer.mode !== 'frame') continue;
        expect(answer.url).toMatch(/^https:\/\/launch-[ab]\.cdn\.example\/vendor-sim\/play\?/);
        hosts.add(new URL(answer.url).host);
      }
      expect(hosts).toEqual(new Set(['launch-a.cdn.example', 'launch-b.cdn.example']));
    } finally {
      await sites.database.pool.query("delete from cdns where kind = 'launch'");
    }
  });

  it('routes lottery games by account type, with the lottery launch payload', async () => {
    const payload = {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: `${memberSiteUrl}/lottery`,
      language: 'en',
    };
    const sea = await launched('sea-lotto');
    expect(sea).toMatchObject({
      mode: 'lottery-flow',
      gameUrl: expect.stringContaining('/vendor-sim/play?vendor=SIM_LOTTO&game=sea-lotto'),
      lottery: { ...payload, lottoGameCode: 'sea-lotto' },
    });
    const gpi = await launched('gpi-keno');
    expect(gpi).toMatchObject({
      mode: 'frame',
      url: expect.stringContaining('game=gpi-keno'),
      lottery: payload,
    });
    expect(await launched('vn-lottery-north')).toMatchObject({
      mode: 'route',
      route: '/vnlottery?code=vn-lottery-north',
      lottery: { lottoGameCode: 'vn-lottery-north' },
      gameUrl: expect.stringContaining('game=vn-lottery-north'),
    });
    expect(await launched('fast-3')).toMatchObject({
      mode: 'route',
      route: '/lottery?gameCode=fast-3&playType=K3',
      lottery: { lottoGameCode: 'fast-3' },
    }); // The house's own lottery plays on the member site's screens: no vendor address at all.
    expect(await launched('north')).toEqual({
      mode: 'route',
      code: 'north',
      route: '/vnlottery?code=north',
      lottery: { ...payload, lottoGameCode: 'north' },
      gameUrl: null,
    });
    expect(await launched('f1')).toEqual({
      mode: 'route',
      code: 'f1',
      route: '/lottery?gameCode=f1&playType=F1',
      lottery: { ...payload, lottoGameCode: 'f1' },
      gameUrl: null,
    });
  });

  it('refuses an unknown game, and a switched-off game or vendor, with their own codes', async () => {
    const unknown = await launch('no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_game_not_found');
    const off = await sites.operator.inject({
      method: 'POST',
      url: '/admin/games/wild-ace/disable',
      headers: operatorHeaders,
    });
    expect(off.json().value.enabled).toBe(false);
    const disabled = await launch('wild-ace', member.token, 'vi');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error).toMatchObject({ code: 'error_game_unavailable' });
    await sites.operator.inject({
      method: 'PATCH',
      url: '/admin/games/vendors/SIM_COCK',
      headers: operatorHeaders,
      payload: { enabled: false },
    });
    const vendorOff = await launch('cockfight-arena');
    expect(vendorOff.json().error.code).toBe('error_game_unavailable');
  });
});

describe('GET /wps/relay/games/recent', () => {
  it('lists the member’s launches newest first, keeps 20, and is the member’s own', async () => {
    const other = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const { rows } = await sites.database.pool.query<{ code: string }>(
      `select g.code from games g join vendors v on v.id = g.vendor_id
       where v.code in ('SIM_SLOTS', 'SIM_LIVE') and g.is_game and g.enabled order by g.id limit 22`,
    );
    const codes = rows.map((row) => row.code);
    for (const code of codes) await launched(code, other.token);
    await launched(codes[0] as string, other.token);
    const recent = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/games/recent',
      headers: bearer(other.token),
    });
    const games = recent.json().value as RecentGame[];
    expect(games).toHaveLength(20);
    expect(games[0]?.code).toBe(codes[0]);
    expect(games[1]?.code).toBe(codes[21]);
    expect(games.map((game) => game.code)).not.toContain(codes[1]);
    const mine = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/games/recent',
      headers: bearer(member.token),
    });
    const mineCodes = (mine.json().value as RecentGame[]).map((game) => game.code);
    expect(mineCodes).toContain('pirate-queen');
    expect(mineCodes).not.toContain(codes[21]);
  });
});
