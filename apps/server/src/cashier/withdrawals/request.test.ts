import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAs, freePlayToken } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  balanceOf,
  boundAccountId,
  creditBonus,
  fund,
  newPlayer,
  paymentPassword,
  requestWithdrawal,
  seededLedger,
  setWithdrawalSettings,
  bet,
  decide,
} from '../../../test/withdrawal-helpers.ts';
import type { TestPlayer } from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;

const defaults = {
  minAmount: '100000',
  maxAmount: '500000000',
  dailyCount: 5,
  dailyAmount: '1000000000',
  turnoverMultiplier: 1,
  autoReceiptMinutes: 30,
};

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await seededLedger(sites));
});
afterEach(() => setWithdrawalSettings(sites, defaults));
afterAll(() => sites.close());

/** A member with a real name, a payment password, a bound account and money. */
async function fundedPlayer(amount = 2_000_000n): Promise<TestPlayer & { accountId: string }> {
  const player = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  const accountId = await boundAccountId(sites, player.token);
  if (amount > 0n) await fund(ledger, player.memberId, amount);
  return { ...player, accountId };
}

function overview(token: string) {
  return callAs(sites.member, { method: 'GET', url: '/wps/member/withdrawals/overview', token });
}

/**
 * The daily-limit tests ask several times and expect one "today": run them clear of the brand's
 * midnight (its time zone), where two asks a second apart fall on two days. A CI run at 23:59:58 in
 * Vietnam met exactly that; within 15 s of midnight the test waits for the new day first.
 */
async function clearOfBrandMidnight(): Promise<void> {
  const { rows } = await sites.database.pool.query<{ left_ms: number }>(
    `select extract(epoch from (date_trunc('day', now() at time zone time_zone) + interval '1 day'
              - (now() at time zone time_zone))) * 1000 as left_ms
       from brands order by id limit 1`,
  );
  const leftMs = Number(rows[0]?.left_ms ?? Number.POSITIVE_INFINITY);
  if (leftMs < 15_000) await new Promise((resolve) => setTimeout(resolve, leftMs + 500));
}

async function withdrawalRows(memberId: bigint) {
  const { rows } = await sites.database.pool.query(
    'select id, amount, status from withdrawals where member_id = $1 order by id',
    [memberId],
  );
  return rows;
}

describe('the withdraw overview', () => {
  it('shows the balance, the limits, today’s use, the turnover left and the payment password state', async () => {
    const player = await fundedPlayer(750_000n);
    const { body } = await overview(player.token);
    expect(body.value).toEqual({
      balance: '750000',
      currency: 'VND',
      limits: { minAmount: '100000', maxAmount: '500000000', dailyCount: 5, dailyAmount: '1000000000' },
      today: { count: 0, amount: '0' },
      available: '750000',
      turnoverRemaining: '0',
      turnoverMultiplier: 1,
      paymentPasswordSet: true,
      autoReceiptMinutes: 30,
    });
    const bare = await newPlayer(sites, { paymentPassword: false });
    expect((await overview(bare.token)).body.value).toMatchObject({
      paymentPasswordSet: false,
      balance: '0',
    });
  });
});

