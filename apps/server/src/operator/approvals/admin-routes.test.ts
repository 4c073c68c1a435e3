import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import type { TestOperator } from '../../../test/operator-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, insertTestMember } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../../wallet/index.ts';

/**
 * A manual adjustment above ADJUSTMENT_APPROVAL_ABOVE (10 000 000 ₫ by default) moves nothing
 * until a second operator approves it; approving runs it exactly once.
 */
let sites: TestSites;
let brandId: number;
let ledger: Ledger;
let requester: TestOperator;
let approver: TestOperator;
let secondApprover: TestOperator;

beforeAll(async () => {
  sites = await createTestSites();
  ({ brandId, ledger } = await brandLedger(sites));
  requester = await createTestOperator(sites, 'finance');
  approver = await createTestOperator(sites, 'finance');
  secondApprover = await createTestOperator(sites, 'finance');
});
afterAll(() => sites.close());

const above = '25000000';

async function newMember() {
  return insertTestMember(sites.database.pool, brandId);
}

function adjust(operator: TestOperator, body: Record<string, unknown>) {
  return operatorInject(sites, {
    method: 'POST',
    url: '/admin/wallet/adjustments',
    headers: operator.headers,
    payload: body,
  });
}

function decide(operator: TestOperator, id: string, decision: 'approve' | 'reject', reason?: string) {
  return operatorInject(sites, {
    method: 'POST',
    url: `/admin/approvals/${id}/${decision}`,
    headers: operator.headers,
    ...(reason === undefined ? {} : { payload: { reason } }),
  });
}

async function balance(memberId: bigint): Promise<bigint> {
  return (await ledger.balanceOf(memberId, 'main')).balance;
}

async function journalsOf(idempotencyKey: string): Promise<number> {
  const { rows } = await sites.database.pool.query('select 1 from journals where idempotency_key = $1', [
    `adjustment:${idempotencyKey}`,
  ]);
  return rows.length;
}

