import { operatorHeaders } from './operator-helpers.ts';
import { randomBytes, randomInt } from 'node:crypto';
import { createLedger } from '../src/wallet/ledger/service.ts';
import type { Ledger } from '../src/wallet/ledger/service.ts';
import { callAs, registerMember } from './security-helpers.ts';
import type { TestSites } from './test-sites.ts';

export const paymentPassword = '135790';
export const operator = operatorHeaders;

/** The seeded brand's ledger (the same service the routes use). */
export async function seededLedger(sites: TestSites): Promise<{ ledger: Ledger; brandId: number }> {
  const { rows } = await sites.database.pool.query<{ id: number; currency: string }>(
    'select id, currency from brands order by id limit 1',
  );
  const brand = rows[0];
  if (!brand) throw new Error('no seeded brand');
  return { ledger: createLedger({ pool: sites.database.pool, brand }), brandId: brand.id };
}

export interface TestPlayer {
  username: string;
  token: string;
  memberId: bigint;
}

/** A registered member (optionally with a real name and a payment password). */
export async function newPlayer(
  sites: TestSites,
  options: { payeeName?: string; paymentPassword?: boolean } = {},
): Promise<TestPlayer> {
  const username = `p${randomBytes(5).toString('hex')}`;
  const token = await registerMember(
    sites,
    username,
    options.payeeName === undefined ? {} : { payeeName: options.payeeName },
  );
  if (options.paymentPassword !== false) {
    const { body } = await callAs(sites.member, {
      method: 'PUT',
      url: '/wps/member/security/payment-password',
      token,
      key: sites.config.PAYLOAD_KEY,
      body: { password: 'Secret2026', paymentPassword, confirmPaymentPassword: paymentPassword },
    });
    if (!body.success) throw new Error(`payment password: ${JSON.stringify(body)}`);
  }
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { username, token, memberId: (rows[0] as { id: bigint }).id };
}

/** Money in, as a deposit credited by the cashier would post it. */
export async function fund(ledger: Ledger, memberId: bigint, amount: bigint): Promise<void> {
  await ledger.post({
    idempotencyKey: `deposit:test-${randomBytes(6).toString('hex')}`,
    kind: 'deposit',
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house: 'deposits_clearing' }, amount: -amount },
    ],
  });
}

/** A bonus credited to the member (its turnover requirement follows). */
export async function creditBonus(
  ledger: Ledger,
  memberId: bigint,
  amount: bigint,
  /** The bonus's own requirement (a promotion's); without it, amount x the brand's multiplier. */
  turnoverRequired?: bigint,
): Promise<void> {
  await ledger.post({
    idempotencyKey: `bonus:test-${randomBytes(6).toString('hex')}`,
    kind: 'bonus',
    ...(turnoverRequired === undefined ? {} : { turnoverRequired }),
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house: 'bonus_expense' }, amount: -amount },
    ],
  });
}

/** A stake bet against the house. */
export async function bet(ledger: Ledger, memberId: bigint, stake: bigint): Promise<void> {
  await ledger.post({
    idempotencyKey: `bet:test-${randomBytes(6).toString('hex')}`,
    kind: 'bet',
    postings: [
      { account: { memberId, kind: 'main' }, amount: -stake },
      { account: { house: 'house' }, amount: stake },
    ],
  });
}

export async function balanceOf(sites: TestSites, token: string): Promise<string> {
  const { body } = await callAs(sites.member, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return body.value.balance as string;
}

/** A fresh 10-digit account number. */
export function accountNumber(): string {
  return String(randomInt(1_000_000_000, 9_999_999_999));
}

export function addBankAccount(sites: TestSites, token: string, body: Record<string, unknown> = {}) {
  return callAs(sites.member, {
    method: 'POST',
    url: '/wps/member/bank-accounts',
    token,
    body: { bankCode: 'VCB', accountNumber: accountNumber(), ...body },
  });
}

/** A bank account bound for the player (in the name set at registration). */
export async function boundAccountId(sites: TestSites, token: string): Promise<string> {
  const added = await addBankAccount(sites, token);
  if (!added.body.success) throw new Error(`bank account: ${JSON.stringify(added.body)}`);
  return added.body.value.id as string;
}

/** POST /wps/member/withdrawals, encrypted as the app sends it. */
export function requestWithdrawal(
  sites: TestSites,
  token: string,
  form: { bankAccountId: string; amount: string; paymentPassword?: string; idempotencyKey?: string },
) {
  return callAs(sites.member, {
    method: 'POST',
    url: '/wps/member/withdrawals',
    token,
    key: sites.config.PAYLOAD_KEY,
    body: {
      paymentPassword,
      idempotencyKey: `k-${randomBytes(6).toString('hex')}`,
      ...form,
    },
  });
}

/** The brand's withdrawal settings, changed by the operator call. */
export async function setWithdrawalSettings(
  sites: TestSites,
  changes: Record<string, unknown>,
): Promise<void> {
  const current = await sites.operator.inject({
    method: 'GET',
    url: '/admin/cashier/withdrawal-settings',
    headers: operator,
  });
  const response = await sites.operator.inject({
    method: 'PUT',
    url: '/admin/cashier/withdrawal-settings',
    headers: operator,
    payload: { ...current.json().value, ...changes },
  });
  if (response.statusCode !== 200) throw new Error(`settings: ${response.body}`);
}

export function decide(
  sites: TestSites,
  id: string,
  decision: 'approve' | 'reject',
  reason = 'bank details do not match',
) {
  return sites.operator.inject({
    method: 'POST',
    url: `/admin/cashier/withdrawals/${id}/${decision}`,
    headers: { ...operator, 'accept-language': 'en' },
    ...(decision === 'reject' ? { payload: { reason } } : {}),
  });
}

/** The smallest real PNG (1x1) and JPEG headers, and bytes that are neither. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const tinyJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF'),
]);
export const gifBytes = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