describe('asking for a withdrawal', () => {
  it('needs a session, an encrypted body, and a real (not free-play) account', async () => {
    const anonymous = await callAs(sites.member, {
      method: 'POST',
      url: '/wps/member/withdrawals',
      key: sites.config.PAYLOAD_KEY,
      body: { bankAccountId: '1', amount: '100000', paymentPassword, idempotencyKey: 'a' },
    });
    expect(anonymous.body.error.code).toBe('error_not_logged_in');

    const player = await fundedPlayer();
    const plain = await callAs(sites.member, {
      method: 'POST',
      url: '/wps/member/withdrawals',
      token: player.token,
      body: { bankAccountId: player.accountId, amount: '100000', paymentPassword, idempotencyKey: 'a' },
    });
    expect(plain.response.statusCode).toBe(400);
    expect(plain.body.error.code).toBe('error_validation');

    const guest = await freePlayToken(sites);
    const refused = await requestWithdrawal(sites, guest, {
      bankAccountId: player.accountId,
      amount: '100000',
    });
    expect(refused.body.error.code).toBe('error_operation_not_allowed');
    expect((await overview(guest)).body.error.code).toBe('error_operation_not_allowed');
    expect(await withdrawalRows(player.memberId)).toEqual([]);
  });

  it('holds the amount at once in the ledger, once per idempotency key', async () => {
    const player = await fundedPlayer(1_000_000n);
    const first = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '300000',
      idempotencyKey: 'hold-1',
    });
    expect(first.response.statusCode).toBe(200);
    expect(first.body.value).toMatchObject({
      amount: '300000',
      currency: 'VND',
      status: 'pending',
      bank: { bankAccountId: player.accountId, bankCode: 'VCB', payeeName: 'Nguyen Van An' },
      decidedAt: null,
      paidAt: null,
      confirmBy: null,
      confirmation: null,
    });
    expect(first.body.value.bank.accountNumber).toMatch(/^\*{6}\d{4}$/);
    expect(await balanceOf(sites, player.token)).toBe('700000');

    const { rows: journals } = await sites.database.pool.query(
      `select j.kind, p.amount from journals j join postings p on p.journal_id = j.id
        join ledger_accounts a on a.id = p.account_id
       where j.idempotency_key = $1 order by p.amount`,
      [`withdrawal:${first.body.value.id}:hold`],
    );
    expect(journals).toEqual([
      { kind: 'withdrawal_hold', amount: -300000n },
      { kind: 'withdrawal_hold', amount: 300000n },
    ]);

    const again = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '300000',
      idempotencyKey: 'hold-1',
    });
    expect(again.body.value).toEqual(first.body.value);
    expect(await balanceOf(sites, player.token)).toBe('700000');

    const changed = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '400000',
      idempotencyKey: 'hold-1',
    });
    expect(changed.response.statusCode).toBe(409);
    expect(changed.body.error.code).toBe('error_conflict');
    expect(await withdrawalRows(player.memberId)).toHaveLength(1);
  });

  it('refuses more than the balance, and another member’s account, holding nothing', async () => {
    const player = await fundedPlayer(150_000n);
    const short = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '200000',
    });
    expect(short.response.statusCode).toBe(409);
    expect(short.body.error.code).toBe('error_insufficient_funds');

    const other = await fundedPlayer(0n);
    const foreign = await requestWithdrawal(sites, player.token, {
      bankAccountId: other.accountId,
      amount: '100000',
    });
    expect(foreign.body.error.code).toBe('error_bank_account_not_found');
    expect(await withdrawalRows(player.memberId)).toEqual([]);
    expect(await balanceOf(sites, player.token)).toBe('150000');
  });
});

describe('the payment password', () => {
  it('must be set first', async () => {
    const player = await newPlayer(sites, { payeeName: 'Nguyen Van An', paymentPassword: false });
    const accountId = await boundAccountId(sites, player.token);
    await fund(ledger, player.memberId, 500_000n);
    const { response, body } = await requestWithdrawal(sites, player.token, {
      bankAccountId: accountId,
      amount: '100000',
    });
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('error_payment_password_not_set');
    expect(body.error.message).toBe('Please set a payment password first');
  });

  it('counts wrong tries, locks after 5, and holds nothing meanwhile', async () => {
    const player = await fundedPlayer(500_000n);
    const attempt = (password: string) =>
      requestWithdrawal(sites, player.token, {
        bankAccountId: player.accountId,
        amount: '100000',
        paymentPassword: password,
      });
    const wrong = await attempt('000000');
    expect(wrong.body.error.code).toBe('error_payment_password_wrong');
    expect(wrong.body.error.params).toEqual({ attemptsLeft: 4 });
    const empty = await attempt('');
    expect(empty.body.error.code).toBe('error_validation');
    expect(Object.keys(empty.body.error.fields)).toEqual(['paymentPassword']);
    for (let left = 3; left >= 1; left -= 1) {
      expect((await attempt('000000')).body.error.params).toEqual({ attemptsLeft: left });
    }
    const locking = await attempt('000000');
    expect(locking.response.statusCode).toBe(423);
    expect(locking.body.error.code).toBe('error_payment_password_locked');
    // The right password does not open a lock.
    expect((await attempt(paymentPassword)).body.error.code).toBe('error_payment_password_locked');
    expect(await withdrawalRows(player.memberId)).toEqual([]);
    expect(await balanceOf(sites, player.token)).toBe('500000');
  });
});

