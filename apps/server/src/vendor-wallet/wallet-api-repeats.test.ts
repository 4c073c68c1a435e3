import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  betBody,
  createTestVendor,
  fundMember,
  mainBalance,
  moneyCounts,
  nextVendorId,
  playerAt,
  roundRowOf,
  roundsDisagreeingWithLedger,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer, TestVendor } from '../../test/vendor-wallet-helpers.ts';
import { brandLedger } from '../../test/wallet-helpers.ts';
import type { Ledger } from '../wallet/ledger/service.ts';

/** Repeats, rollbacks before their bet, the launch token, player protection and sub-wallets. */
let sites: TestSites;
let ledger: Ledger;
let brandId: number;
let vendor: TestVendor;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger, brandId } = await brandLedger(sites));
  vendor = await createTestVendor(sites.operator, { code: 'API_SLOTS', category: 'slots' });
});
afterAll(() => sites.close());

const call = (name: 'balance' | 'debit' | 'credit' | 'rollback', body: unknown, options = {}) =>
  vendorCall(sites.member, vendor, name, body, options);
const bet = betBody;
const counts = () => moneyCounts(sites.database.pool);
const roundRow = (player: TestPlayer, roundId: string) => roundRowOf(sites.database.pool, player, roundId);

describe('repeats', () => {
  it('answers a repeated debit, credit and rollback exactly as the first time, and applies each once', async () => {
    const player = await playerAt(sites, vendor, 10_000n);
    const roundId = nextVendorId('round');
    const debitBody = bet(player, '1000', { roundId });
    const first = await call('debit', debitBody);
    // Money moves between the two: the repeat still answers the first balance.
    await call('debit', bet(player, '500'));
    const repeat = await call('debit', debitBody);
    expect(repeat.statusCode).toBe(first.statusCode);
    expect(repeat.json()).toEqual(first.json());
    expect(first.headers['x-lotus-replayed']).toBe('false');
    expect(repeat.headers['x-lotus-replayed']).toBe('true');

    const winBody = { playerId: player.playerId, transactionId: nextVendorId('win'), roundId, amount: '400' };
    const win = await call('credit', winBody);
    expect((await call('credit', winBody)).json()).toEqual(win.json());
    expect(await mainBalance(sites.member, player.session)).toBe('8900');

    // The same id with other content is a conflict, never a second bet.
    const changed = await call('debit', { ...debitBody, amount: '999' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('error_conflict');
    expect(await mainBalance(sites.member, player.session)).toBe('8900');
  });

  it('answers a debit without funds with the balance, and the repeat the same even after a deposit', async () => {
    const player = await playerAt(sites, vendor, 800n);
    const body = bet(player, '1000');
    const before = await counts();
    const refused = await call('debit', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      value: null,
      error: { code: 'error_insufficient_funds', params: { balance: '800', currency: 'VND' } },
    });
    const after = await counts();
    // Nothing of the bet stays: no journal, no round; only the decision.
    expect(after?.journals).toBe(before?.journals);
    expect(after?.bets).toBe(before?.bets);
    await fundMember(sites.operator, player.username, 5_000n);
    const repeat = await call('debit', body);
    expect(repeat.json()).toEqual(refused.json());
    expect(await mainBalance(sites.member, player.session)).toBe('5800');
    // A new transaction id is a new bet.
    expect((await call('debit', { ...body, transactionId: nextVendorId('bet') })).json().value.balance).toBe(
      '4800',
    );
  });
});

describe('rollback before the bet', () => {
  it('records a rollback of an unknown bet, then refuses the late bet and never charges it', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const roundId = nextVendorId('round');
    const rollback = await call('rollback', {
      playerId: player.playerId,
      transactionId: 'ghost-bet',
      roundId,
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json().value).toMatchObject({ rolledBack: false, balance: '5000' });

    const late = await call('debit', bet(player, '1000', { transactionId: 'ghost-bet', roundId }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('error_vendor_transaction_rolled_back');
    const again = await call('debit', bet(player, '2000', { transactionId: 'ghost-bet', roundId }));
    expect(again.json().error.code).toBe('error_vendor_transaction_rolled_back');
    expect(await mainBalance(sites.member, player.session)).toBe('5000');
    expect(await roundRow(player, roundId)).toBeUndefined();
    expect(
      (await call('rollback', { playerId: player.playerId, transactionId: 'ghost-bet', roundId })).json(),
    ).toEqual(rollback.json());
  });

  it('answers a rollback of a bet refused for funds without giving anything back', async () => {
    const player = await playerAt(sites, vendor, 100n);
    const body = bet(player, '1000');
    await call('debit', body);
    const rollback = await call('rollback', {
      playerId: player.playerId,
      transactionId: body.transactionId,
      roundId: body.roundId,
    });
    expect(rollback.json().value).toMatchObject({ rolledBack: false, balance: '100' });
  });
});

describe('the launch token', () => {
  it('is checked on debit: unknown, another player’s, another vendor’s or expired tokens are refused', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const someoneElse = await playerAt(sites, vendor, 5_000n);
    const other = await createTestVendor(sites.operator, { code: 'API_TOKENS' });
    const atOther = await playerAt(sites, other, 0n);
    const tokens = ['A'.repeat(43), someoneElse.token, atOther.token];
    for (const token of tokens) {
      const response = await call('debit', { ...bet(player, '100'), token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('error_vendor_token_invalid');
    }
    await sites.database.pool.query(
      `update vendor_player_tokens set expires_at = now() - interval '1 second' where member_id = $1`,
      [BigInt(player.playerId)],
    );
    const expired = await call('debit', bet(player, '100'));
    expect(expired.json().error.code).toBe('error_vendor_token_invalid');
    expect(await mainBalance(sites.member, player.session)).toBe('5000');
  });

  it('is not needed on credit or rollback: the round still settles after the session ended', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const roundA = nextVendorId('round');
    const roundB = nextVendorId('round');
    await call('debit', bet(player, '1000', { roundId: roundA }));
    await call('debit', bet(player, '1000', { roundId: roundB, transactionId: 'token-rb' }));
    await sites.database.pool.query(
      `update vendor_player_tokens set expires_at = now() - interval '1 second' where member_id = $1`,
      [BigInt(player.playerId)],
    );
    const win = await call('credit', {
      playerId: player.playerId,
      transactionId: nextVendorId('win'),
      roundId: roundA,
      amount: '2500',
    });
    expect(win.statusCode).toBe(200);
    const rollback = await call('rollback', {
      playerId: player.playerId,
      transactionId: 'token-rb',
      roundId: roundB,
    });
    expect(rollback.json().value.rolledBack).toBe(true);
    expect(await mainBalance(sites.member, player.session)).toBe('6500');
  });

  it('is given to the member only for a vendor that is on, and a switched-off vendor takes no bets', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    const unknown = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/vendor-wallet/token',
      headers: bearer(player.session),
      payload: { vendor: 'NO_SUCH' },
    });
    expect(unknown.json().error.code).toBe('error_vendor_not_found');
    const anonymous = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/vendor-wallet/token',
      payload: { vendor: vendor.code },
    });
    expect(anonymous.statusCode).toBe(401);

    const off = await createTestVendor(sites.operator, { code: 'API_OFF' });
    const offPlayer = await playerAt(sites, off, 0n);
    await sites.database.pool.query(`update vendors set enabled = false where code = 'API_OFF'`);
    const refused = await sites.member.inject({
      method: 'POST',
      url: '/wps/relay/vendor-wallet/token',
      headers: bearer(player.session),
      payload: { vendor: 'API_OFF' },
    });
    expect(refused.json().error.code).toBe('error_vendor_disabled');
    const debit = await vendorCall(sites.member, off, 'debit', { ...bet(offPlayer, '1') });
    expect(debit.statusCode).toBe(403);
    expect(debit.json().error.code).toBe('error_vendor_disabled');
  });
});

