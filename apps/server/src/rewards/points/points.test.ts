import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorValue, vendorRound } from '../../../test/agent-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { createTestVendor, playerAt } from '../../../test/vendor-wallet-helpers.ts';
import type { TestVendor } from '../../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { newPlayer, paymentPassword } from '../../../test/withdrawal-helpers.ts';
import { createCashTeamFigures } from '../../cashier/team-figures/service.ts';
import { createLotteryTeamFigures } from '../../lottery/team-figures.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Ledger } from '../../wallet/index.ts';
import { createTeamFigures } from '../../wallet/team-figures/service.ts';
import { createPointsEarning } from './earning.ts';
import { hourContaining } from './rates.ts';

let sites: TestSites;
let vendor: TestVendor;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'POINTS' });
  ({ ledger, brandId } = await brandLedger(sites));
});
afterAll(() => sites.close());

/** The earning service as the job runs it, on its own pool when asked (a second instance). */
function earningAt(now: () => Date, pool = sites.database.pool) {
  return createPointsEarning({
    pool,
    brandId,
    now,
    sources: {
      wallet: createTeamFigures({ pool, brandId }),
      lottery: createLotteryTeamFigures({ pool, brandId }),
      cash: createCashTeamFigures({ pool, brandId }),
      ledger,
    },
  });
}

const inAnHour = () => new Date(Date.now() + 3_600_000);
const points = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'points')).balance;
const main = async (memberId: bigint) => (await ledger.balanceOf(memberId, 'main')).balance;

async function memberIdOf(username: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return rows[0]!.id;
}

/** Points given to a member straight from the issuer (as an earlier hour would have). */
async function givePoints(memberId: bigint, amount: bigint) {
  await ledger.post({
    idempotencyKey: `points:test-${randomUUID()}`,
    kind: 'points',
    postings: [
      { account: { memberId, kind: 'points' }, amount },
      { account: { house: 'points_issued' }, amount: -amount },
    ],
  });
}

const member = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
  callAs(sites.member, {
    method,
    url,
    token,
    ...(body === undefined ? {} : { body, key: sites.config.PAYLOAD_KEY }),
  });

const gift = {
  kind: 'gift',
  texts: {
    vi: { name: 'Bình giữ nhiệt Lotus', description: 'Giữ nóng 12 giờ' },
    en: { name: 'Lotus flask' },
  },
  units: { vi: 'cái', en: 'item' },
  points: '100',
  stock: 10,
  maxPerExchange: 2,
};

