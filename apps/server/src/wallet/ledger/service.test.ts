import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, insertTestMember } from '../../../test/wallet-helpers.ts';
import type { Ledger, PostRequest } from './service.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  ({ ledger, brandId } = await brandLedger(sites));
});
afterAll(() => sites.close());

const newMember = (demo = false) => insertTestMember(sites.database.pool, brandId, { demo });

let keyNumber = 0;
const nextKey = () => `ledger-test-${(keyNumber += 1)}`;

/** Moves `amount` from the deposits clearing account into the member's main wallet. */
function deposit(memberId: bigint, amount: bigint, idempotencyKey = nextKey()): PostRequest {
  return {
    idempotencyKey,
    kind: 'deposit',
    memo: 'bank transfer',
    postings: [
      { account: { memberId, kind: 'main' }, amount },
      { account: { house: 'deposits_clearing' }, amount: -amount },
    ],
  };
}

function bet(memberId: bigint, amount: bigint, idempotencyKey = nextKey()): PostRequest {
  return {
    idempotencyKey,
    kind: 'bet',
    postings: [
      { account: { memberId, kind: 'main' }, amount: -amount },
      { account: { house: 'house' }, amount },
    ],
  };
}

async function counts() {
  const { rows } = await sites.database.pool.query<{ journals: bigint; postings: bigint; accounts: bigint }>(
    `select (select count(*) from journals) as journals, (select count(*) from postings) as postings,
            (select count(*) from ledger_accounts) as accounts`,
  );
  return rows[0];
}

async function accountId(memberId: bigint, kind = 'main'): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from ledger_accounts where member_id = $1 and kind = $2',
    [memberId, kind],
  );
  return (rows[0] as { id: bigint }).id;
}

async function houseId(code: string): Promise<bigint> {
  const { rows } = await sites.database.pool.query<{ id: bigint }>(
    'select id from ledger_accounts where member_id is null and code = $1',
    [code],
  );
  return (rows[0] as { id: bigint }).id;
}

describe('the ledger accounts', () => {
  it('opens every house account with the brand, points and play money in their own units', async () => {
    const { rows } = await sites.database.pool.query(
      `select code, currency, balance from ledger_balances where brand_id = $1 and kind = 'house' order by code`,
      [brandId],
    );
    const vendors = [
      'LOTUS',
      'SIM_CARDS',
      'SIM_COCK',
      'SIM_ESPORTS',
      'SIM_FISH',
      'SIM_LIVE',
      'SIM_LOTTO',
      'SIM_SLOTS',
      'SIM_SPORTS',
    ];
    const play = vendors.map((code) => `play_vendor:${code}`);
    const unit = (code: string) =>
      code === 'points_issued' ? 'PTS' : code.startsWith('play_') ? 'XPM' : 'VND';
    expect(rows).toEqual(
      [
        'agent_commissions',
        'bonus_expense',
        'deposits_clearing',
        'house',
        'jackpot_pool',
        // Play money's issuer and each vendor's play account (decision 0018).
        'play_issued',
        ...play,
        'points_issued',
        'rebate_expense',
        // One per vendor of the demo brand (the house games' LOTUS and the simulator's vendors): the
        // other side of its bets and wins.
        'vendor:LOTUS',
        'vendor:SIM_CARDS',
        'vendor:SIM_COCK',
        'vendor:SIM_ESPORTS',
        'vendor:SIM_FISH',
        'vendor:SIM_LIVE',
        'vendor:SIM_LOTTO',
        'vendor:SIM_SLOTS',
        'vendor:SIM_SPORTS',
        'withdrawals_clearing',
      ].map((code) => ({ code, currency: unit(code), balance: 0n })),
    );
  });

  it('opens a member account on first use and answers the balances after the journal', async () => {
    const member = await newMember();
    expect(await ledger.balanceOf(member.id, 'main')).toEqual({ balance: 0n, currency: 'VND' });
    const result = await ledger.post(deposit(member.id, 50_000n));
    expect(result.replayed).toBe(false);
    expect(result.balances).toEqual([
      expect.objectContaining({ account: { memberId: member.id, kind: 'main' }, balance: 50_000n }),
    ]);
    // A system account answers what the journal moved on it: no journal holds its row.
    expect(result.systemChanges).toEqual([
      expect.objectContaining({ account: { house: 'deposits_clearing' }, change: -50_000n, currency: 'VND' }),
    ]);
    expect(await ledger.balanceOf(member.id, 'main')).toEqual({ balance: 50_000n, currency: 'VND' });
    const points = await ledger.post({
      idempotencyKey: nextKey(),
      kind: 'points',
      postings: [
        { account: { memberId: member.id, kind: 'points' }, amount: 120n },
        { account: { house: 'points_issued' }, amount: -120n },
      ],
    });
    expect(points.balances.find((entry) => 'memberId' in entry.account)?.currency).toBe('PTS');
    expect(await ledger.balanceOf(member.id, 'points')).toEqual({ balance: 120n, currency: 'PTS' });
  });

  it('refuses malformed journals as programming errors: unbalanced, zero, mixed currency', async () => {
    const member = await newMember();
    const before = await counts();
    const unbalanced = deposit(member.id, 10n);
    unbalanced.postings[1] = { account: { house: 'deposits_clearing' }, amount: -9n };
    await expect(ledger.post(unbalanced)).rejects.toThrow(/sum to 1, not zero/);
    await expect(ledger.post(deposit(member.id, 0n))).rejects.toThrow(/non-zero/);
    await expect(
      ledger.post({
        idempotencyKey: nextKey(),
        kind: 'points',
        postings: [
          { account: { memberId: member.id, kind: 'points' }, amount: 10n },
          { account: { house: 'house' }, amount: -10n },
        ],
      }),
    ).rejects.toThrow(/one currency/);
    expect(await counts()).toEqual(before);
  });
});

