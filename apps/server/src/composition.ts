import type { FastifyInstance } from 'fastify';
import { createAuthDomain, credentialRateLimit } from './auth/index.ts';
import type { SocialSettings } from './auth/index.ts';
import { createCashierDomain } from './cashier/index.ts';
import type { DepositSettings } from './cashier/index.ts';
import { createChatDomain } from './chat/index.ts';
import { createFeedbackDomain } from './feedback/index.ts';
import { createGamesDomain } from './games/index.ts';
import { createHouseDomain } from './house/index.ts';
import { createAgentsDomain } from './agents/index.ts';
import { createRewardsDomain } from './rewards/index.ts';
import { createLotteryDomain, jsonFileResultSource } from './lottery/index.ts';
import { createMemberDomain } from './member/index.ts';
import { createMessagesDomain } from './messages/index.ts';
import { createOperatorDomain } from './operator/index.ts';
import type { Pool } from './platform/database/pool.ts';
import type { EmailSettings } from './platform/email/create.ts';
import { createLiveEventHub } from './platform/events/live-event-hub.ts';
import { createLiveTickets } from './platform/events/live-tickets.ts';
import { liveEventRoutes } from './platform/events/stream-routes.ts';
import type { ProxyTrust } from './platform/http/caller.ts';
import type { SmsSettings } from './platform/sms/create.ts';
import { createProtectionDomain } from './protection/index.ts';
import { createSystemDomain, findBrand } from './system/index.ts';
import { createVendorSimulatorDomain } from './vendor-simulator/index.ts';
import type { SimulatorSettings } from './vendor-simulator/index.ts';
import { createVendorWalletDomain } from './vendor-wallet/index.ts';
import { createVerificationDomain, smsRateLimit } from './verification/index.ts';
import { createWalletDomain } from './wallet/index.ts';
import { announceVendorWin, createWinnersDomain, maskPlayer, notifyWinner } from './winners/index.ts';

export interface CompositionSettings {
  brandCode: string;
  memberSiteUrl: string;
  payloadKey: string;
  secretKey: string;
  /** TRUST_PROXY and COUNTRY_HEADER: who the status call believes about the caller's address. */
  proxyTrust: ProxyTrust;
  countryHeader: string;
  /** VERIFICATION_RESEND_SECONDS. */
  resendSeconds?: number;
  sms: SmsSettings;
  email: EmailSettings;
  /** Social login providers; without it none is offered. */
  social?: Omit<SocialSettings, 'secretKey'>;
  /** Deposits' payment gateways (PAYMENT_*); without it none but bank transfers. */
  payments?: DepositSettings;
  /** The vendor simulator (VENDOR_SIMULATOR); without it /vendor-sim/ is not served. */
  vendorSimulator?: SimulatorSettings;
  /** ADJUSTMENT_APPROVAL_ABOVE (minor units); without it 10 000 000, the configuration's default. */
  adjustmentApprovalAbove?: bigint;
  /** LOTTERY_RESULTS_FILE: the lottery's regional results to import; without it none. */
  lotteryResultsFile?: string;
}

type Plugin = (app: FastifyInstance) => Promise<void>;

/**
 * The composition root: every domain of one process built exactly once, each handed what it needs
 * of the others, and the plugins that serve them (the same on every site). A domain that needs one
 * built after it gets a function that reaches it when called, long after both exist.
 */
