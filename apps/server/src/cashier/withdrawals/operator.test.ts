import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  balanceOf,
  boundAccountId,
  decide,
  fund,
  newPlayer,
  operator,
  requestWithdrawal,
  seededLedger,
} from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await seededLedger(sites));
});
afterAll(() => sites.close());

async function pendingWithdrawal(amount = '400000') {
  const member = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  const accountId = await boundAccountId(sites, member.token);
  await fund(ledger, member.memberId, 1_000_000n);
  const { body } = await requestWithdrawal(sites, member.token, { bankAccountId: accountId, amount });
  return { member, accountId, id: body.value.id as string };
}

function admin(url: string, headers: Record<string, string> = operator) {
  return sites.operator.inject({ method: 'GET', url, headers });
}

async function houseBalance(code: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ balance: bigint }>(
    'select balance from ledger_balances where code = $1',
    [code],
  );
  return rows[0]?.balance ?? 0n;
}

async function inbox(token: string) {
  const { body } = await callAs(sites.member, { method: 'GET', url: '/wps/relay/inbox', token });
  return body.value.content as Array<{ kind: string; params: Record<string, string> }>;
}

describe('the operator’s withdrawal queue', () => {
  it('needs an operator’s credential', async () => {
    const response = await admin('/admin/cashier/withdrawals', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_operator_unauthorized');
    expect(
      (await decide(sites, '1', 'approve').then(() => admin('/admin/cashier/withdrawals/1', {}))).statusCode,
    ).toBe(401);
  });

  it('lists by status and username, with the whole account number to pay', async () => {
    const { member, id } = await pendingWithdrawal('250000');
    const byName = await admin(`/admin/cashier/withdrawals?username=${member.username}`);
    expect(byName.json().value.total).toBe(1);
    const row = byName.json().value.content[0];
    expect(row).toMatchObject({
      id,
      username: member.username,
      memberId: String(member.memberId),
      amount: '250000',
      status: 'pending',
      proofUrl: null,
      bank: { bankCode: 'VCB', payeeName: 'Nguyen Van An' },
    });
    expect(row.bank.accountNumber).toMatch(/^\d{10}$/);
    const pending = await admin('/admin/cashier/withdrawals?status=pending&size=200');
    expect(pending.json().value.content.map((entry: { id: string }) => entry.id)).toContain(id);
    const paid = await admin('/admin/cashier/withdrawals?status=paid');
    expect(paid.json().value.content.map((entry: { id: string }) => entry.id)).not.toContain(id);
    expect((await admin('/admin/cashier/withdrawals?status=lost')).json().error.code).toBe(
      'error_validation',
    );
  });

  it('answers one withdrawal, and names a missing one', async () => {
    const { id } = await pendingWithdrawal();
    expect((await admin(`/admin/cashier/withdrawals/${id}`)).json().value.id).toBe(id);
    const missing = await admin('/admin/cashier/withdrawals/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('error_withdrawal_not_found');
    expect((await admin('/admin/cashier/withdrawals/abc')).json().error.code).toBe('error_validation');
    expect((await decide(sites, '987654321', 'approve')).json().error.code).toBe(
      'error_withdrawal_not_found',
    );
  });
});

describe('approving (paying) a withdrawal', () => {
  it('moves the hold out through the operator’s bank, tells the member, and is audited once', async () => {
    const { member, id } = await pendingWithdrawal('400000');
    const clearingBefore = await houseBalance('withdrawals_clearing');
    const bankBefore = await houseBalance('deposits_clearing');

    const approved = await decide(sites, id, 'approve');
    expect(approved.statusCode).toBe(200);
    const { value } = approved.json();
    expect(value.replayed).toBe(false);
    expect(value.withdrawal).toMatchObject({ id, status: 'paid', confirmation: null });
    const paidAt = Date.parse(value.withdrawal.paidAt);
    expect(Date.parse(value.withdrawal.confirmBy) - paidAt).toBe(30 * 60_000);
    expect(await houseBalance('withdrawals_clearing')).toBe(clearingBefore - 400_000n);
    expect(await houseBalance('deposits_clearing')).toBe(bankBefore + 400_000n);
    expect(await balanceOf(sites, member.token)).toBe('600000');

    const messages = await inbox(member.token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'withdrawal_approved',
      params: { amount: '400000', currency: 'VND', withdrawalId: id },
    });

    const again = await decide(sites, id, 'approve');
    expect(again.json().value).toMatchObject({ replayed: true, withdrawal: { status: 'paid' } });
    const reject = await decide(sites, id, 'reject');
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error.code).toBe('error_withdrawal_already_paid');
    expect(await inbox(member.token)).toHaveLength(1);
    const audits = await sites.database.pool.query(
      `select action, before, after from operator_audit where target = $1`,
      [`withdrawal ${id}`],
    );
    expect(audits.rows).toEqual([
      {
        action: 'cashier.withdrawal.approved',
        before: expect.objectContaining({
          id,
          status: 'pending',
          amount: '400000',
          username: member.username,
        }),
        after: expect.objectContaining({ id, status: 'paid', amount: '400000', username: member.username }),
      },
    ]);
    expect((await ledger.reconcile()).balanced).toBe(true);

    const member_view = await callAs(sites.member, {
      method: 'GET',
      url: '/wps/member/withdrawals?status=paid',
      token: member.token,
    });
    expect(member_view.body.value.content.map((entry: { id: string }) => entry.id)).toEqual([id]);
  });
});

