import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  balanceOf,
  bet,
  boundAccountId,
  decide,
  fund,
  newPlayer,
  requestWithdrawal,
  seededLedger,
  setWithdrawalSettings,
} from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';

/**
 * Races against a real PostgreSQL: many requests at once never hold more than the balance, one
 * key never makes two withdrawals, and operators deciding at once produce exactly one outcome per
 * withdrawal, with the books balanced afterwards.
 */
let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await seededLedger(sites));
  await setWithdrawalSettings(sites, { dailyCount: 1000, dailyAmount: '1000000000000' });
});
afterAll(() => sites.close());

async function player(balance: bigint) {
  const member = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  const accountId = await boundAccountId(sites, member.token);
  await fund(ledger, member.memberId, balance);
  return { ...member, accountId };
}

async function memberBalanceInDatabase(memberId: bigint): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ balance: bigint }>(
    `select balance from ledger_accounts where member_id = $1 and kind = 'main'`,
    [memberId],
  );
  return rows[0]?.balance ?? 0n;
}

function codeOf(result: { body: { success: boolean; error?: { code: string } } }): string {
  return result.body.success ? 'ok' : (result.body.error?.code ?? 'none');
}

describe('withdrawals at once', () => {
  it('20 requests for more than the balance: exactly what fits is held, the rest refused', async () => {
    const member = await player(1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        requestWithdrawal(sites, member.token, { bankAccountId: member.accountId, amount: '300000' }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'error_insufficient_funds')).toHaveLength(17);
    expect(await balanceOf(sites, member.token)).toBe('100000');
    expect(await memberBalanceInDatabase(member.memberId)).toBe(100_000n);
    const { rows } = await sites.database.pool.query(
      `select count(*)::int as n, sum(amount)::bigint as held from withdrawals where member_id = $1`,
      [member.memberId],
    );
    expect(rows[0]).toEqual({ n: 3, held: 900_000n });
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('withdrawals and bets racing for one balance never take it below zero (the ledger decides)', async () => {
    const member = await player(1_000_000n);
    const withdrawals = Array.from({ length: 10 }, () =>
      requestWithdrawal(sites, member.token, { bankAccountId: member.accountId, amount: '200000' }).then(
        codeOf,
      ),
    );
    const bets = Array.from({ length: 10 }, () =>
      bet(ledger, member.memberId, 200_000n).then(
        () => 'ok',
        (error: { code?: string }) => error.code ?? 'failed',
      ),
    );
    const codes = await Promise.all([...withdrawals, ...bets]);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'error_insufficient_funds')).toBe(
      true,
    );
    expect(await memberBalanceInDatabase(member.memberId)).toBe(0n);
    const books = await ledger.reconcile();
    expect(books.negativeMemberAccounts).toBe(0);
    expect(books.balanced).toBe(true);
  });

  it('one idempotency key sent 10 times at once makes one withdrawal', async () => {
    const member = await player(1_000_000n);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        requestWithdrawal(sites, member.token, {
          bankAccountId: member.accountId,
          amount: '250000',
          idempotencyKey: 'same-key',
        }),
      ),
    );
    expect(results.map(codeOf)).toEqual(Array.from({ length: 10 }, () => 'ok'));
    expect(new Set(results.map((result) => result.body.value.id)).size).toBe(1);
    expect(await balanceOf(sites, member.token)).toBe('750000');
  });
});

describe('operators deciding at once', () => {
  it('each withdrawal gets exactly one outcome; the other decision is refused by name', async () => {
    const member = await player(3_000_000n);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const { body } = await requestWithdrawal(sites, member.token, {
        bankAccountId: member.accountId,
        amount: String(100_000 * (index + 1)),
      });
      ids.push(body.value.id as string);
    }
    const pending = 100_000n * (1n + 2n + 3n + 4n + 5n + 6n);
    expect(await memberBalanceInDatabase(member.memberId)).toBe(3_000_000n - pending);

    let returned = 0n;
    for (const id of ids) {
      const calls = await Promise.all(
        ['approve', 'reject', 'approve', 'reject', 'approve', 'reject'].map((decision) =>
          decide(sites, id, decision as 'approve' | 'reject'),
        ),
      );
      const answers = calls.map((call) => call.json());
      const first = answers.filter((answer) => answer.success && answer.value.replayed === false);
      expect(first, id).toHaveLength(1);
      const outcome = first[0].value.withdrawal.status as 'paid' | 'rejected';
      expect(['paid', 'rejected']).toContain(outcome);
      const won = outcome === 'paid' ? 'approve' : 'reject';
      const lostCode =
        outcome === 'paid' ? 'error_withdrawal_already_paid' : 'error_withdrawal_already_rejected';
      ['approve', 'reject', 'approve', 'reject', 'approve', 'reject'].forEach((decision, index) => {
        const answer = answers[index];
        if (decision === won) expect(answer.success).toBe(true);
        else expect(answer.error.code).toBe(lostCode);
      });
      if (outcome === 'rejected') returned += BigInt(first[0].value.withdrawal.amount);

      const { rows } = await sites.database.pool.query(
        `select kind from journals where idempotency_key like $1 order by id`,
        [`withdrawal:${id}:%`],
      );
      expect(rows.map((row) => row.kind)).toEqual([
        'withdrawal_hold',
        outcome === 'paid' ? 'withdrawal_paid' : 'withdrawal_release',
      ]);
      const audits = await sites.database.pool.query(`select action from operator_audit where target = $1`, [
        `withdrawal ${id}`,
      ]);
      expect(audits.rows).toHaveLength(1);
      const messages = await sites.database.pool.query(
        `select kind from member_messages where member_id = $1 and params ->> 'withdrawalId' = $2`,
        [member.memberId, id],
      );
      expect(messages.rows.map((row) => row.kind)).toEqual([
        outcome === 'paid' ? 'withdrawal_approved' : 'withdrawal_rejected',
      ]);
    }
    expect(await memberBalanceInDatabase(member.memberId)).toBe(3_000_000n - pending + returned);
    const books = await ledger.reconcile();
    expect(books.balanced).toBe(true);
    expect(books.mismatches).toEqual([]);
  });
});
