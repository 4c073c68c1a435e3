import type { HousePlay } from '@lotus/contract/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { freePlayToken } from '../../../test/deposit-helpers.ts';
import { memberInfo } from '../../../test/password-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, insertTestMember } from '../../../test/wallet-helpers.ts';
import { housePlayer, newKey, operatorHeaders, setHouseSettings } from '../../house/house-test-helpers.ts';
import type { HousePlayer } from '../../house/house-test-helpers.ts';
import type { Ledger } from '../ledger/service.ts';

// Play money (decision 0018): a free-play guest's own currency, accounts and journals.

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  ({ ledger, brandId } = await brandLedger(sites));
});
afterAll(() => sites.close());

const pool = () => sites.database.pool;

/** A new guest by the free-play route, as a house player (its session and member id). */
async function guest(): Promise<HousePlayer> {
  const session = await freePlayToken(sites.member, sites.config.PAYLOAD_KEY);
  const username = (await memberInfo(sites.member, session)).body.value.account as string;
  const { rows } = await pool().query<{ id: bigint }>('select id from members where username = $1', [
    username,
  ]);
  return { username, session, id: (rows[0] as { id: bigint }).id };
}

async function balanceCall(player: HousePlayer) {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: bearer(player.session),
  });
  return response.json().value as { balance: string; currency: string; playMoney?: boolean };
}

function topUp(player: HousePlayer, idempotencyKey: string) {
  return sites.member.inject({
    method: 'POST',
    url: '/wps/member/wallet/play-money/top-up',
    headers: bearer(player.session),
    payload: { idempotencyKey },
  });
}

function bet(player: HousePlayer, game: 'dice' | 'plinko', stake: bigint, idempotencyKey = newKey()) {
  const body =
    game === 'dice'
      ? { stake: stake.toString(), direction: 'under', targetHundredths: 5000, idempotencyKey }
      : { stake: stake.toString(), rows: 8, risk: 'medium', idempotencyKey };
  return sites.member.inject({
    method: 'POST',
    url: `/wps/relay/house/${game}/bets`,
    headers: bearer(player.session),
    payload: body,
  });
}

/** Every account of the member, with its kind, currency and balance. */
async function accountsOf(memberId: bigint) {
  const { rows } = await pool().query<{ kind: string; currency: string; balance: bigint }>(
    'select kind, currency, balance from ledger_accounts where member_id = $1 order by id',
    [memberId],
  );
  return rows;
}

/** The exact balances of system accounts by code (rolled up plus pending). */
async function systemBalances(codes: string[]): Promise<Record<string, bigint>> {
  const { rows } = await pool().query<{ code: string; balance: bigint }>(
    'select code, balance from ledger_balances where brand_id = $1 and member_id is null and code = any($2)',
    [brandId, codes],
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.balance]));
}

async function setPlayMoney(settings: { grant?: bigint; below?: bigint; perHour?: number }) {
  await pool().query(
    `update brands set play_money_grant = coalesce($2, play_money_grant),
            play_money_top_up_below = coalesce($3, play_money_top_up_below),
            play_money_top_ups_per_hour = coalesce($4, play_money_top_ups_per_hour)
      where id = $1`,
    [brandId, settings.grant ?? null, settings.below ?? null, settings.perHour ?? null],
  );
}
const defaults = { grant: 1_000_000n, below: 100_000n, perHour: 5 };