describe('rejecting a withdrawal', () => {
  it('needs a reason', async () => {
    const { id } = await pendingWithdrawal();
    for (const payload of [{}, { reason: 'no' }, { reason: 'x'.repeat(201) }, { reason: 'fine', extra: 1 }]) {
      const response = await sites.operator.inject({
        method: 'POST',
        url: `/admin/cashier/withdrawals/${id}/reject`,
        headers: operator,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await admin(`/admin/cashier/withdrawals/${id}`)).json().value.status).toBe('pending');
  });

  it('gives the hold back, tells the member why, and cannot be paid afterwards', async () => {
    const { member, id } = await pendingWithdrawal('400000');
    expect(await balanceOf(sites, member.token)).toBe('600000');
    const rejected = await decide(sites, id, 'reject', 'The account name does not match');
    expect(rejected.json().value).toMatchObject({
      replayed: false,
      withdrawal: { status: 'rejected', rejectReason: 'The account name does not match', paidAt: null },
    });
    expect(await balanceOf(sites, member.token)).toBe('1000000');
    const messages = await inbox(member.token);
    expect(messages[0]).toMatchObject({
      kind: 'withdrawal_rejected',
      params: { amount: '400000', reason: 'The account name does not match' },
    });

    const pay = await decide(sites, id, 'approve');
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error).toMatchObject({
      code: 'error_withdrawal_already_rejected',
      message: 'This withdrawal was already rejected and cannot be paid',
    });
    expect((await decide(sites, id, 'reject', 'another reason')).json().value).toMatchObject({
      replayed: true,
      withdrawal: { rejectReason: 'The account name does not match' },
    });
    expect(await balanceOf(sites, member.token)).toBe('1000000');
    expect((await ledger.reconcile()).balanced).toBe(true);
  });
});

describe('the withdrawal settings', () => {
  it('answers the defaults and takes a change, audited, with the maximum at least the minimum', async () => {
    const current = await admin('/admin/cashier/withdrawal-settings');
    expect(current.json().value).toEqual({
      minAmount: '100000',
      maxAmount: '500000000',
      dailyCount: 5,
      dailyAmount: '1000000000',
      turnoverMultiplier: 1,
      autoReceiptMinutes: 30,
    });
    const put = (payload: Record<string, unknown>) =>
      sites.operator.inject({
        method: 'PUT',
        url: '/admin/cashier/withdrawal-settings',
        headers: operator,
        payload: { ...current.json().value, ...payload },
      });
    const inverted = await put({ minAmount: '600000000' });
    expect(inverted.json().error.code).toBe('error_validation');
    expect(Object.keys(inverted.json().error.fields)).toEqual(['maxAmount']);
    for (const bad of [
      { dailyCount: 0 },
      { autoReceiptMinutes: 0 },
      { turnoverMultiplier: 101 },
      { minAmount: '0' },
    ]) {
      expect((await put(bad)).json().error.code, JSON.stringify(bad)).toBe('error_validation');
    }
    const changed = await put({ autoReceiptMinutes: 45 });
    expect(changed.json().value.autoReceiptMinutes).toBe(45);
    const audits = await sites.database.pool.query(
      `select 1 from operator_audit where action = 'cashier.withdrawal_settings.updated'`,
    );
    expect(audits.rows).toHaveLength(1);
    await put({ autoReceiptMinutes: 30 });
  });
});