describe('points earned per hour', () => {
  it('gives each member its hour’s points by type at the table’s rates, once, whoever runs it', async () => {
    await operatorValue(sites, 'PUT', '/admin/points/rates', {
      rates: [
        { type: 'slots', money: '10000', points: '1' },
        { type: 'live', money: '10000', points: '2' },
        { type: 'deposit', money: '100000', points: '1' },
        { type: 'redeem', money: '10000', points: '100' },
      ],
    });
    const player = await playerAt(sites, vendor, 1_000_000n);
    await vendorRound(sites, vendor, player, '129999', '0');
    await vendorRound(sites, vendor, player, '30000', '50000');
    await vendorRound(sites, vendor, player, '40000', null); // still open: not a valid bet
    const memberId = await memberIdOf(player.username);
    const { rows: types } = await sites.database.pool.query<{ game_type: string }>(
      'select distinct game_type from bets where member_id = $1',
      [memberId],
    );
    expect(types).toEqual([{ game_type: 'slots' }]);

    const hour = hourContaining(new Date());
    const before = await points(memberId);
    // Two instances at once, each with its own connections: one gives the hour.
    const second = createPool(sites.config.DATABASE_URL!, 4);
    try {
      const runs = await Promise.all([
        earningAt(inAnHour).give(hour),
        earningAt(inAnHour, second).give(hour),
      ]);
      expect(runs.map((run) => run.alreadyGiven).sort()).toEqual([false, true]);
    } finally {
      await second.end();
    }
    // 159,999 ₫ of valid slots bets at 1 point a 10,000 ₫: 15 points; the deposit of the funding
    // (1,000,000 ₫ credited by the operator's adjustment, not a deposit) earns nothing.
    expect((await points(memberId)) - before).toBe(15n);
    expect((await earningAt(inAnHour).give(hour)).alreadyGiven).toBe(true);
    expect(await points(memberId)).toBe(before + 15n);

    const { body } = await member(player.session, 'GET', '/wps/member/points/detail');
    expect(body.value.content[0]).toMatchObject({
      kind: 'earned',
      type: 'slots',
      periodKey: hour.key,
      base: '159999',
      change: '15',
    });
    const summary = await member(player.session, 'GET', '/wps/member/points');
    expect(summary.body.value).toMatchObject({ points: (before + 15n).toString(), earned: '15', spent: '0' });
    expect(summary.body.value.rates).toContainEqual({ type: 'redeem', money: '10000', points: '100' });
  });

  it('lets the operator give an ended hour the job did not, once, and refuses one that has not ended', async () => {
    const player = await playerAt(sites, vendor, 1_000_000n);
    await vendorRound(sites, vendor, player, '50000', '0');
    const memberId = await memberIdOf(player.username);
    // The round moved two hours back: an hour before this file's table was set, which no job gives.
    await sites.database.pool.query(
      "update bets set settled_at = settled_at - interval '2 hours' where member_id = $1",
      [memberId],
    );
    const hour = hourContaining(new Date(Date.now() - 2 * 3_600_000));
    const give = (periodKey: string) =>
      operatorInject(sites, { method: 'POST', url: '/admin/points/earnings', payload: { periodKey } });
    expect((await give(hour.key)).json().value).toMatchObject({
      periodKey: hour.key,
      alreadyGiven: false,
      members: 1,
      points: '5',
    });
    expect(await points(memberId)).toBe(5n);
    expect((await give(hour.key)).json().value).toMatchObject({ alreadyGiven: true });
    expect(await points(memberId)).toBe(5n);

    expect((await give(hourContaining(new Date()).key)).json().error.code).toBe(
      'error_points_hour_not_ended',
    );
    expect((await give('HR-2026-02-30-10')).json().error.code).toBe('error_validation');
  });
});

