import { randomBytes, randomInt } from 'node:crypto';
import { settleBet } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownCaptcha } from '../auth-helpers.ts';
import { createLedger } from '../../src/wallet/ledger/service.ts';
import { createTestDatabase } from '../test-database.ts';
import type { TestDatabase } from '../test-database.ts';
import { issueScriptToken, startInstance } from './instances.ts';
import type { ServerInstance } from './instances.ts';
import { createSoakClient } from './soak-client.ts';
import type { Envelope, SoakClient, SoakRequest, SoakTally } from './soak-client.ts';

/**
 * The wallet under fire: two real server processes on one PostgreSQL, 50 members each driven by
 * their own client for over a minute (deposits confirmed or rejected by the operator, vendor bets
 * with wins and rollbacks, withdrawals paid or rejected, transfers between the main wallet and a
 * vendor wallet, house Dice bets, written in groups by decision 0019, lottery slips on the 1-minute
 * draw, settled by whichever instance's job gets there first; points exchanged in the mall for its
 * few coupons), 15 % of requests sent twice, and one
 * instance killed with SIGKILL in the middle.
 * Each client keeps the balances its acknowledged requests imply; at the end the server must agree
 * with every one of them, and the books must reconcile exactly.
 */
const runSeconds = 65;
const killAfterSeconds = 25;
const players = 50;
const payloadKey = 'soak-payload-key-0123456789';
const vendorCode = 'SOAK_SLOTS';
const paymentPassword = '246810';

interface Player {
  index: number;
  username: string;
  session: string;
  playerId: string;
  vendorToken: string;
  bankAccountId: string;
  payerName: string;
  address: string;
  client: SoakClient;
  expectedMain: bigint;
  expectedVendor: bigint;
  deposits: number;
  withdrawals: number;
  bets: number;
  diceBets: number;
  slips: number;
  expectedPoints: bigint;
  exchanges: number;
}

let database: TestDatabase;
const instances: ServerInstance[] = [];
const tally: SoakTally = { requests: 0, repeats: 0, failovers: 0, rateLimited: 0 };
/** Replays that did not answer what the first request answered. */
const replayMismatches: string[] = [];

/** The script's operator credential: an owner's API token, issued once the first instance is up. */
const operator = { operatorToken: '' };

