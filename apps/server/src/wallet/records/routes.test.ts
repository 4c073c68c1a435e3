import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';
import type { HouseAccountCode, JournalKind, Ledger } from '../ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
});
afterAll(() => sites.close());

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

let keyNumber = 0;

/** One journal between the member's main wallet and a house account (amount as the member sees it). */
async function move(
  memberId: bigint,
  kind: JournalKind,
  amount: bigint,
  house: HouseAccountCode,
  memo?: string,
) {
  await ledger.post({
    idempotencyKey: `records-test-${(keyNumber += 1)}`,
    kind,
    memo: memo ?? null,
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house }, amount: -amount },
    ],
  });
}

function get(url: string, token?: string) {
  return sites.member.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
}

describe('GET /wps/relay/wallet/records', () => {
  it('needs a session', async () => {
    const response = await get('/wps/relay/wallet/records');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
  });

  it('lists the member’s own movements newest first: type, signed amount, balance after, memo', async () => {
    const owner = await member();
    const other = await member();
    await move(owner.id, 'deposit', 50_000n, 'deposits_clearing');
    await move(owner.id, 'bet', -20_000n, 'house', 'Mines round 7');
    await move(owner.id, 'win', 35_000n, 'house');
    await move(other.id, 'deposit', 9_999n, 'deposits_clearing');

    const response = await get('/wps/relay/wallet/records', owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = response.json().value;
    expect(value).toMatchObject({ page: 1, size: 20, total: 3 });
    expect(
      value.content.map((r: { type: string; amount: string; balanceAfter: string; memo: string | null }) => [
        r.type,
        r.amount,
        r.balanceAfter,
        r.memo,
      ]),
    ).toEqual([
      ['win', '35000', '65000', null],
      ['bet', '-20000', '30000', 'Mines round 7'],
      ['deposit', '50000', '50000', null],
    ]);
    expect(value.content[0]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      journalId: expect.stringMatching(/^\d+$/),
      time: expect.stringMatching(/Z$/),
      currency: 'VND',
    });
    // The other member sees only their own.
    const theirs = (await get('/wps/relay/wallet/records', other.token)).json().value;
    expect(theirs.total).toBe(1);
    expect(theirs.content[0].amount).toBe('9999');
  });

  it('filters by type (an empty type is no filter) and pages', async () => {
    const owner = await member();
    for (let index = 1; index <= 5; index += 1)
      await move(owner.id, 'deposit', BigInt(index * 100), 'deposits_clearing');
    await move(owner.id, 'bonus', 700n, 'bonus_expense');

    const bonuses = (await get('/wps/relay/wallet/records?type=bonus', owner.token)).json().value;
    expect(bonuses.total).toBe(1);
    expect(bonuses.content[0]).toMatchObject({ type: 'bonus', amount: '700' });
    expect((await get('/wps/relay/wallet/records?type=', owner.token)).json().value.total).toBe(6);

    const page2 = (await get('/wps/relay/wallet/records?type=deposit&page=2&size=2', owner.token)).json()
      .value;
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(page2.content.map((r: { amount: string }) => r.amount)).toEqual(['300', '200']);
    const page3 = (await get('/wps/relay/wallet/records?type=deposit&page=3&size=2', owner.token)).json()
      .value;
    expect(page3.content.map((r: { amount: string }) => r.amount)).toEqual(['100']);
  });

  it('filters by dates: instants (to excluded) and brand-time days (to included)', async () => {
    const owner = await member();
    await move(owner.id, 'deposit', 1_000n, 'deposits_clearing');
    const first = (await get('/wps/relay/wallet/records', owner.token)).json().value.content[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
    await move(owner.id, 'deposit', 2_000n, 'deposits_clearing');
    const second = (await get('/wps/relay/wallet/records', owner.token)).json().value.content[0];
    expect(second.amount).toBe('2000');

    const before = (await get(`/wps/relay/wallet/records?to=${second.time}`, owner.token)).json().value;
    expect(before.content.map((r: { amount: string }) => r.amount)).toEqual(['1000']);
    const after = (await get(`/wps/relay/wallet/records?from=${second.time}`, owner.token)).json().value;
    expect(after.content.map((r: { amount: string }) => r.amount)).toEqual(['2000']);
    expect(first.time <= second.time).toBe(true);

    // Today in the brand's time zone holds both; a window of days in the past holds none.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const todays = (await get(`/wps/relay/wallet/records?from=${today}&to=${today}`, owner.token)).json()
      .value;
    expect(todays.total).toBe(2);
    const past = (await get('/wps/relay/wallet/records?from=2020-01-01&to=2020-01-31', owner.token)).json()
      .value;
    expect(past.total).toBe(0);
  });

  it('refuses bad filters with a validation error', async () => {
    const owner = await member();
    for (const query of [
      'type=steal',
      'from=2026-13-01',
      'from=yesterday',
      'from=2026-03-02&to=2026-03-01',
      'page=0',
      'size=201',
      'size=-1',
    ]) {
      const response = await get(`/wps/relay/wallet/records?${query}`, owner.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
  });
});

describe('GET /wps/relay/wallet/bonuses', () => {
  it('lists the bonuses and rebates only, newest first, filterable by kind', async () => {
    const owner = await member();
    await move(owner.id, 'deposit', 10_000n, 'deposits_clearing');
    await move(owner.id, 'bonus', 500n, 'bonus_expense', 'Welcome bonus');
    await move(owner.id, 'rebate', 120n, 'rebate_expense', 'Weekly rebate');
    await move(owner.id, 'bet', -1_000n, 'house');

    const all = (await get('/wps/relay/wallet/bonuses', owner.token)).json().value;
    expect(all.total).toBe(2);
    expect(
      all.content.map((b: { kind: string; amount: string; memo: string }) => [b.kind, b.amount, b.memo]),
    ).toEqual([
      ['rebate', '120', 'Weekly rebate'],
      ['bonus', '500', 'Welcome bonus'],
    ]);
    const rebates = (await get('/wps/relay/wallet/bonuses?kind=rebate', owner.token)).json().value;
    expect(rebates.content.map((b: { kind: string }) => b.kind)).toEqual(['rebate']);
    const none = (await get('/wps/relay/wallet/bonuses?from=2020-01-01&to=2020-12-31', owner.token)).json()
      .value;
    expect(none).toMatchObject({ content: [], total: 0 });

    const stranger = await member();
    expect((await get('/wps/relay/wallet/bonuses', stranger.token)).json().value.total).toBe(0);
    expect((await get('/wps/relay/wallet/bonuses?kind=deposit', owner.token)).statusCode).toBe(400);
  });
});