export async function composeDomains(pool: Pool, settings: CompositionSettings) {
  const brand = await findBrand(pool, settings.brandCode);
  if (!brand) {
    throw new Error(
      `Brand "${settings.brandCode}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
    );
  }
  // Live events: the process's one LISTEN connection fanned out to the pages' streams (and to the
  // system's kept maintenance switch), and the one-use tickets that open a member's stream.
  const liveEvents = {
    hub: createLiveEventHub({ pool, brandId: brand.id }),
    tickets: createLiveTickets({ db: pool, brandId: brand.id }),
  };
  // Status, switches, field rules, lines, resources, the help centre and the banners.
  const system = createSystemDomain({
    pool,
    brand,
    settingsChanges: liveEvents.hub,
    payloadKey: settings.payloadKey,
    proxyTrust: settings.proxyTrust,
    countryHeader: settings.countryHeader,
  });
  // The inbox (the cashier and feedback send into this one), announcements, the operator's mail.
  const messages = createMessagesDomain({ pool, brandId: brand.id });
  // SMS and email codes; verification looks members up by name and number.
  const verification = createVerificationDomain({
    pool,
    brand,
    system: system.service,
    members: {
      isUsernameTaken: (username) => member.service.isUsernameTaken(username),
      hasAccountWithMobile: (mobile) => member.service.hasAccountWithMobile(mobile),
    },
    sms: settings.sms,
    email: settings.email,
    resendSeconds: settings.resendSeconds,
  });
  // Accounts, registration, passwords, profile, contacts, the payment password. A registration opens
  // a session and a password change ends the others: auth logs the members in.
  const member = createMemberDomain({
    pool,
    brandId: brand.id,
    system: system.service,
    codes: verification.service,
    sessions: {
      open: (memberId, context, how) => auth.service.openSession(memberId, context, how),
      checkCaptcha: (answer) => auth.service.checkCaptcha(answer, 'register'),
      passwordChanged: (memberId, keepSessionId) => auth.service.passwordChanged(memberId, keepSessionId),
      revokeAll: (memberId) => auth.service.revokeAllSessions(memberId, 'password'),
    },
    rateLimits: { credential: credentialRateLimit, code: smsRateLimit },
  });
  // The wallet: its ledger is the one place where balances change.
  const wallet = createWalletDomain({
    pool,
    brand,
    members: member.service,
    houseRecall: {
      round: (memberId, roundId) => house.history.round(memberId, roundId),
      adminRound: (roundId) => house.history.adminRound(roundId),
    },
    vendors: { list: () => vendorWallet.vendors.list() },
    games: { vendorsWithGames: () => games.catalog.vendorsWithGames() },
    merchantMode: system.service,
    // Adjustments above the threshold wait for a second operator (the operator domain's approvals).
    adjustmentApprovals: {
      find: (key, request) => operator.approvals.find('wallet.adjustment', key, request),
      ask: (key, request, context) =>
        operator.approvals.ask('wallet.adjustment', { idempotencyKey: key, request }, context),
    },
    adjustmentApprovalAbove: settings.adjustmentApprovalAbove ?? 10_000_000n,
    // The agent centre is composed below; the wallet asks it only when a member reads its funds.
    contracts: { of: (memberId) => agents.consolidatedContracts(memberId) },
  });
  // Sessions and logins; a login during a time-out or self-exclusion is refused by protection.
  const auth = createAuthDomain({
    pool,
    brand,
    payloadKey: settings.payloadKey,
    secretKey: settings.secretKey,
    members: member.service,
    system: system.service,
    verification: verification.service,
    messages: messages.service,
    admissionCheck: (memberId) => protection.service.assertLoginAllowed(memberId),
    social: settings.social,
    playMoney: wallet.playMoney,
  });
  // Player protection: every deposit and bet path asks it first; a break ends every session.
  const protection = createProtectionDomain({
    pool,
    brand,
    members: member.service,
    sessions: auth.service,
    ledger: wallet.ledger,
    credentialRateLimit,
  });
  // External vendors' seamless wallet (signed calls), their launch tokens, the operator's vendors.
  const vendorWallet = createVendorWalletDomain({
    pool,
    brand,
    ledger: wallet.ledger,
    rounds: wallet.rounds,
    members: member.service,
    secretKey: settings.secretKey,
    isSingleWallet: () => wallet.funds.isSingleWallet(),
    protection: protection.service,
    winNotices: { announceVendorWin },
  });
  // The house games (the originals and the PAPPU room, one money for both); big wins go on the board.
  const house = createHouseDomain({
    pool,
    brand,
    ledger: wallet.ledger,
    bets: wallet.rounds,
    protection: protection.service,
    winners: { notifyWinner, maskPlayer },
  });
  const winners = createWinnersDomain({ pool, brand });
  // The lottery's draws: the job that creates and draws them, the operator's results (issue 18).
  const lottery = createLotteryDomain({
    pool,
    brand,
    ledger: wallet.ledger,
    protection: protection.service,
    messages: messages.service,
    resultSource: settings.lotteryResultsFile ? jsonFileResultSource(settings.lotteryResultsFile) : undefined,
  });
  // HOT GAMES, the catalog's lobbies, favourites, recent games, the launch call.
  const games = createGamesDomain({
    pool,
    brand,
    memberSiteUrl: settings.memberSiteUrl,
    tokens: vendorWallet.tokens,
    vendors: vendorWallet.vendors,
  });
  const feedback = createFeedbackDomain({ pool, brandId: brand.id, messages: messages.service });
  const chat = createChatDomain({ pool, brand, protection: protection.service, members: member.service });
  // Deposits, bank accounts and withdrawals (held in the ledger, decided by the operator).
  const cashier = createCashierDomain({
    pool,
    brand,
    memberSiteUrl: settings.memberSiteUrl,
    payments: settings.payments,
    ledger: wallet.ledger,
    members: member.service,
    paymentPasswords: member.paymentPasswords,
    messages: messages.service,
    protection: protection.service,
    // A member's VIP level sets its withdrawal limits; rewards is built below, asked only at a request.
    withdrawalLimits: { limitsFor: (memberId) => rewards.withdrawalLimits.limitsFor(memberId) },
  });
  const vendorSimulator = settings.vendorSimulator
    ? createVendorSimulatorDomain({
        pool,
        brandId: brand.id,
        secretKey: settings.secretKey,
        settings: settings.vendorSimulator,
        vendors: vendorWallet.vendors,
      })
    : undefined;

  // The agent centre: the team, applications to become an agent, the operator's agent calls (issue 19).
  const agents = createAgentsDomain({
    pool,
    brand,
    team: member.team,
    figures: { wallet: wallet.teamFigures, lottery: lottery.teamFigures, cash: cashier.teamFigures },
    settlementSources: {
      wallet: wallet.teamFigures,
      lottery: lottery.teamFigures,
      cash: cashier.teamFigures,
      ledger: wallet.ledger,
    },
    paymentPasswords: member.paymentPasswords,
    links: member.registrationLinks,
    accounts: member.downlineAccounts,
    memberSiteUrl: settings.memberSiteUrl,
    commissionLedger: wallet.ledger,
    balances: wallet.ledger,
    messages: messages.service,
  });

  // Rewards: points earned on bets and deposits, the points mall (issue 20).
  const rewards = createRewardsDomain({
    pool,
    brand,
    pointsSources: {
      wallet: wallet.teamFigures,
      lottery: lottery.teamFigures,
      cash: cashier.teamFigures,
      ledger: wallet.ledger,
    },
    campaignSources: { wallet: wallet.teamFigures, cash: cashier.teamFigures },
    vipSources: { wallet: wallet.teamFigures, lottery: lottery.teamFigures, cash: cashier.teamFigures },
    rebateSources: { wallet: wallet.teamFigures, lottery: lottery.teamFigures },
    promotionSources: {
      wallet: wallet.teamFigures,
      cash: cashier.teamFigures,
      turnover: cashier.withdrawals,
    },
    referralSources: { wallet: wallet.teamFigures, cash: cashier.teamFigures, codes: member.referrals },
    memberSiteUrl: settings.memberSiteUrl,
    ledger: wallet.ledger,
    paymentPasswords: member.paymentPasswords,
    messages: messages.service,
  });

  const operator = createOperatorDomain({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    secretKey: settings.secretKey,
    approvedChanges: { 'wallet.adjustment': wallet.service.approvedAdjustment },
  });

  const domains = {
    operator,
    system,
    messages,
    verification,
    member,
    wallet,
    auth,
    protection,
    vendorWallet,
    house,
    lottery,
    agents,
    rewards,
    winners,
    games,
    feedback,
    chat,
    cashier,
    ...(vendorSimulator ? { vendorSimulator } : {}),
  };
  const withRoutes: Array<{ routes?: Plugin; adminRoutes?: Plugin }> = Object.values(domains);
  return {
    brand,
    domains,
    liveEvents,
    /** The calls of the member, agent and line sites: the same on each. */
    publicPlugins: [
      ...withRoutes.flatMap((domain) => (domain.routes ? [domain.routes] : [])),
      liveEventRoutes(liveEvents),
    ],
    /** The operator listener's calls: the operators' sign-in and every domain's operator calls. */
    operatorPlugins: withRoutes.flatMap((domain) => (domain.adminRoutes ? [domain.adminRoutes] : [])),
  };
}

export type Composition = Awaited<ReturnType<typeof composeDomains>>;
