import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSites } from '../test/test-sites.ts';
import type { TestSites } from '../test/test-sites.ts';
import { composeDomains } from './composition.ts';
import { createMessageService } from './messages/service.ts';
import { createPaymentPasswords } from './member/payment-password/service.ts';
import { createHouseMoney } from './house/money/service.ts';
import { createAuthDomain } from './auth/index.ts';
import { createCashierDomain } from './cashier/index.ts';
import { createChatDomain } from './chat/index.ts';
import { createFeedbackDomain } from './feedback/index.ts';
import { createGamesDomain } from './games/index.ts';
import { createHouseDomain } from './house/index.ts';
import { createMemberDomain } from './member/index.ts';
import { createMessagesDomain } from './messages/index.ts';
import { createProtectionDomain } from './protection/index.ts';
import { createSystemDomain } from './system/index.ts';
import { createVendorSimulatorDomain } from './vendor-simulator/index.ts';
import { createVendorWalletDomain } from './vendor-wallet/index.ts';
import { createVerificationDomain } from './verification/index.ts';
import { createWalletDomain } from './wallet/index.ts';
import { createWinnersDomain } from './winners/index.ts';
import { defaultFaults } from './vendor-simulator/index.ts';

// Every factory the composition root may call, counted: the real one runs behind the spy.
const { counted } = vi.hoisted(() => ({
  counted: (module: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(module).map(([name, value]) => [
        name,
        typeof value === 'function' && name.startsWith('create') ? vi.fn(value as () => unknown) : value,
      ]),
    ),
}));
vi.mock('./auth/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./cashier/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./chat/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./feedback/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./games/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./house/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./member/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./messages/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./protection/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./system/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./vendor-simulator/index.ts', async (original) =>
  counted(await original<Record<string, unknown>>()),
);
vi.mock('./vendor-wallet/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./verification/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./wallet/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./winners/index.ts', async (original) => counted(await original<Record<string, unknown>>()));
// The services that were once built more than once: the inbox, the payment passwords, house money.
vi.mock('./messages/service.ts', async (original) => counted(await original<Record<string, unknown>>()));
vi.mock('./member/payment-password/service.ts', async (original) =>
  counted(await original<Record<string, unknown>>()),
);
vi.mock('./house/money/service.ts', async (original) => counted(await original<Record<string, unknown>>()));

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
  vi.clearAllMocks();
});

afterAll(() => sites.close());

describe('the composition root', () => {
  it('builds every domain, and each service that others share, exactly once', async () => {
    const composition = await composeDomains(sites.database.pool, {
      brandCode: sites.config.BRAND_CODE,
      memberSiteUrl: sites.config.MEMBER_SITE_URL,
      payloadKey: sites.config.PAYLOAD_KEY,
      secretKey: sites.config.SECRET_KEY,
      proxyTrust: false,
      countryHeader: sites.config.COUNTRY_HEADER,
      sms: { gateway: 'dev', failRate: 0, delayMs: 0 },
      email: { gateway: 'dev', failRate: 0, delayMs: 0 },
      vendorSimulator: {
        walletUrl: 'http://127.0.0.1:1/vendor-wallet',
        memberSiteUrl: sites.config.MEMBER_SITE_URL,
        faults: defaultFaults,
      },
    });
    const factories = {
      createAuthDomain,
      createCashierDomain,
      createChatDomain,
      createFeedbackDomain,
      createGamesDomain,
      createHouseDomain,
      createMemberDomain,
      createMessagesDomain,
      createProtectionDomain,
      createSystemDomain,
      createVendorSimulatorDomain,
      createVendorWalletDomain,
      createVerificationDomain,
      createWalletDomain,
      createWinnersDomain,
      createMessageService,
      createPaymentPasswords,
      createHouseMoney,
    };
    const calls = Object.fromEntries(
      Object.entries(factories).map(([name, factory]) => [name, vi.mocked(factory).mock.calls.length]),
    );
    expect(calls).toEqual(Object.fromEntries(Object.keys(factories).map((name) => [name, 1])));
    // What the others were handed is the one instance the owner built.
    expect(vi.mocked(createFeedbackDomain).mock.calls[0]?.[0].messages).toBe(
      composition.domains.messages.service,
    );
    expect(vi.mocked(createCashierDomain).mock.calls[0]?.[0].messages).toBe(
      composition.domains.messages.service,
    );
    expect(vi.mocked(createCashierDomain).mock.calls[0]?.[0].paymentPasswords).toBe(
      composition.domains.member.paymentPasswords,
    );
    expect(vi.mocked(createHouseDomain).mock.calls[0]?.[0].ledger).toBe(composition.domains.wallet.ledger);
    // Every domain's plugins are registered: its public calls on the sites, its operator calls on the
    // operator listener.
    const domainsWithRoutes = Object.values(composition.domains).filter((domain) => 'routes' in domain);
    const domainsWithAdminRoutes = Object.values(composition.domains).filter(
      (domain) => 'adminRoutes' in domain,
    );
    expect(composition.publicPlugins.length).toBe(domainsWithRoutes.length + 1);
    expect(composition.operatorPlugins.length).toBe(domainsWithAdminRoutes.length);
  });
});