describe('a guest’s play money', () => {
  it('free play opens the guest with 1 000 000 in play money, labelled, on a play account only', async () => {
    const issuedBefore = (await systemBalances(['play_issued'])).play_issued as bigint;
    const player = await guest();
    expect(await balanceCall(player)).toEqual({
      balance: '1000000',
      currency: 'XPM',
      points: '0',
      playMoney: true,
    });
    expect(await accountsOf(player.id)).toEqual([{ kind: 'play', currency: 'XPM', balance: 1_000_000n }]);
    expect((await systemBalances(['play_issued'])).play_issued).toBe(issuedBefore - 1_000_000n);
    const { rows } = await pool().query(
      `select j.kind, j.idempotency_key from journals j join postings p on p.journal_id = j.id
        join ledger_accounts a on a.id = p.account_id where a.member_id = $1`,
      [player.id],
    );
    expect(rows).toEqual([{ kind: 'play_grant', idempotency_key: `play:start:${player.id}` }]);
  });

  it('a real member’s balance is real money, unlabelled, and play money cannot be opened for them', async () => {
    const real = await housePlayer(sites, 5_000n);
    expect(await balanceCall(real)).toEqual({ balance: '5000', currency: 'VND', points: '0' });
    await expect(
      ledger.post({
        idempotencyKey: newKey(),
        kind: 'play_grant',
        postings: [
          { account: { memberId: real.id, kind: 'play' }, amount: 10n },
          { account: { house: 'play_issued' }, amount: -10n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error_operation_not_allowed' });
    const refused = await topUp(real, newKey());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_operation_not_allowed');
    expect(await accountsOf(real.id)).toEqual([{ kind: 'main', currency: 'VND', balance: 5_000n }]);
  });

  it('a guest holds no real money: a journal to its main wallet is refused', async () => {
    const demo = await insertTestMember(pool(), brandId, { demo: true });
    await expect(
      ledger.post({
        idempotencyKey: newKey(),
        kind: 'adjustment',
        postings: [
          { account: { memberId: demo.id, kind: 'main' }, amount: 10n },
          { account: { house: 'house' }, amount: -10n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error_operation_not_allowed' });
  });

  it('a journal never mixes currencies: the ledger and the database both refuse it', async () => {
    const demo = await insertTestMember(pool(), brandId, { demo: true });
    await expect(
      ledger.post({
        idempotencyKey: newKey(),
        kind: 'adjustment',
        postings: [
          { account: { memberId: demo.id, kind: 'play' }, amount: 10n },
          { account: { house: 'house' }, amount: -10n },
        ],
      }),
    ).rejects.toThrow(/one currency/);
    // Written by hand, past the ledger: a play credit against the real house account.
    const client = await pool().connect();
    try {
      await client.query('begin');
      const ids = await client.query<{ code: string; id: bigint }>(
        `select code, id from ledger_accounts where brand_id = $1 and code in ('house', 'play_issued')`,
        [brandId],
      );
      const id = (code: string) => ids.rows.find((row) => row.code === code)?.id;
      const journal = await client.query<{ id: bigint }>(
        `insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
         values ($1, 'adjustment', $2, decode(repeat('00', 32), 'hex'), null) returning id`,
        [brandId, newKey()],
      );
      await expect(
        client.query(
          `insert into postings (journal_id, account_id, amount, balance_after)
           values ($1, $2, 10, null), ($1, $3, -10, null)`,
          [journal.rows[0]?.id, id('house'), id('play_issued')],
        ),
      ).rejects.toThrow(/mix currencies/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('tops up once low, back to the starting amount, idempotent by key, a few times an hour', async () => {
    const player = await guest();
    try {
      const notLow = await topUp(player, newKey());
      expect(notLow.statusCode).toBe(409);
      expect(notLow.json().error.code).toBe('error_play_money_not_low');

      await setPlayMoney({ grant: 1_500_000n, below: 1_200_000n, perHour: 2 });
      const key = newKey();
      const first = await topUp(player, key);
      expect(first.json().value).toEqual({ balance: '1500000', currency: 'XPM', replayed: false });
      const repeat = await topUp(player, key);
      expect(repeat.json().value).toEqual({ balance: '1500000', currency: 'XPM', replayed: true });
      expect((await accountsOf(player.id))[0]?.balance).toBe(1_500_000n);

      await setPlayMoney({ grant: 2_000_000n, below: 1_800_000n });
      const second = await topUp(player, newKey());
      expect(second.json().value).toMatchObject({ balance: '2000000', replayed: false });

      await setPlayMoney({ grant: 2_500_000n, below: 2_200_000n });
      const third = await topUp(player, newKey());
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('error_play_money_top_up_limit');
      expect((await accountsOf(player.id))[0]?.balance).toBe(2_000_000n);
    } finally {
      await setPlayMoney(defaults);
    }
  });
});

describe('a guest plays the house games with play money', () => {
  it('Dice and Plinko: the same rounds, play money moved, balances add up to the journals', async () => {
    const player = await guest();
    const realBefore = await systemBalances(['vendor:LOTUS', 'jackpot_pool', 'house']);
    const playBefore = (await systemBalances(['play_vendor:LOTUS']))['play_vendor:LOTUS'] as bigint;
    let expected = 1_000_000n;
    const rounds: HousePlay[] = [];
    for (const game of ['dice', 'plinko', 'dice', 'plinko'] as const) {
      const response = await bet(player, game, 10_000n);
      expect(response.statusCode).toBe(200);
      const played = response.json().value as HousePlay;
      expect(played.round.currency).toBe('XPM');
      expected += BigInt(played.round.payout) - 10_000n;
      expect(BigInt(played.balance)).toBe(expected);
      rounds.push(played);
    }
    expect(await balanceCall(player)).toMatchObject({ balance: expected.toString(), playMoney: true });
    const net = rounds.reduce((sum, played) => sum + BigInt(played.round.payout) - 10_000n, 0n);
    expect((await systemBalances(['play_vendor:LOTUS']))['play_vendor:LOTUS']).toBe(playBefore - net);
    // No real account moved, no jackpot share taken.
    expect(await systemBalances(['vendor:LOTUS', 'jackpot_pool', 'house'])).toEqual(realBefore);
    // Every posting of the guest's journals is in play money.
    const { rows } = await pool().query<{ currency: string; total: bigint }>(
      `select a.currency, sum(p.amount)::bigint as total from postings p join ledger_accounts a on a.id = p.account_id
        where p.journal_id in (select p2.journal_id from postings p2 join ledger_accounts a2 on a2.id = p2.account_id
                                where a2.member_id = $1)
        group by a.currency`,
      [player.id],
    );
    expect(rows).toEqual([{ currency: 'XPM', total: 0n }]);
    const bets = await pool().query(
      'select wallet, currency, count(*)::int as n from bets where member_id = $1 group by wallet, currency',
      [player.id],
    );
    expect(bets.rows).toEqual([{ wallet: 'play', currency: 'XPM', n: 4 }]);
    const books = await ledger.reconcile();
    expect(books.balanced).toBe(true);
    expect(books.totals.find((row) => row.currency === 'XPM')).toEqual({ currency: 'XPM', total: 0n });
  });

  it('a repeat of a round’s key moves nothing again', async () => {
    const player = await guest();
    const key = newKey();
    const first = (await bet(player, 'plinko', 20_000n, key)).json().value as HousePlay;
    const repeat = (await bet(player, 'plinko', 20_000n, key)).json().value as HousePlay;
    expect(repeat.round).toEqual(first.round);
    expect(repeat.balance).toBe(first.balance);
    expect((await accountsOf(player.id))[0]?.balance).toBe(BigInt(first.balance));
  });

  it('parallel bets never take the play balance below zero', async () => {
    const player = await guest();
    const stake = 300_000n;
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(player, 'dice', stake)));
    const played = answers.filter((response) => response.statusCode === 200);
    const refused = answers.filter((response) => response.statusCode !== 200);
    // 2 400 000 staked at once against 1 000 000: whatever wins come first, what is refused is
    // refused for want of play money, and what is played adds up.
    for (const response of refused) expect(response.json().error.code).toBe('error_insufficient_funds');
    for (const response of played)
      expect(BigInt((response.json().value as HousePlay).balance)).toBeGreaterThanOrEqual(0n);
    const net = played.reduce(
      (sum, response) => sum + BigInt((response.json().value as HousePlay).round.payout) - stake,
      0n,
    );
    const balance = (await accountsOf(player.id))[0]?.balance as bigint;
    expect(balance).toBe(1_000_000n + net);
    expect(balance).toBeGreaterThanOrEqual(0n);
  });

  it('the winners board and the jackpot ignore play money', async () => {
    const before = (
      await sites.operator.inject({ method: 'GET', url: '/admin/house/settings', headers: operatorHeaders })
    ).json().value as Record<string, unknown>;
    const winnersTotal = async () =>
      (await sites.member.inject({ method: 'GET', url: '/wps/relay/winners/list?page=1&size=10' })).json()
        .value.total as number;
    // Every win makes the board, every stake feeds the pool and may pay it: for real money.
    await setHouseSettings(sites.operator, {
      winnersThreshold: '1',
      jackpotShareBasisPoints: 500,
      jackpotTriggerDivisor: '1000',
      jackpotMaxChanceBasisPoints: 10_000,
    });
    try {
      const player = await guest();
      const poolBefore = (await systemBalances(['jackpot_pool'])).jackpot_pool;
      const totalBefore = await winnersTotal();
      let won = 0;
      for (let n = 0; n < 8 && won === 0; n += 1) {
        const played = (await bet(player, 'dice', 10_000n)).json().value as HousePlay;
        if (BigInt(played.round.payout) > 0n) won += 1;
      }
      expect(won).toBeGreaterThan(0);
      expect((await systemBalances(['jackpot_pool'])).jackpot_pool).toBe(poolBefore);
      const payouts = await pool().query('select 1 from jackpot_payouts where member_id = $1', [player.id]);
      expect(payouts.rows).toEqual([]);
      expect(await winnersTotal()).toBe(totalBefore);

      // The same settings do put a real member's win on the board (the test can fail).
      const real = await housePlayer(sites, 1_000_000n);
      let realWins = 0;
      for (let n = 0; n < 8 && realWins === 0; n += 1) {
        const played = (await bet(real, 'dice', 10_000n)).json().value as HousePlay;
        if (BigInt(played.round.payout) > 0n) realWins += 1;
      }
      expect(await winnersTotal()).toBeGreaterThan(totalBefore);
    } finally {
      await setHouseSettings(sites.operator, before);
    }
  });
});

describe('play money never leaves as real money', () => {
  it('a guest cannot transfer, deposit into or withdraw from its wallet', async () => {
    const player = await guest();
    const transfer = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/wallet/transfer',
      headers: bearer(player.session),
      payload: { from: 'main', to: 'SIM_SLOTS', amount: '1000', idempotencyKey: newKey() },
    });
    expect(transfer.statusCode).toBeGreaterThanOrEqual(400);
    expect(['error_operation_not_allowed', 'error_single_wallet']).toContain(transfer.json().error.code);
    expect(await accountsOf(player.id)).toEqual([{ kind: 'play', currency: 'XPM', balance: 1_000_000n }]);
  });
});
