import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import {
  betBody,
  createTestVendor,
  mainBalance,
  playerAt,
  vendorCall,
} from '../../test/vendor-wallet-helpers.ts';
import type { TestVendor } from '../../test/vendor-wallet-helpers.ts';

/**
 * A loss limit holds when a vendor sends many bets of one member at once: the check and the debit
 * happen under one lock per member, so bets queue and each sees the stakes of those before it.
 */
let sites: TestSites;
let vendor: TestVendor;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  vendor = await createTestVendor(sites.operator, { code: 'LIMIT_SLOTS' });
});
afterAll(() => sites.close());

describe('a loss limit under concurrent bets', () => {
  it('lets through only the stakes that fit, however many arrive at once', async () => {
    const player = await playerAt(sites, vendor, 1_000_000n);
    const limit = await sites.member.inject({
      method: 'PUT',
      url: '/wps/relay/responsible-gaming/limits',
      headers: bearer(player.session),
      payload: { loss: { '24h': '10000' } },
    });
    expect(limit.json().error).toBeUndefined();

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => vendorCall(sites.member, vendor, 'debit', betBody(player, '3000'))),
    );
    const codes = answers.map((answer) => answer.json().error?.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'error_loss_limit_reached')).toHaveLength(9);
    expect(await mainBalance(sites.member, player.session)).toBe('991000');
  });
});
