import { createServer } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { fundMember, mainBalance, roundsDisagreeingWithLedger } from '../../test/vendor-wallet-helpers.ts';
import { registerWalletMember } from '../../test/wallet-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  drawLotteryNumber,
  lotteryHitMultiplier,
  lotteryNumbers,
  lotteryOutcome,
  lotteryReturnToPlayer,
} from './paytable.ts';
import { readScene } from '../../test/simulator-scenes.ts';
import { picksFor, simulatorGameOf } from './kinds.ts';
import type { RoundLog } from './rounds.ts';

let sites: TestSites;
const token = 'A'.repeat(43);

/** A port of 127.0.0.1 nobody listens on right now (the simulator must know its wallet's address up front). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  sites = await createTestSites({
    MEMBER_SITE_URL: 'https://www.lotus.example',
    // The simulator plays through the platform's wallet API over real HTTP: the member site
    // listens here. A well-behaved vendor (no faults): the big run covers those.
    VENDOR_SIMULATOR_WALLET_URL: `http://127.0.0.1:${port}`,
    VENDOR_SIMULATOR_DUPLICATE_RATE: '0',
    VENDOR_SIMULATOR_LOSS_RATE: '0',
    VENDOR_SIMULATOR_EARLY_ROLLBACK_RATE: '0',
  });
  await sites.member.listen({ host: '127.0.0.1', port });
});

afterAll(async () => {
  await sites.close();
});

function playUrl(query: Record<string, string>): string {
  return `/vendor-sim/play?${new URLSearchParams(query).toString()}`;
}

describe('the simulator game page', () => {
  it('is a page in the player’s language, framable by the member site and no one else', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '1001', lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Lucky Lotus</title>');
    expect(response.body).toContain('>SPIN</button>');
    expect(response.body).not.toContain('id="pick"');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' https://www.lotus.example");
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(response.body).toContain(`<script nonce="${nonce}">`);
  });

  it('deals in Vietnamese at a live table', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_LIVE', game: 'baccarat', token, player: '1001', lang: 'vi' }),
    });
    expect(response.body).toContain('<html lang="vi">');
    expect(response.body).toContain('>CHIA BÀI</button>');
    expect(response.body).toContain('Số dư');
  });

  it('is a lottery at a LOTTO vendor: a number 00–99 or a quick pick, BET, and its 95 % return stated', async () => {
    const english = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_LOTTO', game: 'fast-3', token, player: '1001', lang: 'en' }),
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Fast 3</title>');
    expect(english.body).toContain('>BET</button>');
    expect(english.body).toContain('you win 95 × your stake (return to player 95 %)');
    const picker = /<select id="pick">(.*?)<\/select>/.exec(english.body)?.[1] ?? '';
    const choices = [...picker.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
    expect(choices).toEqual([
      'random',
      ...Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0')),
    ]);
    expect(picker).toContain('>Random</option>');

    const vietnamese = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_LOTTO', game: 'vn-lottery-north', token, player: '1001', lang: 'vi' }),
    });
    expect(vietnamese.body).toContain('>ĐẶT CƯỢC</button>');
    // The game by its Vietnamese name, the vendor by its name: no code spelled out ("Vn Lottery North").
    expect(vietnamese.body).toContain('<h1>Xổ Số Miền Bắc</h1>');
    expect(vietnamese.body).not.toContain('· SIM_LOTTO</p>');
    expect(vietnamese.body).toContain('Số của bạn');
    expect(vietnamese.body).toContain('95 × tiền cược (tỷ lệ hoàn trả 95 %)');
  });

  // Each kind's page draws its own table, with its bet spots and its paytable or rules.
  const tables: Array<[string, string, RegExp[]]> = [
    [
      'SIM_SLOTS',
      'lucky-lotus',
      [/<div class="reels" id="reels">/, /Bảng trả thưởng/, /href="#s-lotus"/, /Tỷ lệ hoàn trả: 96,40 %/],
    ],
    [
      'SIM_SLOTS',
      'wheel-of-luck',
      [/<div class="wheel" id="wheel">/, /Tỷ lệ hoàn trả: 95,00 %/, /Cơ hội 1,00 %/, />QUAY<\/button>/],
    ],
    [
      'SIM_LIVE',
      'baccarat-a',
      [/id="cards-player"/, /id="cards-banker"/, /value="banker"/, /0,95:1/, />CHIA BÀI<\/button>/],
    ],
    ['SIM_LIVE', 'dragon-tiger', [/id="cards-dragon"/, /id="cards-tiger"/, /value="tie"/, /11:1/]],
    ['SIM_LIVE', 'sicbo-classic', [/class="die"/, />Tài</, />Xỉu</, />LẮC<\/button>/]],
    ['SIM_LIVE', 'roulette-european', [/id="ball"/, />Đỏ</, />Đen</]],
    ['SIM_CARDS', 'xoc-dia', [/class="coin"/, />Chẵn</, />Lẻ</, />XÓC<\/button>/]],
    ['SIM_CARDS', 'tien-len', [/id="hand-you"/, /Tỷ lệ hoàn trả: 97,00 %/]],
    [
      'SIM_SPORTS',
      'sports-football',
      [/id="team-home"/, /id="kickoff"/, /value="draw"/, /2,13/, /3,55/, /3,43/],
    ],
    ['SIM_SPORTS', 'sports-tennis', [/id="team-away"/, /1,75/]],
    ['SIM_COCK', 'cockfight-arena', [/id="rooster-meron"/, /Gà Đỏ \(Meron\)/, /Gà Xanh \(Wala\)/, /0,92:1/]],
    ['SIM_FISH', 'golden-toad', [/id="ocean"/, /Rồng vàng/, />BẮN<\/button>/, /Tỷ lệ hoàn trả: 96,80 %/]],
    ['SIM_LOTTO', 'sea-lotto', [/id="ball-draw"/, /<select id="pick">/]],
  ];
  it.each(tables)('draws %s %s as its kind’s table', async (vendor, game, marks) => {
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor, game, token, player: '1001', lang: 'vi', theme: 'light' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="vi" data-theme="light">');
    for (const mark of marks) expect(response.body).toMatch(mark);
    // Only football has a draw.
    if (game === 'sports-tennis') expect(response.body).not.toContain('value="draw"');
    // Codes and English stay out of the Vietnamese page.
    expect(response.body).not.toMatch(/>(no-win|SIM_[A-Z]+)</);
  });

  it('escapes what the launch link carries', async () => {
    const game = `x"><img/src=x/onerror=alert(1)></script><script>alert(2)</script>`;
    const response = await sites.member.inject({
      method: 'GET',
      url: playUrl({ vendor: 'SIM_SLOTS', game, token, player: '1001', lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<script>alert');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses a malformed launch link, and a vendor that is not a simulator', async () => {
    const links: Array<Record<string, string>> = [
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token: 'short', player: '1001' },
      { vendor: 'REAL_VENDOR', game: 'lucky-lotus', token, player: '1001' },
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '-1' },
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '1001', lang: 'fr' },
      { vendor: 'SIM_SLOTS', game: 'lucky-lotus', token, player: '1001', theme: 'pink' },
    ];
    for (const query of links) {
      const response = await sites.member.inject({ method: 'GET', url: playUrl(query) });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Invalid launch link.');
    }
  });
});

describe('the simulator backend under hostile input', () => {
  const nasty = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      '0',
      '-5',
      '1e9',
      'SIM_',
      'sim_slots',
      '<script>',
      '9'.repeat(40),
      'A'.repeat(43),
    ),
    fc.integer(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it('answers a 4xx envelope to every malformed round or balance request, and moves no money', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/vendor-sim/rounds', '/vendor-sim/balance'),
        fc.record(
          { vendor: nasty, game: nasty, token: nasty, player: nasty, stake: nasty, pick: nasty },
          { requiredKeys: [] },
        ),
        async (url, body) => {
          const response = await sites.member.inject({ method: 'POST', url, payload: body });
          expectRefusal(response);
        },
      ),
      { numRuns: 60 },
    );
    const { rows } = await sites.database.pool.query(
      'select count(*)::int as count from vendor_transactions',
    );
    expect(rows[0]).toEqual({ count: 0 });
  });
});

describe('the simulator paytables', () => {
  it('pay 95 × the stake for the lottery’s number and nothing otherwise: a 95 % return', () => {
    expect(lotteryOutcome(42, 42)).toEqual({ outcome: 'hit', multiplier: 95n });
    expect(lotteryOutcome(42, 24)).toEqual({ outcome: 'miss', multiplier: 0n });
    // Every pick against every draw, each pair as likely as the next.
    let paid = 0n;
    for (let pick = 0; pick < lotteryNumbers; pick += 1) {
      for (let draw = 0; draw < lotteryNumbers; draw += 1) paid += lotteryOutcome(pick, draw).multiplier;
    }
    expect(paid).toBe(lotteryHitMultiplier * BigInt(lotteryNumbers));
    expect(Number(paid) / lotteryNumbers ** 2).toBe(0.95);
    expect(lotteryReturnToPlayer()).toBe(0.95);
  });

  it('draw the lottery’s number uniformly from 00 to 99', () => {
    const draws = 200_000;
    const counts = new Array<number>(lotteryNumbers).fill(0);
    let outside = 0;
    for (let index = 0; index < draws; index += 1) {
      const value = drawLotteryNumber();
      if (Number.isInteger(value) && value >= 0 && value < lotteryNumbers)
        counts[value] = (counts[value] ?? 0) + 1;
      else outside += 1;
    }
    expect(outside).toBe(0);
    const expected = draws / lotteryNumbers;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: above 181 once in a million fair runs.
    expect(chiSquare).toBeLessThan(181);
  });
});

describe('a lottery round', () => {
  // Rounds until a number comes up (1 % a round): a long run needs more than the default 30 s.
  it('debits the stake and credits the win through the wallet API; a hit pays 95 × the stake', async () => {
    const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const funds = 3_000_000n;
    await fundMember(sites.operator, member.username, funds);
    // The launch the member site asks for, and the simulator's page its address opens.
    const launch = await sites.member.inject({
      method: 'GET',
      url: '/wps/game/launchGame?code=fast-3&lang=en',
      headers: bearer(member.token),
    });
    const answer = launch.json().value as { mode: string; route: string; gameUrl: string };
    expect(answer).toMatchObject({ mode: 'route', route: '/lottery?gameCode=fast-3&playType=K3' });
    const link = new URL(answer.gameUrl, 'https://www.lotus.example');
    const page = await sites.member.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('>BET</button>');
    const query = link.searchParams;
    const bet = {
      vendor: query.get('vendor'),
      game: query.get('game'),
      token: query.get('token'),
      player: query.get('player'),
      stake: '1000',
    };

    // One chance in 100 a round: played ten at a time until a number comes up (2 000 rounds
    // without one: twice in a billion runs). Even rounds bet on 07, odd ones ask for a quick pick.
    // Each batch comes from an address of its own: a long run would otherwise spend this file's
    // site-wide budget (600 requests a minute from one client) and the next test would meet 429s.
    const rounds: RoundLog[] = [];
    while (!rounds.some((round) => round.outcome === 'hit') && rounds.length < 2_000) {
      const remoteAddress = nextClientAddress();
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          sites.member.inject({
            method: 'POST',
            url: '/vendor-sim/rounds',
            remoteAddress,
            payload: { ...bet, pick: index % 2 === 0 ? '07' : 'random' },
          }),
        ),
      );
      rounds.push(...batch.map((response) => response.json().value as RoundLog));
    }
    expect(rounds.some((round) => round.outcome === 'hit')).toBe(true);
    let net = 0n;
    for (const [index, round] of rounds.entries()) {
      expect(round).toMatchObject({ status: 'played', betStands: true, stake: '1000', code: null });
      expect(round.lottery?.pick).toMatch(index % 2 === 0 ? /^07$/ : /^\d{2}$/);
      expect(round.lottery?.draw).toMatch(/^\d{2}$/);
      const hit = round.lottery?.draw === round.lottery?.pick;
      expect(round.outcome).toBe(hit ? 'hit' : 'miss');
      expect(round.win).toBe(hit ? '95000' : '0');
      net += BigInt(round.win) - 1000n;
    }
    // The member's money moved by the wins less the stakes, each round a bet its journals agree with.
    expect(await mainBalance(sites.member, member.token)).toBe((funds + net).toString());
    expect(await roundsDisagreeingWithLedger(sites.database.pool)).toEqual({
      mismatched: 0,
      rounds: rounds.length,
    });

    // A number the lottery does not have is refused before any money moves.
    for (const pick of ['100', '7', 'seven', '-1']) {
      expectRefusal(
        await sites.member.inject({ method: 'POST', url: '/vendor-sim/rounds', payload: { ...bet, pick } }),
      );
    }
    expect(await mainBalance(sites.member, member.token)).toBe((funds + net).toString());
  }, 180_000);
});

describe('a round at each kind’s table', () => {
  const games = [
    'lucky-lotus',
    'wheel-of-luck',
    'baccarat-a',
    'dragon-tiger',
    'sicbo-classic',
    'roulette-european',
    'xoc-dia',
    'tien-len',
    'sports-football',
    'sports-basketball',
    'cockfight-arena',
    'ocean-king',
  ];

  it('settles exactly what its page shows: the scene read by the game’s rules is the outcome, the win and the ledger’s', async () => {
    const member = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const funds = 3_000_000n;
    await fundMember(sites.operator, member.username, funds);
    let net = 0n;
    let rounds = 0;
    for (const code of games) {
      const launch = await sites.member.inject({
        method: 'GET',
        url: `/wps/game/launchGame?code=${code}&lang=vi`,
        headers: bearer(member.token),
      });
      expect(launch.statusCode, launch.body).toBe(200);
      const answer = launch.json().value as { mode: string; url: string };
      expect(answer.mode).toBe('frame');
      const link = new URL(answer.url, 'https://www.lotus.example');
      const query = link.searchParams;
      const vendor = query.get('vendor') ?? '';
      const game = simulatorGameOf(vendor, code);
      const page = await sites.member.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(page.statusCode).toBe(200);
      const picks = picksFor(game);
      // The page's own backend call, on each of its bet spots in turn (and once with none: the first).
      for (let index = 0; index <= Math.max(picks.length, 3); index += 1) {
        const side = index < picks.length ? picks[index] : undefined;
        const response = await sites.member.inject({
          method: 'POST',
          url: '/vendor-sim/rounds',
          payload: {
            vendor,
            game: code,
            token: query.get('token'),
            player: query.get('player'),
            stake: '1000',
            ...(side === undefined ? {} : { pick: side }),
          },
        });
        const round = response.json().value as RoundLog;
        expect(round, `${code} ${round.code}`).toMatchObject({
          status: 'played',
          betStands: true,
          stake: '1000',
        });
        expect(round.side).toBe(picks.length === 0 ? null : (side ?? picks[0]));
        const shown = readScene(game, round);
        expect(shown.outcome).toBe(round.outcome);
        expect(round.win).toBe(((1000n * BigInt(shown.pays)) / 100n).toString());
        net += BigInt(round.win) - 1000n;
        rounds += 1;
        // The balance the page shows after the round is the wallet's.
        expect(round.balance).toBe((funds + net).toString());
      }
      // A pick the game does not have is refused before money moves.
      const wrong = picks.includes('meron') ? 'home' : 'meron';
      expectRefusal(
        await sites.member.inject({
          method: 'POST',
          url: '/vendor-sim/rounds',
          payload: {
            vendor,
            game: code,
            token: query.get('token'),
            player: query.get('player'),
            stake: '1000',
            pick: wrong,
          },
        }),
      );
    }
    expect(await mainBalance(sites.member, member.token)).toBe((funds + net).toString());
    expect(await roundsDisagreeingWithLedger(sites.database.pool)).toMatchObject({ mismatched: 0 });
    expect(rounds).toBeGreaterThan(40);
  });
});
