import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../../test/wallet-helpers.ts';
import type { Ledger } from '../ledger/service.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger, brandId } = await brandLedger(sites));
  await sites.database.pool.query(
    `insert into vendors (brand_id, code, name, sort, enabled) values
       ($1, 'XFER_LIVE', 'Transfer Live', 1, true),
       ($1, 'XFER_SLOTS', 'Transfer Slots', 2, true),
       ($1, 'XFER_OFF', 'Switched Off', 3, false),
       ($1, 'XFER_EMPTY', 'No Games', 4, true),
       ($1, 'XFER_IDLE', 'Games Off', 5, true)`,
    [brandId],
  );
  // A game each, switched on, except XFER_IDLE's (off) and XFER_EMPTY (none at all).
  await sites.database.pool.query(
    `insert into games (brand_id, vendor_id, code, names, category, image_path, enabled)
     select $1, v.id, lower(replace(v.code, '_', '-')) || '-game', '{"en": "A game"}', 'slots', '/media/x.svg',
            v.code <> 'XFER_IDLE'
       from vendors v where v.brand_id = $1 and v.code in ('XFER_LIVE', 'XFER_SLOTS', 'XFER_OFF', 'XFER_IDLE')`,
    [brandId],
  );
});
afterAll(() => sites.close());

async function singleWallet(isSingle: boolean) {
  await sites.database.pool.query('update system_settings set single_wallet = $2 where brand_id = $1', [
    brandId,
    isSingle,
  ]);
}

let keyNumber = 0;

async function fundedMember(amount: bigint): Promise<{ id: bigint; token: string }> {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from members where username = $1',
    [username],
  );
  const id = (rows[0] as { id: bigint }).id;
  await ledger.post({
    idempotencyKey: `transfer-fund-${(keyNumber += 1)}`,
    kind: 'deposit',
    postings: [
      { account: { memberId: id, kind: 'main' }, amount },
      { account: { house: 'deposits_clearing' }, amount: -amount },
    ],
  });
  return { id, token };
}

function transfer(token: string, body: Record<string, unknown>) {
  return sites.member.inject({
    method: 'POST',
    url: '/wps/relay/wallet/transfer',
    headers: bearer(token),
    payload: body,
  });
}

function wallets(token: string) {
  return sites.member.inject({ method: 'GET', url: '/wps/relay/wallet/vendors', headers: bearer(token) });
}