describe('the database stands behind the rules', () => {
  it('refuses postings that do not sum to zero, written in plain SQL, at once or added later', async () => {
    const member = await newMember();
    await ledger.post(deposit(member.id, 100n));
    const memberAccount = await accountId(member.id);
    const house = await houseId('house');
    const client = await sites.database.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: bigint }>(
        `insert into journals (brand_id, kind, idempotency_key, request_hash)
         values ($1, 'adjustment', 'raw-unbalanced', sha256('x')) returning id`,
        [brandId],
      );
      const journal = (rows[0] as { id: bigint }).id;
      await expect(
        client.query(
          'insert into postings (journal_id, account_id, amount, balance_after) values ($1, $2, 5, 105), ($1, $3, -4, -4)',
          [journal, memberAccount, house],
        ),
      ).rejects.toThrow(/do not sum to zero/);
      await client.query('rollback');
      // A balanced journal that a later statement tips over is refused as well.
      const balanced = await ledger.post(deposit(member.id, 7n));
      await expect(
        sites.database.pool.query(
          'insert into postings (journal_id, account_id, amount, balance_after) values ($1, $2, 1, 0)',
          [balanced.journalId, memberAccount],
        ),
      ).rejects.toThrow(/do not sum to zero/);
    } finally {
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
    // A journal without postings fails the same way.
    const lone = sites.database.pool.query(
      `insert into journals (brand_id, kind, idempotency_key, request_hash) values ($1, 'adjustment', 'raw-empty', sha256('x'))`,
      [brandId],
    );
    await expect(lone).rejects.toThrow(/has no postings/);
    const { rows } = await sites.database.pool.query(
      `select count(*)::int as n from journals where idempotency_key like 'raw-%'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses a negative member balance by its CHECK constraint, even in plain SQL; house accounts may go below zero', async () => {
    const member = await newMember();
    await ledger.post(deposit(member.id, 100n));
    await expect(
      sites.database.pool.query('update ledger_accounts set balance = -1 where id = $1', [
        await accountId(member.id),
      ]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ledger_accounts_member_not_negative' });
    const { rows } = await sites.database.pool.query<{ balance: bigint }>(
      'select balance from ledger_balances where id = $1',
      [await houseId('deposits_clearing')],
    );
    expect((rows[0] as { balance: bigint }).balance < 0n).toBe(true);
  });

  it('keeps the books append-only', async () => {
    await expect(sites.database.pool.query('update postings set amount = amount * 2')).rejects.toThrow(
      /append-only/,
    );
    await expect(sites.database.pool.query('delete from journals')).rejects.toThrow(/append-only/);
  });
});

describe('idempotency', () => {
  it('replays a used key with the same request: the same journal, the balances after it, nothing written', async () => {
    const member = await newMember();
    const request = deposit(member.id, 700n, 'replay-key');
    const first = await ledger.post(request);
    await ledger.post(bet(member.id, 200n));
    const before = await counts();
    // The same request with its postings in another order is the same request.
    const again = await ledger.post({ ...request, postings: [...request.postings].reverse() });
    expect(again).toEqual({ ...first, replayed: true, balances: expect.any(Array) });
    expect(new Set(again.balances.map((entry) => `${entry.accountId}=${entry.balance}`))).toEqual(
      new Set(first.balances.map((entry) => `${entry.accountId}=${entry.balance}`)),
    );
    expect(await counts()).toEqual(before);
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(500n);
  });

  it('refuses a used key with another request (error_conflict) and writes nothing', async () => {
    const member = await newMember();
    await ledger.post(deposit(member.id, 300n, 'conflict-key'));
    const before = await counts();
    await expect(ledger.post(deposit(member.id, 301n, 'conflict-key'))).rejects.toMatchObject({
      code: 'error_conflict',
    });
    await expect(
      ledger.post({ ...deposit(member.id, 300n, 'conflict-key'), memo: 'another memo' }),
    ).rejects.toMatchObject({ code: 'error_conflict' });
    expect(await counts()).toEqual(before);
  });
});

describe('refusals that write nothing', () => {
  it('refuses a debit beyond the balance with error_insufficient_funds; the key stays free', async () => {
    const member = await newMember();
    await ledger.post(deposit(member.id, 1_000n));
    const before = await counts();
    await expect(ledger.post(bet(member.id, 1_001n, 'too-much'))).rejects.toMatchObject({
      code: 'error_insufficient_funds',
    });
    expect(await counts()).toEqual(before);
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(1_000n);
    // A member never funded is refused too, and no account is left opened for it.
    const stranger = await newMember();
    await expect(ledger.post(bet(stranger.id, 1n))).rejects.toMatchObject({
      code: 'error_insufficient_funds',
    });
    expect(await counts()).toEqual(before);
    // Nothing was recorded against the key: once affordable, the same key posts.
    await ledger.post(deposit(member.id, 1n));
    expect((await ledger.post(bet(member.id, 1_001n, 'too-much'))).replayed).toBe(false);
    expect((await ledger.balanceOf(member.id, 'main')).balance).toBe(0n);
  });

  it('refuses any journal touching a free-play account (error_operation_not_allowed)', async () => {
    const guest = await newMember(true);
    const before = await counts();
    await expect(ledger.post(deposit(guest.id, 10n))).rejects.toMatchObject({
      code: 'error_operation_not_allowed',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a member of no account of the brand (error_account_not_found)', async () => {
    await expect(ledger.post(deposit(999_999_999n, 10n))).rejects.toMatchObject({
      code: 'error_account_not_found',
    });
  });
});

describe('history and reconciliation', () => {
  it('lists a member’s postings newest first, with the journal kind and memo, filtered by kind and time', async () => {
    const member = await newMember();
    await ledger.post(deposit(member.id, 900n));
    await ledger.post(bet(member.id, 300n));
    await ledger.post(bet(member.id, 100n));
    const all = await ledger.history(member.id, { page: 1, size: 2 });
    expect(all.total).toBe(3);
    expect(all.content.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['bet', -100n, 500n],
      ['bet', -300n, 600n],
    ]);
    const deposits = await ledger.history(member.id, { kind: 'deposit', page: 1, size: 10 });
    expect(deposits.content).toEqual([
      expect.objectContaining({ kind: 'deposit', memo: 'bank transfer', amount: 900n, currency: 'VND' }),
    ]);
    const future = await ledger.history(member.id, {
      from: new Date(Date.now() + 60_000),
      page: 1,
      size: 10,
    });
    expect(future).toMatchObject({ content: [], total: 0 });
  });

  it('reconciles: every balance is the sum of its postings, totals zero; a tampered balance shows', async () => {
    const books = await ledger.reconcile();
    expect(books).toMatchObject({
      mismatches: [],
      // Each currency on its own line: play money (XPM) never adds to real money.
      totals: [
        { currency: 'PTS', total: 0n },
        { currency: 'VND', total: 0n },
        { currency: 'XPM', total: 0n },
      ],
      negativeMemberAccounts: 0,
      unbalancedJournals: 0,
      balanced: true,
    });
    expect(books.accountsChecked).toBeGreaterThan(8);
    const jackpot = await houseId('jackpot_pool');
    await sites.database.pool.query('update ledger_accounts set balance = 5 where id = $1', [jackpot]);
    const tampered = await ledger.reconcile();
    expect(tampered.balanced).toBe(false);
    expect(tampered.mismatches).toEqual([
      { accountId: jackpot, account: { house: 'jackpot_pool' }, balance: 5n, postingsSum: 0n },
    ]);
    await sites.database.pool.query('update ledger_accounts set balance = 0 where id = $1', [jackpot]);
  });
});