describe('the points mall', () => {
  it('never sells more than its stock: 100 redemptions at once of a product with 10 leave 10 exchanges', async () => {
    const product = await operatorValue(sites, 'POST', '/admin/points/products', {
      ...gift,
      maxPerExchange: 1,
    });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newPlayer(sites)));
    for (const buyer of buyers) await givePoints(buyer.memberId, 1_000n);
    const attempts = buyers.flatMap((buyer) =>
      Array.from({ length: 5 }, () =>
        member(buyer.token, 'POST', '/wps/member/points/exchanges', {
          productId: product.id,
          quantity: 1,
          paymentPassword,
          address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
          phone: '0901234567',
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    const answers = await Promise.all(attempts);
    const codes = answers.map(({ body }) => (body.success ? 'ok' : body.error.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'error_product_out_of_stock')).toBe(
      true,
    );
    const { rows } = await sites.database.pool.query<{ stock: number; exchanges: number; points: string }>(
      `select p.stock, (select count(*)::int from points_exchanges where product_id = p.id) as exchanges,
              (select sum(points)::text from points_exchanges where product_id = p.id) as points
         from points_products p where p.id = $1`,
      [product.id],
    );
    expect(rows[0]).toEqual({ stock: 0, exchanges: 10, points: '1000' });
    let left = 0n;
    for (const buyer of buyers) left += await points(buyer.memberId);
    expect(left).toBe(20n * 1_000n - 1_000n);
  });

  it('takes points and any amount once per key, refuses what it cannot do, and changes nothing then', async () => {
    const buyer = await newPlayer(sites);
    await givePoints(buyer.memberId, 250n);
    const voucher = await operatorValue(sites, 'POST', '/admin/points/products', {
      kind: 'coupon',
      texts: { vi: { name: 'Phiếu ăn 100K' }, en: { name: 'Meal voucher 100K' } },
      units: { vi: 'phiếu', en: 'voucher' },
      points: '100',
      amount: '5000',
      stock: 5,
      maxPerExchange: 3,
    });
    const parcel = await operatorValue(sites, 'POST', '/admin/points/products', gift);
    const redeem = (body: object) =>
      member(buyer.token, 'POST', '/wps/member/points/exchanges', {
        productId: voucher.id,
        quantity: 1,
        paymentPassword,
        idempotencyKey: randomUUID(),
        ...body,
      });

    // No money for the amount yet: refused, the stock and points as they were.
    expect((await redeem({})).body.error.code).toBe('error_insufficient_funds');
    expect((await redeem({ quantity: 3 })).body.error.code).toBe('error_points_insufficient');
    expect((await redeem({ quantity: 4 })).body.error).toMatchObject({ code: 'error_product_quantity' });
    expect((await redeem({ paymentPassword: '000000' })).body.error.code).toBe(
      'error_payment_password_wrong',
    );
    expect((await redeem({ productId: parcel.id })).body.error.code).toBe('error_address_required');
    expect(await points(buyer.memberId)).toBe(250n);

    await ledger.post({
      idempotencyKey: `deposit:test-${randomUUID()}`,
      kind: 'deposit',
      postings: [
        { account: { memberId: buyer.memberId, kind: 'main' }, amount: 20_000n },
        { account: { house: 'deposits_clearing' }, amount: -20_000n },
      ],
    });
    const key = randomUUID();
    const first = await redeem({ quantity: 2, idempotencyKey: key, remark: 'Gửi giúp trước thứ Sáu' });
    expect(first.body.value).toMatchObject({
      type: 'coupon',
      productName: 'Meal voucher 100K',
      quantity: 2,
      pointsRequired: '200',
      amountRequired: '10000',
      status: 'applying',
      unit: 'voucher',
      paymentAccount: 'main',
      pointsChange: '-200',
      remark: 'Gửi giúp trước thứ Sáu',
    });
    expect(first.body.value.number).toMatch(/^PX\d{10}$/);
    const again = await redeem({ quantity: 2, idempotencyKey: key });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect((await redeem({ quantity: 1, idempotencyKey: key })).body.error.code).toBe('error_conflict');
    expect(await points(buyer.memberId)).toBe(50n);
    expect(await main(buyer.memberId)).toBe(10_000n);

    // Rejected: the points, the amount and the stock come back, and the member is told.
    const rejected = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${first.body.value.id}/reject`,
      payload: { remark: 'Hết hàng tại cửa hàng' },
    });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      pointsEarned: '200',
      pointsChange: '0',
    });
    expect(await points(buyer.memberId)).toBe(250n);
    expect(await main(buyer.memberId)).toBe(20_000n);
    const twice = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${first.body.value.id}/approve`,
      payload: {},
    });
    expect(twice.json().error.code).toBe('error_points_exchange_decided');
    const { rows } = await sites.database.pool.query<{ kind: string; params: Record<string, string> }>(
      `select kind, params from member_messages where member_id = $1 and kind like 'points%'`,
      [buyer.memberId],
    );
    expect(rows).toEqual([
      {
        kind: 'points_exchange_rejected',
        params: { number: first.body.value.number, reason: 'Hết hàng tại cửa hàng' },
      },
    ]);
    const detail = await member(buyer.token, 'GET', '/wps/member/points/detail');
    expect(detail.body.value.content.slice(0, 2)).toMatchObject([
      {
        kind: 'returned',
        change: '200',
        exchangeId: first.body.value.id,
        exchangeNumber: first.body.value.number,
        productName: 'Meal voucher 100K',
      },
      { kind: 'exchanged', change: '-200', exchangeNumber: first.body.value.number },
    ]);
  });

  it('pays a cash product when approved, ships goods, and converts points at the redeem rate', async () => {
    const buyer = await newPlayer(sites);
    await givePoints(buyer.memberId, 1_000n);
    const cash = await operatorValue(sites, 'POST', '/admin/points/products', {
      kind: 'cash',
      texts: { vi: { name: 'Tiền thưởng 50K' } },
      units: { vi: 'lần' },
      points: '300',
      cashValue: '50000',
      stock: 100,
    });
    const parcel = await operatorValue(sites, 'POST', '/admin/points/products', gift);
    const exchange = (productId: string, extra: object = {}) =>
      member(buyer.token, 'POST', '/wps/member/points/exchanges', {
        productId,
        quantity: 1,
        paymentPassword,
        idempotencyKey: randomUUID(),
        ...extra,
      });
    const cashExchange = (await exchange(cash.id)).body.value;
    // The operator raises the product's value before deciding: the exchange keeps the value it was made at.
    await operatorValue(sites, 'PUT', `/admin/points/products/${cash.id}`, {
      kind: 'cash',
      texts: { vi: { name: 'Tiền thưởng 70K' } },
      units: { vi: 'lần' },
      points: '300',
      cashValue: '70000',
      stock: 100,
    });
    const approved = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${cashExchange.id}/approve`,
      payload: {},
    });
    expect(approved.json().value).toMatchObject({ status: 'approved', redeemAmount: '50000' });
    expect(await main(buyer.memberId)).toBe(50_000n);

    const parcelExchange = (
      await exchange(parcel.id, { address: '5 Trần Phú, Hà Nội', phone: '+84912345678' })
    ).body.value;
    const notYet = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${parcelExchange.id}/ship`,
      payload: {},
    });
    expect(notYet.json().error.code).toBe('error_points_exchange_decided');
    await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${parcelExchange.id}/approve`,
      payload: {},
    });
    const shipped = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/points/exchanges/${parcelExchange.id}/ship`,
      payload: { remark: 'Giao hàng nhanh, mã vận đơn GHN123' },
    });
    expect(shipped.json().value).toMatchObject({ status: 'approved', address: '5 Trần Phú, Hà Nội' });
    expect(shipped.json().value.shippedAt).not.toBeNull();

    // 600 points left; the redeem rate is 100 points for 10,000 ₫.
    const convert = (pointsAsked: string, key = randomUUID()) =>
      member(buyer.token, 'POST', '/wps/member/points/convert', {
        points: pointsAsked,
        paymentPassword,
        idempotencyKey: key,
      });
    expect((await convert('99')).body.error).toMatchObject({ code: 'error_points_convert_amount' });
    const key = randomUUID();
    const converted = (await convert('250', key)).body.value;
    expect(converted).toMatchObject({
      type: 'convert',
      status: 'approved',
      pointsRequired: '250',
      redeemAmount: '25000',
      ratio: { points: '100', money: '10000' },
    });
    expect((await convert('250', key)).body.value.id).toBe(converted.id);
    expect(await points(buyer.memberId)).toBe(350n);
    expect(await main(buyer.memberId)).toBe(75_000n);

    const records = await member(buyer.token, 'GET', '/wps/member/points/exchanges');
    expect(records.body.value.content.map((record: { type: string }) => record.type)).toEqual([
      'convert',
      'gift',
      'cash',
    ]);
    expect(await ledger.reconcile()).toMatchObject({ balanced: true });
  });

  it('lets only the roles that hold rewards permissions set the mall up and decide its queue', async () => {
    const support = await createTestOperator(sites, 'support');
    const content = await createTestOperator(sites, 'content');
    const asOperator = (
      who: { headers: Record<string, string> },
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => sites.operator.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    expect((await asOperator(support, 'POST', '/admin/points/products', gift)).statusCode).toBe(403);
    expect((await asOperator(support, 'GET', '/admin/points/exchanges?status=applying')).statusCode).toBe(
      200,
    );
    expect((await asOperator(content, 'POST', '/admin/points/products', gift)).statusCode).toBe(200);
    expect((await asOperator(content, 'GET', '/admin/points/exchanges')).statusCode).toBe(403);
  });
});