describe('the brand’s limits', () => {
  it('keeps each request between the minimum and the maximum', async () => {
    await setWithdrawalSettings(sites, { minAmount: '100000', maxAmount: '1000000' });
    const player = await fundedPlayer(5_000_000n);
    const low = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '99999',
    });
    expect(low.response.statusCode).toBe(400);
    expect(low.body.error.code).toBe('error_withdrawal_below_minimum');
    expect(low.body.error.params).toEqual({ minimum: '100000', minimumText: '₫100,000' });
    expect(low.body.error.message).toBe('The minimum withdrawal is ₫100,000');

    const high = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '1000001',
    });
    expect(high.body.error.code).toBe('error_withdrawal_above_maximum');
    expect(high.body.error.params).toMatchObject({ maximum: '1000000' });

    for (const amount of ['100000', '1000000']) {
      expect(
        (await requestWithdrawal(sites, player.token, { bankAccountId: player.accountId, amount })).body.value
          .status,
      ).toBe('pending');
    }
  });

  it('counts today’s withdrawals, rejected ones aside', async () => {
    await clearOfBrandMidnight();
    await setWithdrawalSettings(sites, { dailyCount: 2 });
    const player = await fundedPlayer();
    const ask = () =>
      requestWithdrawal(sites, player.token, { bankAccountId: player.accountId, amount: '100000' });
    const first = await ask();
    await ask();
    const third = await ask();
    expect(third.response.statusCode).toBe(409);
    expect(third.body.error.code).toBe('error_withdrawal_daily_count_reached');
    expect(third.body.error.params).toEqual({ count: 2 });
    expect((await overview(player.token)).body.value).toMatchObject({
      today: { count: 2, amount: '200000' },
      available: '0',
    });

    expect((await decide(sites, first.body.value.id, 'reject')).statusCode).toBe(200);
    expect((await ask()).body.value.status).toBe('pending');
    // Yesterday's do not count today.
    await sites.database.pool.query(
      `update withdrawals set created_at = created_at - interval '2 days' where member_id = $1`,
      [player.memberId],
    );
    expect((await ask()).body.value.status).toBe('pending');
  });

  it('keeps today’s total within the daily amount', async () => {
    await clearOfBrandMidnight();
    await setWithdrawalSettings(sites, { dailyAmount: '300000' });
    const player = await fundedPlayer();
    expect(
      (await requestWithdrawal(sites, player.token, { bankAccountId: player.accountId, amount: '200000' }))
        .body.success,
    ).toBe(true);
    const over = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '150000',
    });
    expect(over.body.error.code).toBe('error_withdrawal_daily_amount_exceeded');
    expect(over.body.error.params).toEqual({ remaining: '100000', remainingText: '₫100,000' });
    expect((await overview(player.token)).body.value.available).toBe('100000');
    // Vietnamese: the amount as a Vietnamese reader writes it.
    const vietnamese = await callAs(sites.member, {
      method: 'POST',
      url: '/wps/member/withdrawals',
      token: player.token,
      key: sites.config.PAYLOAD_KEY,
      language: 'vi',
      body: { bankAccountId: player.accountId, amount: '150000', paymentPassword, idempotencyKey: 'vi-1' },
    });
    expect(vietnamese.body.error.message).toBe(
      'Vượt hạn mức rút tiền trong ngày: hôm nay bạn chỉ có thể rút thêm 100.000\u00a0₫',
    );
  });
});

describe('the turnover requirement from bonuses', () => {
  it('refuses a withdrawal until the bonus x multiplier is bet, and says how much is left', async () => {
    const player = await fundedPlayer(1_000_000n);
    await bet(ledger, player.memberId, 500_000n); // before the bonus: does not count
    await creditBonus(ledger, player.memberId, 200_000n);
    await bet(ledger, player.memberId, 50_000n);
    expect((await overview(player.token)).body.value.turnoverRemaining).toBe('150000');

    const refused = await requestWithdrawal(sites, player.token, {
      bankAccountId: player.accountId,
      amount: '100000',
    });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.body.error.code).toBe('error_turnover_requirement_unmet');
    expect(refused.body.error.params).toEqual({ remaining: '150000', remainingText: '₫150,000' });

    await setWithdrawalSettings(sites, { turnoverMultiplier: 3 });
    expect((await overview(player.token)).body.value.turnoverRemaining).toBe('550000');
    await setWithdrawalSettings(sites, { turnoverMultiplier: 0 });
    expect((await overview(player.token)).body.value.turnoverRemaining).toBe('0');
    await setWithdrawalSettings(sites, { turnoverMultiplier: 1 });

    await bet(ledger, player.memberId, 150_000n);
    expect((await overview(player.token)).body.value.turnoverRemaining).toBe('0');
    expect(
      (await requestWithdrawal(sites, player.token, { bankAccountId: player.accountId, amount: '100000' }))
        .body.value.status,
    ).toBe('pending');
  });
});