describe('player protection', () => {
  it('refuses a bet during a time-out, keeps the refusal, and charges nothing', async () => {
    const player = await playerAt(sites, vendor, 5_000n);
    await sites.database.pool.query(
      `insert into protection_breaks (member_id, kind, ends_at) values ($1, 'time_out', now() + interval '1 day')`,
      [BigInt(player.playerId)],
    );
    const body = bet(player, '1000');
    const refused = await call('debit', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_timed_out');
    expect((await call('debit', body)).json()).toEqual(refused.json());
    expect(await mainBalance(sites.member, player.session)).toBe('5000');
  });
});

describe('sub-wallets (not single-wallet)', () => {
  it('plays on the member’s wallet at the vendor, and a round keeps its wallet when the mode changes', async () => {
    const player = await playerAt(sites, vendor, 10_000n);
    await sites.database.pool.query('update system_settings set single_wallet = false where brand_id = $1', [
      brandId,
    ]);
    try {
      const empty = await call('balance', { playerId: player.playerId });
      expect(empty.json().value).toMatchObject({ balance: '0', wallet: 'vendor' });
      const refused = await call('debit', bet(player, '100'));
      expect(refused.json().error).toMatchObject({
        code: 'error_insufficient_funds',
        params: { balance: '0' },
      });

      await ledger.post({
        idempotencyKey: `sub-wallet-${player.playerId}`,
        kind: 'transfer',
        postings: [
          { account: { memberId: BigInt(player.playerId), kind: 'main' }, amount: -4_000n },
          {
            account: { memberId: BigInt(player.playerId), kind: 'vendor', vendor: vendor.code },
            amount: 4_000n,
          },
        ],
      });
      const roundId = nextVendorId('round');
      const debit = await call('debit', bet(player, '1500', { roundId }));
      expect(debit.json().value.balance).toBe('2500');
      expect(await roundRow(player, roundId)).toMatchObject({ wallet: 'vendor' });

      // The brand turns single-wallet mid-round: the round's win still goes where its bet came from.
      await sites.database.pool.query('update system_settings set single_wallet = true where brand_id = $1', [
        brandId,
      ]);
      const win = await call('credit', {
        playerId: player.playerId,
        transactionId: nextVendorId('win'),
        roundId,
        amount: '3000',
      });
      expect(win.json().value.balance).toBe('5500');
      expect(await mainBalance(sites.member, player.session)).toBe('6000');
    } finally {
      await sites.database.pool.query('update system_settings set single_wallet = true where brand_id = $1', [
        brandId,
      ]);
    }
  });
});

describe('the bets and the ledger', () => {
  it('agree: every round’s stake and payout are the sum of its journals, and the books balance', async () => {
    const check = await roundsDisagreeingWithLedger(sites.database.pool);
    expect(check.rounds).toBeGreaterThan(3);
    expect(check.mismatched).toBe(0);
    const books = await ledger.reconcile();
    expect(books.mismatches).toEqual([]);
    expect(books.balanced).toBe(true);
  });
});