function expectOk(envelope: Envelope, what: string): Record<string, unknown> {
  if (!envelope.success || !envelope.value) throw new Error(`${what}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** A repeat answers as the first did: the same outcome, the same code, the same thing made. */
function sameAnswer(what: string, idField?: string) {
  return (first: Envelope, second: Envelope) => {
    const firstKey = first.success ? (idField ? first.value?.[idField] : true) : first.error?.code;
    const secondKey = second.success ? (idField ? second.value?.[idField] : true) : second.error?.code;
    if (first.success !== second.success || firstKey !== secondKey) {
      replayMismatches.push(`${what}: ${JSON.stringify(first)} then ${JSON.stringify(second)}`);
    }
  };
}

/** A member registered, with a payment password, a bank account and a launch token at the vendor. */
async function setUpPlayer(index: number): Promise<Player> {
  const address = `10.77.${Math.floor(index / 200)}.${(index % 200) + 1}`;
  const client = createSoakClient(instances, address, tally);
  const username = `soak${index}${randomBytes(3).toString('hex')}`;
  const letters = 'ABCDEFGHKLMNPQRSTUVXY';
  const payerName = `NGUYEN VAN ${letters[index % letters.length]}${letters[Math.floor(index / letters.length) % letters.length]}`;
  const registered = expectOk(
    await client.send(
      {
        method: 'PUT',
        path: '/wps/member/register',
        encryptWith: payloadKey,
        body: {
          username,
          password: 'Secret2026',
          confirmPassword: 'Secret2026',
          payeeName: payerName,
          ageConfirmed: true,
          termsAccepted: true,
          registerUrl: 'https://www.example.test/register',
          domain: 'www.example.test',
          registerMethod: 'WEB',
          captcha: await knownCaptcha(database.pool),
        },
      },
      index,
    ),
    'register',
  );
  const session = registered.token as string;
  expectOk(
    await client.send(
      {
        method: 'PUT',
        path: '/wps/member/security/payment-password',
        auth: { session },
        encryptWith: payloadKey,
        body: { password: 'Secret2026', paymentPassword, confirmPaymentPassword: paymentPassword },
      },
      index,
    ),
    'payment password',
  );
  const bank = expectOk(
    await client.send(
      {
        method: 'POST',
        path: '/wps/member/bank-accounts',
        auth: { session },
        body: { bankCode: 'VCB', accountNumber: String(1_000_000_000 + index * 7919) },
      },
      index,
    ),
    'bank account',
  );
  const launch = expectOk(
    await client.send(
      {
        method: 'POST',
        path: '/wps/relay/vendor-wallet/token',
        auth: { session },
        body: { vendor: vendorCode },
      },
      index,
    ),
    'vendor token',
  );
  return {
    index,
    username,
    session,
    playerId: launch.playerId as string,
    vendorToken: launch.token as string,
    bankAccountId: bank.id as string,
    payerName,
    address,
    client,
    expectedMain: 0n,
    expectedVendor: 0n,
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    diceBets: 0,
    slips: 0,
    expectedPoints: 0n,
    exchanges: 0,
  };
}

const key = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/** A deposit by bank transfer that the operator confirms (mostly) or rejects. */
async function depositOnce(player: Player, channelId: string): Promise<void> {
  const amount = BigInt(randomInt(100, 2_000)) * 1_000n;
  const request: SoakRequest = {
    method: 'POST',
    path: '/wps/relay/deposits',
    auth: { session: player.session },
    body: { channelId, amount: amount.toString(), payerName: player.payerName, idempotencyKey: key('dep') },
  };
  const created = await player.client.sendMaybeTwice(request, player.index, sameAnswer('deposit', 'id'));
  const deposit = expectOk(created, 'deposit');
  player.deposits += 1;
  const confirm = randomInt(100) < 80;
  const decision: SoakRequest = {
    method: 'POST',
    path: `/admin/cashier/deposits/${deposit.id as string}/${confirm ? 'confirm' : 'reject'}`,
    auth: operator,
    ...(confirm ? {} : { body: { reason: 'no such transfer arrived' } }),
  };
  expectOk(
    await player.client.sendMaybeTwice(decision, player.index + 1, sameAnswer('deposit decision')),
    'deposit decision',
  );
  if (confirm) player.expectedMain += amount;
}

/** A round at the vendor: a bet from the vendor wallet, then a win (of 0 to twice the stake) or a rollback. */
async function playRound(player: Player, vendorSecret: string): Promise<void> {
  const stake = BigInt(randomInt(1, 60)) * 1_000n;
  const roundId = key('round');
  const betId = key('bet');
  const vendor = { vendorSecret };
  const debit = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: `/vendor-wallet/${vendorCode}/debit`,
      auth: vendor,
      body: {
        playerId: player.playerId,
        token: player.vendorToken,
        transactionId: betId,
        roundId,
        gameCode: 'soak-slot',
        amount: stake.toString(),
      },
    },
    player.index,
    sameAnswer('debit', 'balance'),
  );
  if (!debit.success) {
    expect(debit.error?.code).toBe('error_insufficient_funds');
    return;
  }
  player.expectedVendor -= stake;
  player.bets += 1;
  if (randomInt(100) < 15) {
    expectOk(
      await player.client.sendMaybeTwice(
        {
          method: 'POST',
          path: `/vendor-wallet/${vendorCode}/rollback`,
          auth: vendor,
          body: { playerId: player.playerId, transactionId: betId, roundId },
        },
        player.index + 1,
        sameAnswer('rollback', 'balance'),
      ),
      'rollback',
    );
    player.expectedVendor += stake;
    return;
  }
  const payout = (stake * BigInt(randomInt(0, 201))) / 100n;
  expectOk(
    await player.client.sendMaybeTwice(
      {
        method: 'POST',
        path: `/vendor-wallet/${vendorCode}/credit`,
        auth: vendor,
        body: { playerId: player.playerId, transactionId: key('win'), roundId, amount: payout.toString() },
      },
      player.index + 1,
      sameAnswer('credit', 'balance'),
    ),
    'credit',
  );
  player.expectedVendor += payout;
}

/** A house Dice bet from the main wallet: the stake out, the payout in, its repeat the same round. */
async function diceOnce(player: Player): Promise<void> {
  const stake = BigInt(randomInt(1, 30)) * 1_000n;
  const answer = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: '/wps/relay/house/dice/bets',
      auth: { session: player.session },
      body: {
        stake: stake.toString(),
        direction: randomInt(2) === 0 ? 'under' : 'over',
        targetHundredths: randomInt(1_000, 9_000),
        idempotencyKey: key('dice'),
      },
    },
    player.index,
    (first, second) => {
      const roundOf = (envelope: Envelope) =>
        envelope.success ? (envelope.value?.round as { id: string }).id : envelope.error?.code;
      if (first.success !== second.success || roundOf(first) !== roundOf(second))
        replayMismatches.push(`dice: ${JSON.stringify(first)} then ${JSON.stringify(second)}`);
    },
  );
  if (!answer.success) {
    expect(answer.error?.code).toBe('error_insufficient_funds');
    return;
  }
  const round = answer.value?.round as { payout: string };
  player.expectedMain += BigInt(round.payout) - stake;
  player.diceBets += 1;
}

/**
 * A lottery slip on the 1-minute draw taking bets (a lô and a đề): its stake out now, its winnings
 * in when the draw is settled. Betting is shut for the last 30 s of each minute: a slip then is
 * refused with error_draw_closed and moves nothing.
 */
async function lotteryOnce(player: Player): Promise<void> {
  const open = await player.client.send(
    { method: 'GET', path: '/lgw/vn/numeros/opened/game?game=F1' },
    player.index,
  );
  const draw = (expectOk(open, 'open draws').draws as Array<{ drawId: string }>)[0];
  if (draw === undefined) return;
  const number = () => String(randomInt(100)).padStart(2, '0');
  const answer = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: '/lotto/lgw/bets',
      auth: { session: player.session },
      body: {
        drawId: draw.drawId,
        bets: [
          { type: 'lo2', numbers: [number()], points: String(randomInt(1, 3)) },
          { type: 'de', numbers: [number()], points: String(randomInt(1, 10)) },
        ],
        idempotencyKey: key('slip'),
      },
    },
    player.index,
    (first, second) => {
      const slipOf = (envelope: Envelope) =>
        envelope.success ? String(envelope.value?.slipId) : envelope.error?.code;
      if (first.success !== second.success || slipOf(first) !== slipOf(second))
        replayMismatches.push(`slip: ${JSON.stringify(first)} then ${JSON.stringify(second)}`);
    },
  );
  if (!answer.success) {
    expect(['error_draw_closed', 'error_insufficient_funds']).toContain(answer.error?.code);
    return;
  }
  player.expectedMain -= BigInt(String(answer.value?.stake));
  player.slips += 1;
}

/** A withdrawal with the payment password, then paid (mostly) or rejected by the operator. */
async function withdrawOnce(player: Player): Promise<void> {
  const amount = BigInt(randomInt(100, 400)) * 1_000n;
  const requested = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: '/wps/member/withdrawals',
      auth: { session: player.session },
      encryptWith: payloadKey,
      body: {
        bankAccountId: player.bankAccountId,
        amount: amount.toString(),
        paymentPassword,
        idempotencyKey: key('wd'),
      },
    },
    player.index,
    sameAnswer('withdrawal', 'id'),
  );
  if (!requested.success) {
    expect(['error_insufficient_funds', 'error_withdrawal_daily_count_reached']).toContain(
      requested.error?.code,
    );
    return;
  }
  player.expectedMain -= amount;
  player.withdrawals += 1;
  const approve = randomInt(100) < 70;
  expectOk(
    await player.client.sendMaybeTwice(
      {
        method: 'POST',
        path: `/admin/cashier/withdrawals/${(requested.value as { id: string }).id}/${approve ? 'approve' : 'reject'}`,
        auth: operator,
        ...(approve ? {} : { body: { reason: 'the bank refused the payment' } }),
      },
      player.index + 1,
      sameAnswer('withdrawal decision'),
    ),
    'withdrawal decision',
  );
  if (!approve) player.expectedMain += amount;
}

/** The points mall's one product of the run: few in stock, so the exchanges race for the last ones. */
const mall = { productId: '', stock: 20, points: 100n, pointsEach: 500n };

/** Exchanges points for the product: once per key, never past its stock, on either instance. */
async function exchangeOnce(player: Player): Promise<void> {
  const answer = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: '/wps/member/points/exchanges',
      auth: { session: player.session },
      encryptWith: payloadKey,
      body: { productId: mall.productId, quantity: 1, paymentPassword, idempotencyKey: key('px') },
    },
    player.index,
    sameAnswer('points exchange', 'id'),
  );
  if (!answer.success) {
    expect(['error_product_out_of_stock', 'error_points_insufficient']).toContain(answer.error?.code);
    return;
  }
  player.expectedPoints -= mall.points;
  player.exchanges += 1;
}

/** Money between the main wallet and the vendor wallet, either way. */
async function transferOnce(player: Player): Promise<void> {
  const intoVendor = player.expectedVendor < 100_000n || randomInt(100) < 50;
  const amount = BigInt(randomInt(10, 300)) * 1_000n;
  const answer = await player.client.sendMaybeTwice(
    {
      method: 'POST',
      path: '/wps/relay/wallet/transfer',
      auth: { session: player.session },
      body: {
        from: intoVendor ? 'main' : vendorCode,
        to: intoVendor ? vendorCode : 'main',
        amount: amount.toString(),
        idempotencyKey: key('tr'),
      },
    },
    player.index,
    sameAnswer('transfer', 'journalId'),
  );
  if (!answer.success) {
    expect(answer.error?.code).toBe('error_insufficient_funds');
    return;
  }
  player.expectedMain += intoVendor ? -amount : amount;
  player.expectedVendor += intoVendor ? amount : -amount;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const environment = {
    PAYLOAD_KEY: payloadKey,
    TRUST_PROXY: '127.0.0.1',
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  instances.push(await startInstance('instance A', database.url, environment));
  instances.push(await startInstance('instance B', database.url, environment));
  operator.operatorToken = await issueScriptToken(database.pool);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
});

describe('the wallet on two instances, one killed mid-run', () => {
  it('loses nothing, applies every repeat once, and the books reconcile exactly', async () => {
    const setup = createSoakClient(instances, '10.77.250.1', tally);
    expectOk(
      await setup.send(
        { method: 'PUT', path: '/admin/wallet/merchant', auth: operator, body: { isSingle: false } },
        0,
      ),
      'merchant wallet',
    );
    const vendor = expectOk(
      await setup.send(
        {
          method: 'POST',
          path: '/admin/vendors',
          auth: operator,
          body: { code: vendorCode, name: 'Soak Slots', category: 'slots' },
        },
        0,
      ),
      'vendor',
    );
    const vendorSecret = (vendor.secret as { secret: string }).secret;
    // Transfers go only to a vendor with a game to play there.
    expectOk(
      await setup.send(
        {
          method: 'POST',
          path: '/admin/games',
          auth: operator,
          body: {
            code: 'soak-slots-game',
            vendor: vendorCode,
            names: { en: 'Soak Slots' },
            category: 'slots',
            imagePath: '/media/games/soak.svg',
          },
        },
        0,
      ),
      'game',
    );
    const settings = expectOk(
      await setup.send({ method: 'GET', path: '/admin/cashier/withdrawal-settings', auth: operator }, 0),
      'settings',
    );
    expectOk(
      await setup.send(
        {
          method: 'PUT',
          path: '/admin/cashier/withdrawal-settings',
          auth: operator,
          body: { ...settings, dailyCount: 1000, turnoverMultiplier: 0 },
        },
        0,
      ),
      'withdrawal settings',
    );
    const { rows } = await database.pool.query<{ id: bigint }>(
      `select id from deposit_channels where kind = 'bank_transfer' and enabled order by id limit 1`,
    );
    const channelId = String(rows[0]?.id);

    const roster: Player[] = [];
    for (let index = 0; index < players; index += 1) {
      roster.push(await setUpPlayer(index));
    }
    const product = expectOk(
      await setup.send(
        {
          method: 'POST',
          path: '/admin/points/products',
          auth: operator,
          body: {
            kind: 'coupon',
            texts: { vi: { name: 'Phiếu soak' } },
            units: { vi: 'phiếu' },
            points: mall.points.toString(),
            stock: mall.stock,
          },
        },
        0,
      ),
      'points product',
    );
    mall.productId = product.id as string;
    // Points as earlier hours would have given them, straight from the brand's issuer.
    const brand = (
      await database.pool.query<{ id: number; currency: string }>('select id, currency from brands')
    ).rows[0]!;
    const ledger = createLedger({ pool: database.pool, brand });
    for (const player of roster) {
      const { rows: member } = await database.pool.query<{ id: bigint }>(
        'select id from members where username = $1',
        [player.username],
      );
      await ledger.post({
        idempotencyKey: key('soak-points'),
        kind: 'points',
        postings: [
          { account: { memberId: member[0]!.id, kind: 'points' }, amount: mall.pointsEach },
          { account: { house: 'points_issued' }, amount: -mall.pointsEach },
        ],
      });
      player.expectedPoints = mall.pointsEach;
    }

    const startedAt = Date.now();
    const deadline = startedAt + runSeconds * 1000;
    let killedAt = 0;
    const killer = setTimeout(() => {
      instances[1]?.kill();
      killedAt = Date.now();
    }, killAfterSeconds * 1000);

    await Promise.all(
      roster.map(async (player) => {
        while (Date.now() < deadline) {
          const roll = randomInt(100);
          if (roll < 20 || player.expectedMain + player.expectedVendor < 50_000n) {
            await depositOnce(player, channelId);
          } else if (roll < 50) await playRound(player, vendorSecret);
          else if (roll < 62) await diceOnce(player);
          else if (roll < 66) await lotteryOnce(player);
          else if (roll < 72) await withdrawOnce(player);
          else if (roll < 74) await exchangeOnce(player);
          else await transferOnce(player);
        }
      }),
    );
    clearTimeout(killer);
    const elapsed = (Date.now() - startedAt) / 1000;

    // The killed instance really died mid-run, and its clients carried on against the other.
    expect(killedAt).toBeGreaterThan(startedAt);
    expect(instances[1]?.child.signalCode).toBe('SIGKILL');
    expect(tally.failovers).toBeGreaterThan(0);
    expect(replayMismatches).toEqual([]);

    // The draws the slips are on happen now (the test moves their time; the surviving instance's
    // job draws them), and every one of them is settled once.
    await database.pool.query(
      `update lottery_draws set closes_at = least(closes_at, now()), draws_at = now()
        where status in ('open', 'closed') and id in (select draw_id from lottery_bets)`,
    );
    await expect
      .poll(
        async () =>
          (
            await database.pool.query<{ n: number }>(
              `select count(*)::int as n from lottery_draws d
                where exists (select 1 from lottery_bets b where b.draw_id = d.id)
                  and not exists (select 1 from lottery_settlements s where s.draw_id = d.id)`,
            )
          ).rows[0]?.n,
        { timeout: 30_000, interval: 500 },
      )
      .toBe(0);
    for (const player of roster) {
      const mine = expectOk(
        await player.client.send(
          { method: 'GET', path: '/lotto/lgw/bets?size=200', auth: { session: player.session } },
          0,
        ),
        'lottery bets',
      ) as { content: Array<{ status: string; winnings: string | null }> };
      expect(mine.content.every((bet) => bet.status === 'won' || bet.status === 'lost')).toBe(true);
      for (const bet of mine.content) player.expectedMain += BigInt(bet.winnings ?? '0');
    }
    // Each bet paid what the rule says of its draw's board, each draw settled once. Only the draws
    // the slips are on: the jobs go on drawing the next fast draws, and the notice of the latest
    // may be a pass away from its settlement.
    const lottery = await database.pool.query<{ settlements: number; draws: number }>(
      `with played as (select distinct draw_id from lottery_bets)
       select (select count(*)::int from lottery_settlements s
                 join lottery_final_notices n on n.id = s.notice_id
                 join played p on p.draw_id = n.draw_id) as settlements,
              (select count(*)::int from lottery_final_notices n join played p on p.draw_id = n.draw_id) as draws`,
    );
    expect(lottery.rows[0]?.settlements).toBe(lottery.rows[0]?.draws);
    const paid = await database.pool.query<{
      type: 'lo2' | 'de';
      numbers: string[];
      points: string;
      point_price: string;
      payout: string;
      board: Record<string, string[]>;
      winnings: string;
    }>(
      `select b.bet_type as type, b.numbers, b.points::text, b.point_price::text, b.payout::text, d.board,
              coalesce(w.winnings, 0)::text as winnings
         from lottery_bets b join lottery_draws d on d.id = b.draw_id
         join lottery_settlements s on s.draw_id = d.id
         left join lottery_bet_wins w on w.settlement_id = s.id and w.bet_id = b.id`,
    );
    for (const row of paid.rows) {
      const rule = settleBet(
        { type: row.type, numbers: row.numbers, points: BigInt(row.points) },
        'north',
        [row.board],
        { pointPrice: BigInt(row.point_price), payout: BigInt(row.payout) },
      );
      expect(row.winnings).toBe(rule.winnings.toString());
    }

    const books = expectOk(
      await setup.send({ method: 'GET', path: '/admin/wallet/reconciliation', auth: operator }, 0),
      'reconciliation',
    );
    expect(books).toMatchObject({
      mismatches: [],
      negativeMemberAccounts: 0,
      unbalancedJournals: 0,
      balanced: true,
    });

    const negative = await database.pool.query(
      `select count(*)::int as n from ledger_accounts where kind <> 'house' and balance < 0`,
    );
    expect(negative.rows[0]).toEqual({ n: 0 });

    for (const player of roster) {
      const wallets = expectOk(
        await player.client.send(
          { method: 'GET', path: '/wps/relay/wallet/vendors', auth: { session: player.session } },
          0,
        ),
        'wallets',
      ) as { main: string; vendors: Array<{ vendor: string; balance: string }> };
      const vendorBalance = wallets.vendors.find((entry) => entry.vendor === vendorCode)?.balance ?? '0';
      expect({ player: player.index, main: wallets.main, vendor: vendorBalance }).toEqual({
        player: player.index,
        main: player.expectedMain.toString(),
        vendor: player.expectedVendor.toString(),
      });
    }

    // The mall never sold more than its stock, and every member's points are what its answers said.
    const sold = await database.pool.query<{ stock: number; exchanges: number }>(
      `select p.stock, (select count(*)::int from points_exchanges x where x.product_id = p.id) as exchanges
         from points_products p where p.id = $1`,
      [mall.productId],
    );
    expect(sold.rows[0]).toEqual({
      stock: mall.stock - roster.reduce((total, player) => total + player.exchanges, 0),
      exchanges: roster.reduce((total, player) => total + player.exchanges, 0),
    });
    for (const player of roster) {
      const summary = expectOk(
        await player.client.send(
          { method: 'GET', path: '/wps/member/points', auth: { session: player.session } },
          0,
        ),
        'points',
      );
      expect({ player: player.index, points: summary.points }).toEqual({
        player: player.index,
        points: player.expectedPoints.toString(),
      });
    }

    // Every request sent twice made one thing: one deposit row, one withdrawal row, one round per bet.
    const made = await database.pool.query<{
      deposits: number;
      withdrawals: number;
      bets: number;
      diceRounds: number;
      diceBets: number;
      slips: number;
    }>(
      `select (select count(*)::int from deposits) as deposits,
              (select count(*)::int from withdrawals) as withdrawals,
              (select count(*)::int from bets where vendor_code <> 'LOTUS') as bets,
              (select count(*)::int from house_rounds where game = 'dice') as "diceRounds",
              (select count(*)::int from bets where vendor_code = 'LOTUS') as "diceBets",
              (select count(*)::int from lottery_slips) as slips`,
    );
    const sum = (pick: (player: Player) => number) =>
      roster.reduce((total, player) => total + pick(player), 0);
    expect(made.rows[0]).toEqual({
      deposits: sum((player) => player.deposits),
      withdrawals: sum((player) => player.withdrawals),
      bets: sum((player) => player.bets),
      diceRounds: sum((player) => player.diceBets),
      diceBets: sum((player) => player.diceBets),
      slips: sum((player) => player.slips),
    });

    console.log(
      `wallet soak: ${players} clients, ${elapsed.toFixed(0)} s, ${tally.requests} requests ` +
        `(${tally.repeats} sent twice, ${tally.failovers} failed over after the kill at ${killAfterSeconds} s, ` +
        `${tally.rateLimited} waited out a rate limit); ` +
        `${sum((player) => player.deposits)} deposits, ${sum((player) => player.bets)} rounds, ` +
        `${sum((player) => player.diceBets)} Dice bets, ${sum((player) => player.slips)} lottery slips ` +
        `(${paid.rows.length} bets settled on ${lottery.rows[0]?.draws} draws), ` +
        `${sum((player) => player.withdrawals)} withdrawals, ` +
        `${sum((player) => player.exchanges)} of ${mall.stock} coupons exchanged for points; books balanced`,
    );
  }, 240_000);
});
