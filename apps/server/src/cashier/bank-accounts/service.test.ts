import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { callAs, freePlayToken } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  accountNumber,
  addBankAccount,
  boundAccountId,
  decide,
  fund,
  newPlayer,
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

function list(token: string) {
  return callAs(sites.member, { method: 'GET', url: '/wps/member/bank-accounts', token });
}

function remove(token: string, id: string) {
  return sites.member.inject({
    method: 'DELETE',
    url: `/wps/member/bank-accounts/${id}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    remoteAddress: nextClientAddress(),
  });
}

describe('the bank list', () => {
  it('offers the Vietnamese banks with their VietQR BINs', async () => {
    const { body } = await callAs(sites.member, { method: 'GET', url: '/wps/member/bank-accounts/banks' });
    expect(body.value).toContainEqual({
      code: 'VCB',
      bin: '970436',
      shortName: 'Vietcombank',
      name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    });
    expect(body.value.length).toBeGreaterThan(30);
    const bins = body.value.map((bank: { bin: string }) => bank.bin);
    expect(new Set(bins).size).toBe(bins.length);
  });
});

describe('binding a bank account', () => {
  it('needs a session and a real (not free-play) account', async () => {
    const anonymous = await callAs(sites.member, { method: 'GET', url: '/wps/member/bank-accounts' });
    expect(anonymous.body.error.code).toBe('error_not_logged_in');
    const guest = await freePlayToken(sites);
    expect((await list(guest)).body.error.code).toBe('error_operation_not_allowed');
    expect((await addBankAccount(sites, guest, { payeeName: 'Guest Player' })).body.error.code).toBe(
      'error_operation_not_allowed',
    );
  });

  it('sets the real name with the first account when there is none, by the real-name rule', async () => {
    const player = await newPlayer(sites);
    expect((await list(player.token)).body.value).toEqual({ content: [], max: 5, payeeName: null });

    const nameless = await addBankAccount(sites, player.token);
    expect(nameless.response.statusCode).toBe(400);
    expect(nameless.body.error.code).toBe('error_validation');
    expect(nameless.body.error.fields.payeeName).toBe('Real name cannot be empty');

    const accented = await addBankAccount(sites, player.token, { payeeName: 'Trần Thị Bình' });
    expect(accented.body.error.code).toBe('error_validation');
    expect(Object.keys(accented.body.error.fields)).toEqual(['payeeName']);
    expect((await list(player.token)).body.value.payeeName).toBeNull();

    const added = await addBankAccount(sites, player.token, {
      payeeName: '  Tran  Thi Binh ',
      accountNumber: '0123456789',
    });
    expect(added.response.statusCode).toBe(200);
    expect(added.body.value).toEqual({
      id: expect.stringMatching(/^\d+$/),
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      bin: '970436',
      accountNumber: '******6789',
      payeeName: 'Tran Thi Binh',
      createdAt: expect.any(String),
      inUse: false,
    });
    const after = await list(player.token);
    expect(after.body.value.payeeName).toBe('Tran Thi Binh');
    const profile = await callAs(sites.member, {
      method: 'GET',
      url: '/wps/member/profile',
      token: player.token,
    });
    expect(profile.body.value).toMatchObject({ payeeName: 'Tran Thi Binh', payeeNameLocked: true });
  });

  it('pays only to the real name once it is set (case and spacing aside)', async () => {
    const player = await newPlayer(sites, { payeeName: 'Le Van Cuong' });
    const other = await addBankAccount(sites, player.token, { payeeName: 'Nguyen Van An' });
    expect(other.response.statusCode).toBe(400);
    expect(other.body.error.code).toBe('error_payee_name_mismatch');
    expect(other.body.error.message).toBe('The account holder name must be your real name');

    const capitals = await addBankAccount(sites, player.token, { payeeName: 'LE VAN  CUONG' });
    expect(capitals.body.value.payeeName).toBe('Le Van Cuong');
    const omitted = await addBankAccount(sites, player.token, { bankCode: 'TCB' });
    expect(omitted.body.value).toMatchObject({
      payeeName: 'Le Van Cuong',
      bankName: 'Techcombank',
      bin: '970407',
    });
  });

  it('takes 6-19 digits and a bank of the list', async () => {
    const player = await newPlayer(sites, { payeeName: 'Pham Thi Dung' });
    for (const [body, field] of [
      [{ accountNumber: '12345' }, 'accountNumber'],
      [{ accountNumber: '12345678901234567890' }, 'accountNumber'],
      [{ accountNumber: '12345abc90' }, 'accountNumber'],
      [{ accountNumber: '1234 5678' }, 'accountNumber'],
      [{ bankCode: 'NOPE' }, 'bankCode'],
      [{ bankCode: 'vcb' }, 'bankCode'],
    ] as const) {
      const { response, body: answer } = await addBankAccount(sites, player.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.error.code).toBe('error_validation');
      expect(Object.keys(answer.error.fields)).toEqual([field]);
    }
    const shortest = await addBankAccount(sites, player.token, { accountNumber: '123456' });
    expect(shortest.body.value.accountNumber).toBe('**3456');
    const longest = await addBankAccount(sites, player.token, { accountNumber: '1234567890123456789' });
    expect(longest.body.value.accountNumber).toBe(`${'*'.repeat(15)}6789`);
    expect((await list(player.token)).body.value.content).toHaveLength(2);
  });

  it('refuses the same account twice, for the member and for anyone else, until it is removed', async () => {
    const first = await newPlayer(sites, { payeeName: 'Vo Van Em' });
    const second = await newPlayer(sites, { payeeName: 'Dang Thi Giang' });
    const number = accountNumber();
    const added = await addBankAccount(sites, first.token, { bankCode: 'ACB', accountNumber: number });
    expect(added.response.statusCode).toBe(200);

    const again = await addBankAccount(sites, first.token, { bankCode: 'ACB', accountNumber: number });
    expect(again.response.statusCode).toBe(409);
    expect(again.body.error.code).toBe('error_bank_account_duplicate');
    const taken = await addBankAccount(sites, second.token, { bankCode: 'ACB', accountNumber: number });
    expect(taken.body.error.code).toBe('error_bank_account_taken');
    // The same number at another bank is another account.
    expect(
      (await addBankAccount(sites, second.token, { bankCode: 'MB', accountNumber: number })).body.success,
    ).toBe(true);

    expect((await remove(first.token, added.body.value.id)).json().value).toEqual({ removed: true });
    expect((await list(first.token)).body.value.content).toEqual([]);
    const rebound = await addBankAccount(sites, second.token, { bankCode: 'ACB', accountNumber: number });
    expect(rebound.body.value.accountNumber).toMatch(/^\*+\d{4}$/);
  });

  it('binds at most 5, even when many are added at once', async () => {
    const player = await newPlayer(sites, { payeeName: 'Bui Van Hung' });
    const results = await Promise.all(Array.from({ length: 8 }, () => addBankAccount(sites, player.token)));
    const codes = results.map((result) => (result.body.success ? 'ok' : result.body.error.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'error_bank_account_limit_reached')).toHaveLength(3);
    const refused = results.find((result) => !result.body.success);
    expect(refused?.body.error.params).toEqual({ max: 5 });
    expect((await list(player.token)).body.value.content).toHaveLength(5);
  });
});

describe('removing a bank account', () => {
  it('removes only the member’s own, and not while a withdrawal to it is pending', async () => {
    const player = await newPlayer(sites, { payeeName: 'Do Thi Lan' });
    const stranger = await newPlayer(sites, { payeeName: 'Ho Van Minh' });
    const id = await boundAccountId(sites, player.token);

    const foreign = await remove(stranger.token, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_bank_account_not_found');
    expect((await remove(player.token, '999999999')).json().error.code).toBe('error_bank_account_not_found');

    await fund(ledger, player.memberId, 1_000_000n);
    const withdrawal = await requestWithdrawal(sites, player.token, { bankAccountId: id, amount: '200000' });
    expect(withdrawal.body.value.status).toBe('pending');
    expect((await list(player.token)).body.value.content[0].inUse).toBe(true);

    const busy = await remove(player.token, id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('error_bank_account_in_use');

    expect((await decide(sites, withdrawal.body.value.id, 'reject')).statusCode).toBe(200);
    expect((await remove(player.token, id)).statusCode).toBe(200);
    expect((await remove(player.token, id)).json().error.code).toBe('error_bank_account_not_found');
    // The withdrawal still names the account it was for.
    const past = await callAs(sites.member, {
      method: 'GET',
      url: `/wps/member/withdrawals/${withdrawal.body.value.id}`,
      token: player.token,
    });
    expect(past.body.value.bank).toMatchObject({ bankAccountId: id, bankName: 'Vietcombank' });
  });
});
