import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import {
  createDeposit,
  depositMember,
  messagesOf,
  newKey,
  operatorCall,
  seededChannels,
} from '../../../test/deposit-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;
let channels: { bank: string; gateway: string };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
  channels = await seededChannels(sites.database.pool);
});
afterAll(() => sites.close());

const member = (realName: string | null = null) =>
  depositMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY, realName);

function memberGet(token: string, url: string) {
  return sites.member.inject({ method: 'GET', url, headers: bearer(token) });
}

async function bankDeposit(token: string, amount = '150000', payerName = 'Nguyen Van An') {
  const response = await createDeposit(sites.member, token, {
    channelId: channels.bank,
    amount,
    payerName,
    idempotencyKey: newKey(),
  });
  expect(response.json().error).toBeUndefined();
  return response.json().value as { id: string; reference: string; amount: string; status: string };
}

async function auditCount(action: string, depositId: string): Promise<number> {
  const { rows } = await sites.database.pool.query<{ count: number }>(
    `select count(*)::int as count from operator_audit where action = $1 and target = $2`,
    [action, `deposit ${depositId}`],
  );
  return rows[0]?.count ?? 0;
}

describe('confirming and rejecting bank transfers (operator)', () => {
  it('credits the member once, with the ledger journal, the message and the audit row', async () => {
    const { token, id } = await member();
    const deposit = await bankDeposit(token, '250000', 'Bui Van G');
    const confirm = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${deposit.id}/confirm`,
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().value).toMatchObject({
      changed: true,
      deposit: {
        id: deposit.id,
        status: 'credited',
        decidedBy: 'operator',
        journalId: expect.stringMatching(/^\d+$/),
      },
    });
    expect((await ledger.balanceOf(id, 'main')).balance).toBe(250_000n);
    const { rows } = await sites.database.pool.query<{ kind: string; amount: bigint; code: string | null }>(
      `select j.kind, p.amount, a.code from journals j join postings p on p.journal_id = j.id
         join ledger_accounts a on a.id = p.account_id
        where j.idempotency_key = $1 order by p.amount`,
      [`deposit:${deposit.id}`],
    );
    expect(rows).toEqual([
      { kind: 'deposit', amount: -250_000n, code: 'deposits_clearing' },
      { kind: 'deposit', amount: 250_000n, code: null },
    ]);
    expect(await messagesOf(sites.database.pool, id, 'deposit_arrived')).toEqual([
      { amount: '250000', currency: 'VND', date: expect.any(String), reference: deposit.reference },
    ]);
    expect(await auditCount('cashier.deposit.confirm', deposit.id)).toBe(1);
    const { rows: audit } = await sites.database.pool.query(
      `select before, after from operator_audit where action = 'cashier.deposit.confirm' and target = $1`,
      [`deposit ${deposit.id}`],
    );
    expect(audit[0]).toMatchObject({
      before: { id: deposit.id, status: 'pending', journalId: null },
      after: { id: deposit.id, status: 'credited', decidedBy: 'operator', journalId: expect.any(String) },
    });

    const again = await operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${deposit.id}/confirm`);
    expect(again.json().value).toMatchObject({ changed: false, deposit: { status: 'credited' } });
    expect((await ledger.balanceOf(id, 'main')).balance).toBe(250_000n);
    expect(await messagesOf(sites.database.pool, id, 'deposit_arrived')).toHaveLength(1);
    expect(await auditCount('cashier.deposit.confirm', deposit.id)).toBe(1);

    const shown = (await memberGet(token, `/wps/relay/deposits/${deposit.id}`)).json().value;
    expect(shown).toMatchObject({ status: 'credited', decidedAt: expect.any(String) });
    expect(shown.bankTransfer.vietQr).toBeNull();

    const reject = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${deposit.id}/reject`,
      {
        reason: 'no such transfer',
      },
    );
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error.code).toBe('error_deposit_already_credited');
  });

  it('rejects with a reason the member reads; a confirm afterwards is refused', async () => {
    const { token, id } = await member();
    const deposit = await bankDeposit(token, '120000', 'Ngo Thi H');
    const reject = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${deposit.id}/reject`,
      {
        reason: 'No transfer with this reference',
      },
    );
    expect(reject.json().value).toMatchObject({
      changed: true,
      deposit: { status: 'rejected', reason: 'No transfer with this reference', journalId: null },
    });
    expect(await messagesOf(sites.database.pool, id, 'deposit_failed')).toEqual([
      {
        amount: '120000',
        currency: 'VND',
        date: expect.any(String),
        reason: 'No transfer with this reference',
        reference: deposit.reference,
      },
    ]);
    const confirm = await operatorCall(
      sites.operator,
      'POST',
      `/admin/cashier/deposits/${deposit.id}/confirm`,
    );
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('error_deposit_already_rejected');
    const again = await operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${deposit.id}/reject`, {
      reason: 'another reason',
    });
    expect(again.json().value).toMatchObject({
      changed: false,
      deposit: { reason: 'No transfer with this reference' },
    });
    expect((await ledger.balanceOf(id, 'main')).balance).toBe(0n);
    expect(await auditCount('cashier.deposit.reject', deposit.id)).toBe(1);
  });

  it('credits exactly once when operators click confirm at the same moment', async () => {
    const { token, id } = await member();
    const deposit = await bankDeposit(token, '777000', 'Dang Van I');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${deposit.id}/confirm`),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((response) => response.json().value.changed)).toHaveLength(1);
    expect((await ledger.balanceOf(id, 'main')).balance).toBe(777_000n);
    expect(await messagesOf(sites.database.pool, id, 'deposit_arrived')).toHaveLength(1);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('lets exactly one of a confirm and a reject racing each other win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token, id } = await member();
      const deposit = await bankDeposit(token, '90000', 'Ly Van K');
      const [confirm, reject] = await Promise.all([
        operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${deposit.id}/confirm`),
        operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${deposit.id}/reject`, {
          reason: 'race',
        }),
      ]);
      const confirmed = confirm.statusCode === 200;
      expect(confirmed).toBe(reject.statusCode === 409);
      if (confirmed) expect(reject.json().error.code).toBe('error_deposit_already_credited');
      else expect(confirm.json().error.code).toBe('error_deposit_already_rejected');
      expect((await ledger.balanceOf(id, 'main')).balance).toBe(confirmed ? 90_000n : 0n);
    }
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('lists deposits by status (pending as a queue) and by member', async () => {
    const { token, username } = await member();
    const older = await bankDeposit(token, '60000', 'Mai Van L');
    const newer = await bankDeposit(token, '70000', 'Mai Van L');
    const credited = await bankDeposit(token, '80000', 'Mai Van L');
    await operatorCall(sites.operator, 'POST', `/admin/cashier/deposits/${credited.id}/confirm`);
    const pending = await operatorCall(
      sites.operator,
      'GET',
      `/admin/cashier/deposits?status=pending&username=${username}`,
    );
    expect(pending.json().value.content.map((entry: { id: string }) => entry.id)).toEqual([
      older.id,
      newer.id,
    ]);
    expect(pending.json().value.content[0]).toMatchObject({ username, payerName: 'MAI VAN L' });
    const done = await operatorCall(
      sites.operator,
      'GET',
      `/admin/cashier/deposits?status=credited&username=${username}`,
    );
    expect(done.json().value).toMatchObject({ total: 1, content: [{ id: credited.id, status: 'credited' }] });
    const all = await operatorCall(sites.operator, 'GET', `/admin/cashier/deposits?username=${username}`);
    expect(all.json().value.content.map((entry: { id: string }) => entry.id)).toEqual([
      credited.id,
      newer.id,
      older.id,
    ]);
    const one = await operatorCall(sites.operator, 'GET', `/admin/cashier/deposits/${older.id}`);
    expect(one.json().value).toMatchObject({ id: older.id, username, status: 'pending' });
    const missing = await operatorCall(sites.operator, 'POST', '/admin/cashier/deposits/99999999/confirm');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('error_deposit_not_found');
  });

  it('leaves gateway deposits to their gateway', async () => {
    const { token } = await member();
    const created = await createDeposit(sites.member, token, {
      channelId: channels.gateway,
      amount: '50000',
      payerName: 'Ha Van M',
      idempotencyKey: newKey(),
    });
    const deposit = created.json().value;
    expect(deposit).toMatchObject({ kind: 'gateway', status: 'pending', bankTransfer: null });
    expect(deposit.paymentUrl).toMatch(/\/dev-gateway\/pay\/[A-Za-z0-9_-]{43}$/);
    for (const action of ['confirm', 'reject']) {
      const response = await operatorCall(
        sites.operator,
        'POST',
        `/admin/cashier/deposits/${deposit.id}/${action}`,
        {
          reason: 'by hand',
        },
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('error_deposit_decided_by_gateway');
    }
  });
});