async function auditOf(target: string) {
  const response = await operatorInject(sites, {
    method: 'GET',
    url: `/admin/audit?target=${encodeURIComponent(target)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.content as Array<Record<string, unknown>>;
}

async function pendingAdjustment(amount = above) {
  const member = await newMember();
  const key = `big-${randomBytes(4).toString('hex')}`;
  const body = {
    username: member.username,
    amount,
    reason: 'bank transfer booked by hand',
    idempotencyKey: key,
  };
  const asked = await adjust(requester, body);
  expect(asked.statusCode, asked.body).toBe(200);
  const value = asked.json().value;
  expect(value).toEqual({ status: 'pending', approvalId: expect.stringMatching(/^\d+$/) });
  return { member, key, body, approvalId: value.approvalId as string };
}

describe('POST /admin/wallet/adjustments above the threshold', () => {
  it('moves nothing, keeps a pending approval, and answers it again for the same key', async () => {
    const { member, key, body, approvalId } = await pendingAdjustment();
    expect(await balance(member.id)).toBe(0n);
    expect(await journalsOf(key)).toBe(0);

    const again = await adjust(requester, body);
    expect(again.json().value).toEqual({ status: 'pending', approvalId });
    const other = await adjust(requester, { ...body, amount: '30000000' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('error_conflict');
    // The same key below the threshold is another request too, not a way around the approval.
    const smaller = await adjust(requester, { ...body, amount: '5000' });
    expect(smaller.statusCode).toBe(409);
    expect(await balance(member.id)).toBe(0n);

    const listed = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/approvals?status=pending&size=200',
      headers: approver.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const item = listed.json().value.content.find((row: { id: string }) => row.id === approvalId);
    expect(item).toEqual({
      id: approvalId,
      kind: 'wallet.adjustment',
      summary: {
        username: member.username,
        amount: above,
        currency: 'VND',
        reason: 'bank transfer booked by hand',
      },
      requestedBy: { id: requester.id, username: requester.username },
      requestedAt: expect.any(String),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      reason: null,
    });

    const [requested] = await auditOf(`approval ${approvalId}`);
    expect(requested).toMatchObject({
      action: 'approval.requested',
      operatorUsername: requester.username,
      before: null,
      after: { status: 'pending', summary: { username: member.username, amount: above } },
    });
  });

  it('is refused to the operator who asked for it, approve or reject', async () => {
    const { member, approvalId } = await pendingAdjustment();
    for (const decision of ['approve', 'reject'] as const) {
      const refused = await decide(requester, approvalId, decision, 'my own');
      expect(refused.statusCode, decision).toBe(403);
      expect(refused.json().error.code).toBe('error_approval_same_operator');
    }
    expect(await balance(member.id)).toBe(0n);
  });

  it('is decided only with the wallet.approve permission', async () => {
    const { approvalId } = await pendingAdjustment();
    const support = await createTestOperator(sites, 'support');
    const refused = await decide(support, approvalId, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_operator_forbidden');
    const list = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/approvals',
      headers: support.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('moves the money when a second finance operator approves, audited with before and after', async () => {
    const { member, key, body, approvalId } = await pendingAdjustment();
    const approved = await decide(approver, approvalId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      id: approvalId,
      status: 'approved',
      decidedBy: { id: approver.id, username: approver.username },
      decidedAt: expect.any(String),
      reason: null,
    });
    expect(await balance(member.id)).toBe(BigInt(above));
    expect(await journalsOf(key)).toBe(1);

    // The requester's repeat learns it was done, without doing it again.
    const again = await adjust(requester, body);
    expect(again.json().value).toEqual({
      status: 'done',
      journalId: expect.stringMatching(/^\d+$/),
      replayed: true,
      username: member.username,
      balance: above,
      currency: 'VND',
      approvalId,
    });
    expect(await balance(member.id)).toBe(BigInt(above));

    const [decision] = await auditOf(`approval ${approvalId}`);
    expect(decision).toMatchObject({
      action: 'approval.approved',
      operatorUsername: approver.username,
      before: { status: 'pending', decidedBy: null },
      after: { status: 'approved', decidedBy: { username: approver.username } },
    });
    const [moved] = await auditOf(`member ${member.username}`);
    expect(moved).toMatchObject({
      action: 'wallet.adjustment',
      operatorUsername: approver.username,
      before: { balance: '0', currency: 'VND' },
      after: { balance: above, currency: 'VND' },
      detail: { amount: above, reason: 'bank transfer booked by hand', idempotencyKey: key, approvalId },
    });

    const late = await decide(secondApprover, approvalId, 'reject', 'too late');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('error_approval_decided');
  });

  it('moves the money once when two operators approve at the same moment', async () => {
    const { member, key, approvalId } = await pendingAdjustment();
    const answers = await Promise.all([
      decide(approver, approvalId, 'approve'),
      decide(secondApprover, approvalId, 'approve'),
      decide(approver, approvalId, 'approve'),
      decide(secondApprover, approvalId, 'approve'),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.code).toBe('error_approval_decided');
    }
    expect(await balance(member.id)).toBe(BigInt(above));
    expect(await journalsOf(key)).toBe(1);
    const approvals = (await auditOf(`approval ${approvalId}`)).filter(
      (row) => row.action === 'approval.approved',
    );
    expect(approvals).toHaveLength(1);
  });

  it('moves nothing when rejected, and keeps the reason', async () => {
    const { member, key, body, approvalId } = await pendingAdjustment();
    const rejected = await decide(approver, approvalId, 'reject', 'no bank statement attached');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      decidedBy: { id: approver.id },
      reason: 'no bank statement attached',
    });
    expect((await adjust(requester, body)).json().value).toEqual({ status: 'rejected', approvalId });
    const late = await decide(secondApprover, approvalId, 'approve');
    expect(late.statusCode).toBe(409);
    expect(await balance(member.id)).toBe(0n);
    expect(await journalsOf(key)).toBe(0);
    const [decision] = await auditOf(`approval ${approvalId}`);
    expect(decision).toMatchObject({
      action: 'approval.rejected',
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'no bank statement attached' },
      detail: { reason: 'no bank statement attached' },
    });
  });

  it('leaves a debit the balance no longer covers pending', async () => {
    const { member, approvalId } = await pendingAdjustment(`-${above}`);
    const refused = await decide(approver, approvalId, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('error_insufficient_funds');
    expect(await balance(member.id)).toBe(0n);
    const listed = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/approvals?status=pending&size=200',
      headers: approver.headers,
    });
    expect(listed.json().value.content.map((row: { id: string }) => row.id)).toContain(approvalId);
  });

  it('answers 404 for an approval that does not exist and refuses an unknown filter', async () => {
    expect((await decide(approver, '999999999', 'approve')).statusCode).toBe(404);
    const unknown = await operatorInject(sites, { method: 'GET', url: '/admin/approvals?kind=x' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /admin/wallet/adjustments up to the threshold', () => {
  it('is done at once, exactly at the threshold and below, credit or debit', async () => {
    const member = await newMember();
    const credit = await adjust(requester, {
      username: member.username,
      amount: '10000000',
      reason: 'opening balance',
      idempotencyKey: `small-${randomBytes(4).toString('hex')}`,
    });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().value).toEqual({
      status: 'done',
      journalId: expect.stringMatching(/^\d+$/),
      replayed: false,
      username: member.username,
      balance: '10000000',
      currency: 'VND',
    });
    const debit = await adjust(requester, {
      username: member.username,
      amount: '-2500',
      reason: 'correction',
      idempotencyKey: `small-${randomBytes(4).toString('hex')}`,
    });
    expect(debit.json().value).toMatchObject({ status: 'done', balance: '9997500' });
    expect(await balance(member.id)).toBe(9_997_500n);
  });

  it('is refused for a member who does not exist, above the threshold too (no approval kept)', async () => {
    const response = await adjust(requester, {
      username: 'nobody-here',
      amount: above,
      reason: 'no one',
      idempotencyKey: `ghost-${randomBytes(4).toString('hex')}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('error_account_not_found');
  });
});
