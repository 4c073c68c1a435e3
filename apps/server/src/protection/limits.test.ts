import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, registerWalletMember } from '../../test/wallet-helpers.ts';
import {
  ledgerMoves,
  memberIdOf,
  protectionCall,
  protectionFor,
  refusalOf,
} from '../../test/protection-helpers.ts';
import type { ProtectionService } from './service.ts';

let sites: TestSites;
let protection: ProtectionService;
let moves: ReturnType<typeof ledgerMoves>;

beforeAll(async () => {
  sites = await createTestSites();
  protection = await protectionFor(sites);
  moves = ledgerMoves((await brandLedger(sites)).ledger);
});
afterAll(() => sites.close());

async function newMember() {
  const { username, token } = await registerWalletMember(
    sites.member,
    sites.database.pool,
    sites.config.PAYLOAD_KEY,
  );
  return { username, token, id: await memberIdOf(sites, username) };
}

async function limitsOf(token: string) {
  const response = await protectionCall(sites.member, token, 'GET', 'limits');
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

async function setLimits(token: string, body: unknown) {
  const response = await protectionCall(sites.member, token, 'PUT', 'limits', body);
  expect(response.json().error).toBeUndefined();
  return response.json().value;
}

/** Moves the member's waiting changes `hours` closer, as if that time had passed. */
async function passHours(memberId: bigint, hours: number): Promise<void> {
  await sites.database.pool.query(
    `update protection_limits set pending_from = pending_from - make_interval(hours => $2) where member_id = $1`,
    [memberId, hours],
  );
}

const none = { limit: null, used: '0', remaining: null, pending: null };

describe('GET /wps/relay/responsible-gaming/limits', () => {
  it('needs a session', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/responsible-gaming/limits',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
  });

  it('answers no limits for a new member, in the brand currency', async () => {
    const member = await newMember();
    expect(await limitsOf(member.token)).toEqual({
      currency: 'VND',
      deposit: { '24h': none, '7d': none, '30d': none },
      loss: { '24h': none, '7d': none, '30d': none },
    });
  });
});