describe('wallet transfer on a single-wallet brand', () => {
  it('is refused with error_single_wallet, and nothing moves', async () => {
    await singleWallet(true);
    const owner = await fundedMember(10_000n);
    const response = await transfer(owner.token, {
      from: 'main',
      to: 'XFER_LIVE',
      amount: '100',
      idempotencyKey: 'k1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('error_single_wallet');
    expect((await ledger.balanceOf(owner.id, 'main')).balance).toBe(10_000n);
    expect((await wallets(owner.token)).json().value.isSingle).toBe(true);
  });
});

describe('wallet transfer with a wallet per vendor', () => {
  it('needs a session', async () => {
    const response = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/wallet/transfer',
      payload: { from: 'main', to: 'XFER_LIVE', amount: '1', idempotencyKey: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('moves money to a vendor wallet and back, once per key', async () => {
    await singleWallet(false);
    const owner = await fundedMember(10_000n);
    const body = { from: 'main', to: 'XFER_LIVE', amount: '3000', idempotencyKey: 'to-live-1' };
    const first = await transfer(owner.token, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      journalId: expect.stringMatching(/^\d+$/),
      replayed: false,
      main: '7000',
      vendor: 'XFER_LIVE',
      vendorBalance: '3000',
      currency: 'VND',
    });
    const replay = await transfer(owner.token, body);
    expect(replay.json().value).toEqual({ ...first.json().value, replayed: true });
    const conflict = await transfer(owner.token, { ...body, amount: '3001' });
    expect(conflict.json().error.code).toBe('error_conflict');

    const back = await transfer(owner.token, {
      from: 'XFER_LIVE',
      to: 'main',
      amount: '1000',
      idempotencyKey: 'back-1',
    });
    expect(back.json().value).toMatchObject({ main: '8000', vendorBalance: '2000' });

    const listed = (await wallets(owner.token)).json().value;
    expect(listed).toMatchObject({ isSingle: false, main: '8000', currency: 'VND' });
    // The seed's own vendors may be listed too: these are the test's.
    expect(listed.vendors.filter((v: { vendor: string }) => v.vendor.startsWith('XFER_'))).toEqual([
      { vendor: 'XFER_LIVE', name: 'Transfer Live', balance: '2000', currency: 'VND', canTransferIn: true },
      { vendor: 'XFER_SLOTS', name: 'Transfer Slots', balance: '0', currency: 'VND', canTransferIn: true },
    ]);
    // The records show both movements as transfers.
    const records = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/wallet/records?type=transfer',
      headers: bearer(owner.token),
    });
    expect(records.json().value.content.map((r: { amount: string }) => r.amount)).toEqual(['1000', '-3000']);
  });

  it('keeps each member’s keys their own', async () => {
    await singleWallet(false);
    const one = await fundedMember(5_000n);
    const two = await fundedMember(5_000n);
    const body = { from: 'main', to: 'XFER_SLOTS', amount: '500', idempotencyKey: 'shared-key' };
    expect((await transfer(one.token, body)).json().value.replayed).toBe(false);
    const second = await transfer(two.token, body);
    expect(second.json().value).toMatchObject({ replayed: false, main: '4500' });
  });

  it('refuses more than the wallet holds, unknown and switched-off vendors, and main to main', async () => {
    await singleWallet(false);
    const owner = await fundedMember(1_000n);
    const tooMuch = await transfer(owner.token, {
      from: 'main',
      to: 'XFER_LIVE',
      amount: '1001',
      idempotencyKey: 'a',
    });
    expect(tooMuch.json().error.code).toBe('error_insufficient_funds');
    const fromEmpty = await transfer(owner.token, {
      from: 'XFER_LIVE',
      to: 'main',
      amount: '1',
      idempotencyKey: 'b',
    });
    expect(fromEmpty.json().error.code).toBe('error_insufficient_funds');
    const unknown = await transfer(owner.token, {
      from: 'main',
      to: 'NOBODY',
      amount: '1',
      idempotencyKey: 'c',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_vendor_not_found');
    const off = await transfer(owner.token, {
      from: 'main',
      to: 'XFER_OFF',
      amount: '1',
      idempotencyKey: 'd',
    });
    expect(off.json().error.code).toBe('error_vendor_disabled');
    for (const body of [
      { from: 'main', to: 'main', amount: '1', idempotencyKey: 'e' },
      { from: 'XFER_LIVE', to: 'XFER_SLOTS', amount: '1', idempotencyKey: 'f' },
      { from: 'main', to: 'XFER_LIVE', amount: '0', idempotencyKey: 'g' },
      { from: 'main', to: 'XFER_LIVE', amount: '-5', idempotencyKey: 'h' },
      { from: 'main', to: 'XFER_LIVE', amount: '1.5', idempotencyKey: 'i' },
      { from: 'main', to: 'XFER_LIVE', amount: '1' },
    ]) {
      const response = await transfer(owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await ledger.balanceOf(owner.id, 'main')).balance).toBe(1_000n);
  });

  it('lets money come back from a vendor that was switched off', async () => {
    await singleWallet(false);
    const owner = await fundedMember(2_000n);
    await sites.database.pool.query(
      `update vendors set enabled = true where brand_id = $1 and code = 'XFER_OFF'`,
      [brandId],
    );
    await transfer(owner.token, { from: 'main', to: 'XFER_OFF', amount: '700', idempotencyKey: 'in' });
    await sites.database.pool.query(
      `update vendors set enabled = false where brand_id = $1 and code = 'XFER_OFF'`,
      [brandId],
    );
    // Still listed while it holds the member's money, for the way back only.
    const listed = (await wallets(owner.token)).json().value.vendors;
    expect(listed).toContainEqual(expect.objectContaining({ vendor: 'XFER_OFF', canTransferIn: false }));
    const out = await transfer(owner.token, {
      from: 'XFER_OFF',
      to: 'main',
      amount: '700',
      idempotencyKey: 'out',
    });
    expect(out.json().value).toMatchObject({ main: '2000', vendorBalance: '0' });
  });
});

describe('only where a game can use the money', () => {
  it('refuses a transfer into the house’s own vendor (LOTUS) and into vendors without a game on, and nothing moves', async () => {
    await singleWallet(false);
    const owner = await fundedMember(5_000n);
    for (const [to, key] of [
      ['LOTUS', 'no-lotus'],
      ['XFER_EMPTY', 'no-empty'],
      ['XFER_IDLE', 'no-idle'],
    ] as const) {
      const response = await transfer(owner.token, { from: 'main', to, amount: '1000', idempotencyKey: key });
      expect(response.statusCode, to).toBe(403);
      expect(response.json().error.code, to).toBe('error_vendor_no_games');
    }
    expect((await ledger.balanceOf(owner.id, 'main')).balance).toBe(5_000n);
    expect(await ledger.vendorWallets(owner.id)).toEqual([]);
    const { rows } = await sites.database.pool.query<{ count: string }>(
      `select count(*)::text as count from journals where brand_id = $1 and idempotency_key like $2`,
      [brandId, `transfer:${owner.id}:%`],
    );
    expect(rows[0]?.count).toBe('0');
  });

  it('lists only the vendors with a game on, and the others while they hold the member’s money', async () => {
    await singleWallet(false);
    const owner = await fundedMember(5_000n);
    const listed = (await wallets(owner.token)).json().value.vendors.map((v: { vendor: string }) => v.vendor);
    expect(listed).toEqual(expect.arrayContaining(['XFER_LIVE', 'XFER_SLOTS', 'SIM_SLOTS']));
    for (const hidden of ['LOTUS', 'XFER_EMPTY', 'XFER_IDLE', 'XFER_OFF'])
      expect(listed).not.toContain(hidden);
    // Money left at LOTUS from before (a wallet opened when transfers there were allowed).
    await leftAt(owner.id, 'LOTUS', 700n);
    const after = (await wallets(owner.token)).json().value.vendors;
    expect(after).toContainEqual({
      vendor: 'LOTUS',
      name: expect.any(String),
      balance: '700',
      currency: 'VND',
      canTransferIn: false,
    });
    // ... and it can come back by a transfer, with a wallet per vendor.
    const back = await transfer(owner.token, {
      from: 'LOTUS',
      to: 'main',
      amount: '700',
      idempotencyKey: 'lotus-out',
    });
    expect(back.json().value).toMatchObject({ main: '5000', vendorBalance: '0' });
  });
});

/** Money in a member's vendor wallet, as a transfer there before this rule would have left it. */
async function leftAt(memberId: bigint, vendor: string, amount: bigint): Promise<void> {
  await ledger.post({
    idempotencyKey: `transfer-left-${(keyNumber += 1)}`,
    kind: 'transfer',
    memo: `main -> ${vendor}`,
    postings: [
      { account: { memberId, kind: 'main' }, amount: -amount },
      { account: { memberId, kind: 'vendor', vendor }, amount },
    ],
  });
}

function collect(token: string, body: Record<string, unknown>) {
  return sites.member.inject({
    method: 'POST',
    url: '/wps/relay/wallet/vendors/collect',
    headers: bearer(token),
    payload: body,
  });
}

describe('vendor wallets back to the main wallet', () => {
  it('on a single-wallet brand, brings money left from before back exactly once under concurrent retries of one key', async () => {
    await singleWallet(false);
    const owner = await fundedMember(10_000n);
    await leftAt(owner.id, 'LOTUS', 1_500n);
    await leftAt(owner.id, 'XFER_LIVE', 2_500n);
    await singleWallet(true);
    // A transfer is no way out on a single-wallet brand.
    const refused = await transfer(owner.token, {
      from: 'LOTUS',
      to: 'main',
      amount: '1500',
      idempotencyKey: 'single-out',
    });
    expect(refused.json().error.code).toBe('error_single_wallet');

    const body = { idempotencyKey: 'collect-1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => collect(owner.token, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const values = answers.map((answer) => answer.json().value);
    const first = values.find((value) => value.replayed === false);
    expect(first).toEqual({
      journalId: expect.stringMatching(/^\d+$/),
      replayed: false,
      vendors: [
        { vendor: 'LOTUS', amount: '1500' },
        { vendor: 'XFER_LIVE', amount: '2500' },
      ],
      moved: '4000',
      main: '10000',
      currency: 'VND',
    });
    expect(values.filter((value) => value.replayed === false)).toHaveLength(1);
    for (const value of values) expect(value).toEqual({ ...first, replayed: value.replayed });

    expect((await ledger.balanceOf(owner.id, 'main')).balance).toBe(10_000n);
    expect(await ledger.vendorWallets(owner.id)).toEqual([
      { vendor: 'LOTUS', balance: 0n, currency: 'VND' },
      { vendor: 'XFER_LIVE', balance: 0n, currency: 'VND' },
    ]);
    // One journal, a transfer in the member's records.
    const { rows } = await sites.database.pool.query<{ count: string }>(
      `select count(*)::text as count from journals where brand_id = $1 and idempotency_key = $2`,
      [brandId, `collect:${owner.id}:collect-1`],
    );
    expect(rows[0]?.count).toBe('1');
    const records = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/wallet/records?type=transfer',
      headers: bearer(owner.token),
    });
    expect(records.json().value.content.map((r: { amount: string }) => r.amount)).toContain('4000');

    // Later, the same key answers the same; another key finds nothing left and writes nothing.
    expect((await collect(owner.token, body)).json().value).toEqual({ ...first, replayed: true });
    const nothing = await collect(owner.token, { idempotencyKey: 'collect-2' });
    expect(nothing.json().value).toEqual({
      journalId: null,
      replayed: false,
      vendors: [],
      moved: '0',
      main: '10000',
      currency: 'VND',
    });
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('needs a session and a key, and moves nothing for a member with nothing left', async () => {
    await singleWallet(true);
    expect(
      (
        await sites.member.inject({
          method: 'POST',
          url: '/wps/relay/wallet/vendors/collect',
          payload: { idempotencyKey: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const owner = await fundedMember(1_000n);
    expect((await collect(owner.token, {})).statusCode).toBe(400);
    const answer = await collect(owner.token, { idempotencyKey: 'empty' });
    expect(answer.json().value).toMatchObject({ journalId: null, moved: '0', main: '1000' });
  });
});
