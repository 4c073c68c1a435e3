import { operatorHeaders, bothReferences } from '../../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites();
  ({ ledger } = await brandLedger(sites));
});
afterAll(() => sites.close());

const operator = operatorHeaders;

async function member(): Promise<{ id: bigint; token: string }> {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  return { id: (rows[0] as { id: bigint }).id, token };
}

describe('GET /wps/member/info/funds/consolidated', () => {
  it('needs a session', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/member/info/funds/consolidated' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
  });

  it('answers the member’s balance and points, and no contract (null) rather than a made-up one', async () => {
    const owner = await member();
    await ledger.post({
      idempotencyKey: 'consolidated-deposit',
      kind: 'deposit',
      postings: [
        { account: { memberId: owner.id, kind: 'main' }, amount: 250_000n },
        { account: { house: 'deposits_clearing' }, amount: -250_000n },
      ],
    });
    await ledger.post({
      idempotencyKey: 'consolidated-points',
      kind: 'points',
      postings: [
        { account: { memberId: owner.id, kind: 'points' }, amount: 40n },
        { account: { house: 'points_issued' }, amount: -40n },
      ],
    });
    const response = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().value).toEqual({
      balance: '250000',
      currency: 'VND',
      points: '40',
      vendorBalance: '0',
      dailysalreqtype: null,
      divtypereq: null,
      contracthoursalreq: null,
      contractDailySalaryInfo: null,
      contractHourlySalaryInfo: null,
      dailySalaryInfo: null,
      dividendInfo: null,
    });
  });
});

describe('the merchant wallet', () => {
  const merchant = () => sites.member.inject({ method: 'GET', url: '/wps/relay/wallet/merchant' });
  const setMerchant = (body: unknown, headers: Record<string, string> = operator) =>
    sites.operator.inject({ method: 'PUT', url: '/admin/wallet/merchant', headers, payload: body as object });

  it('is a single wallet by default', async () => {
    const response = await merchant();
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ isSingle: true });
  });

  it('is switched by the operator only, audited', async () => {
    const refused = await setMerchant({ isSingle: false }, {});
    expect(refused.statusCode).toBe(401);
    expect((await merchant()).json().value).toEqual({ isSingle: true });

    expect((await setMerchant({ isSingle: 'no' })).statusCode).toBe(400);

    const switched = await setMerchant({ isSingle: false });
    expect(switched.json().value).toEqual({ isSingle: false });
    expect((await merchant()).json().value).toEqual({ isSingle: false });
    const { rows } = await sites.database.pool.query(
      `select target, before, after from operator_audit where action = 'wallet.merchant' order by id`,
    );
    expect(rows).toEqual([
      { target: 'merchant wallet', before: { isSingle: true }, after: { isSingle: false } },
    ]);

    await setMerchant({ isSingle: true });
    expect((await merchant()).json().value).toEqual({ isSingle: true });
  });
});

describe('the OpenAPI document', () => {
  it('describes the wallet and inbox calls, with the record filters', async () => {
    const document = await bothReferences(sites);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/relay/wallet/records',
        '/wps/relay/wallet/bonuses',
        '/wps/member/info/funds/consolidated',
        '/wps/relay/wallet/merchant',
        '/wps/relay/wallet/vendors',
        '/wps/relay/wallet/transfer',
        '/wps/relay/inbox',
        '/wps/relay/inbox/unread-count',
        '/wps/relay/inbox/{id}/read',
        '/admin/wallet/merchant',
      ]),
    );
    const parameters = document.paths['/wps/relay/wallet/records'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(['type', 'from', 'to', 'page', 'size']));
  });
});