describe('PUT /wps/relay/responsible-gaming/limits', () => {
  it('applies a new limit and a decrease at once, an increase only after 24 hours', async () => {
    const member = await newMember();
    let value = await setLimits(member.token, { deposit: { '24h': '1000000' } });
    expect(value.deposit['24h']).toEqual({
      limit: '1000000',
      used: '0',
      remaining: '1000000',
      pending: null,
    });

    value = await setLimits(member.token, { deposit: { '24h': '500000' } });
    expect(value.deposit['24h']).toMatchObject({ limit: '500000', pending: null });

    const before = Date.now();
    value = await setLimits(member.token, { deposit: { '24h': '2000000' } });
    expect(value.deposit['24h'].limit).toBe('500000');
    expect(value.deposit['24h'].pending.limit).toBe('2000000');
    const effectiveAt = Date.parse(value.deposit['24h'].pending.effectiveAt);
    expect(effectiveAt - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(effectiveAt - before).toBeLessThan(24 * 3600_000 + 60_000);
    // Other windows are untouched.
    expect(value.deposit['7d']).toEqual(none);

    // Sending the same raise again does not restart its 24 hours.
    await passHours(member.id, 5);
    const again = await setLimits(member.token, { deposit: { '24h': '2000000' } });
    expect(Date.parse(again.deposit['24h'].pending.effectiveAt)).toBe(effectiveAt - 5 * 3600_000);

    await passHours(member.id, 18);
    expect((await limitsOf(member.token)).deposit['24h'].limit).toBe('500000');
    await passHours(member.id, 2);
    expect((await limitsOf(member.token)).deposit['24h']).toEqual({
      limit: '2000000',
      used: '0',
      remaining: '2000000',
      pending: null,
    });
  });

  it('removes a limit only after 24 hours, and a decrease drops a raise that was waiting', async () => {
    const member = await newMember();
    await setLimits(member.token, { loss: { '7d': '300000', '30d': '900000' } });
    let value = await setLimits(member.token, { loss: { '7d': null, '30d': '1200000' } });
    expect(value.loss['7d']).toMatchObject({ limit: '300000', pending: { limit: null } });
    expect(value.loss['30d']).toMatchObject({ limit: '900000', pending: { limit: '1200000' } });

    value = await setLimits(member.token, { loss: { '30d': '800000' } });
    expect(value.loss['30d']).toMatchObject({ limit: '800000', pending: null });

    await passHours(member.id, 25);
    value = await limitsOf(member.token);
    expect(value.loss['7d']).toEqual(none);
    expect(value.loss['30d'].limit).toBe('800000');

    // A limit applied by the passing of time is the one a later change starts from.
    value = await setLimits(member.token, { loss: { '7d': '100000' } });
    expect(value.loss['7d']).toMatchObject({ limit: '100000', pending: null });
  });

  it('refuses malformed amounts and unknown windows, and changes nothing', async () => {
    const member = await newMember();
    for (const body of [
      { deposit: { '24h': '-5' } },
      { deposit: { '24h': '1.5' } },
      { deposit: { '24h': 100 } },
      { deposit: { '24h': '1234567890123456789' } },
      { deposit: { '1d': '100' } },
      { bonus: { '24h': '100' } },
    ]) {
      const response = await protectionCall(sites.member, member.token, 'PUT', 'limits', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect((await limitsOf(member.token)).deposit['24h']).toEqual(none);
  });
});

describe('assertDepositAllowed', () => {
  it('counts the deposits credited in each window and names the window that refuses', async () => {
    const member = await newMember();
    await setLimits(member.token, { deposit: { '24h': '1000000', '7d': '1500000' } });
    await moves.deposit(member.id, 600_000n);
    // Other journals on the wallet are no deposits.
    await moves.bet(member.id, 100_000n);

    await protection.assertDepositAllowed(member.id, 400_000n);
    const refusal = await refusalOf(protection.assertDepositAllowed(member.id, 400_001n));
    expect(refusal.code).toBe('error_deposit_limit_exceeded');
    expect(refusal.params).toMatchObject({ period: '24h', days: 1, limit: '1000000', remaining: '400000' });

    const value = await limitsOf(member.token);
    expect(value.deposit['24h']).toMatchObject({ used: '600000', remaining: '400000' });
    expect(value.deposit['7d']).toMatchObject({ used: '600000', remaining: '900000' });

    // Lowering the 7-day limit makes it the tighter one, at once.
    await setLimits(member.token, { deposit: { '7d': '700000' } });
    const tighter = await refusalOf(protection.assertDepositAllowed(member.id, 200_000n));
    expect(tighter.params).toMatchObject({ period: '7d', days: 7, remaining: '100000' });
    await protection.assertDepositAllowed(member.id, 100_000n);
  });

  it('words the refusal with the window and the amount left', async () => {
    const member = await newMember();
    await setLimits(member.token, { deposit: { '30d': '2500000' } });
    await moves.deposit(member.id, 1_000_000n);
    const refusal = await refusalOf(protection.assertDepositAllowed(member.id, 2_000_000n));
    expect(refusal.params?.['remainingText']).toBe('1\u00a0500\u00a0000\u00a0VND');
    expect(refusal.params?.['days']).toBe(30);
  });

  it('lets every deposit through when the member has no deposit limit', async () => {
    const member = await newMember();
    await setLimits(member.token, { loss: { '24h': '1' } });
    await moves.deposit(member.id, 5_000_000n);
    await protection.assertDepositAllowed(member.id, 9_000_000_000n);
  });
});

describe('assertBetAllowed', () => {
  it('counts stakes minus wins in the window against the loss limit', async () => {
    const member = await newMember();
    await moves.deposit(member.id, 10_000n);
    await setLimits(member.token, { loss: { '24h': '1000' } });
    await moves.bet(member.id, 800n);
    await moves.win(member.id, 300n);

    await protection.assertBetAllowed(member.id, 500n);
    const refusal = await refusalOf(protection.assertBetAllowed(member.id, 501n));
    expect(refusal.code).toBe('error_loss_limit_reached');
    expect(refusal.params).toMatchObject({ period: '24h', limit: '1000', used: '500', remaining: '500' });
    expect((await limitsOf(member.token)).loss['24h']).toMatchObject({ used: '500', remaining: '500' });

    await moves.bet(member.id, 500n);
    const reached = await refusalOf(protection.assertBetAllowed(member.id, 1n));
    expect(reached.params).toMatchObject({ remaining: '0' });
    // A win gives room back: the limit is on the net loss.
    await moves.win(member.id, 400n);
    await protection.assertBetAllowed(member.id, 400n);
  });

  it('shows no loss used while the member is ahead', async () => {
    const member = await newMember();
    await moves.deposit(member.id, 1_000n);
    await setLimits(member.token, { loss: { '7d': '1000' } });
    await moves.bet(member.id, 100n);
    await moves.win(member.id, 600n);
    expect((await limitsOf(member.token)).loss['7d']).toMatchObject({ used: '0', remaining: '1500' });
    await protection.assertBetAllowed(member.id, 1_500n);
    expect((await refusalOf(protection.assertBetAllowed(member.id, 1_501n))).code).toBe(
      'error_loss_limit_reached',
    );
  });
});
