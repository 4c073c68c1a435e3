import { createAuthService } from './auth/service.ts';
import { resolveProviders } from './auth/social/providers.ts';
import type { SocialSettings } from './auth/social/providers.ts';
import { createSocialService } from './auth/social/service.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import { createContentService } from './system/content/service.ts';
import { createAnnouncementService } from './messages/announcements/service.ts';
import { createGameCatalogDomain } from './games/catalog/domain.ts';
import { createGamesService } from './games/service.ts';
import { createMemberContacts } from './member/contacts/service.ts';
import { createEmailReset } from './member/email-reset/service.ts';
import { createPaymentPasswords } from './member/payment-password/service.ts';
import { createMemberService } from './member/service.ts';
import { createMessageService } from './messages/service.ts';
import { createOperatorMail } from './messages/mail/service.ts';
import { createFeedbackService } from './feedback/service.ts';
import { createFeedbackOperator } from './feedback/operator.ts';
import { createProtectionService } from './protection/service.ts';
import type { Pool } from './platform/database/pool.ts';
import { createEmail } from './platform/email/create.ts';
import type { EmailSettings } from './platform/email/create.ts';
import { createSms } from './platform/sms/create.ts';
import type { SmsSettings } from './platform/sms/create.ts';
import { createSystemService } from './system/service.ts';
import { selectBrand } from './system/tables.ts';
import { createVerificationService } from './verification/service.ts';
import { createLedger } from './wallet/ledger/service.ts';
import { createWalletService } from './wallet/service.ts';
import { createWithdrawalDomain } from './cashier/withdrawals/domain.ts';
import { createDepositDomain } from './cashier/deposits/domain.ts';
import type { DepositSettings } from './cashier/deposits/domain.ts';
import { createConsolidatedFunds } from './wallet/consolidated/service.ts';
import { createWalletRecords } from './wallet/records/service.ts';
import { createWalletTransfers } from './wallet/transfers/service.ts';
import { createBetsService } from './wallet/bets/service.ts';
import { createBetRounds } from './wallet/bet-rounds/service.ts';
import { createVendorWalletDomain } from './vendor-wallet/domain.ts';
import { createLiveEventHub } from './platform/events/live-event-hub.ts';
import { createLiveTickets } from './platform/events/live-tickets.ts';
import { createCrashDomain } from './house/crash/domain.ts';
import { createHouseMoney } from './house/money/service.ts';
import { createHouseDomain } from './house/domain.ts';
import { createVendorSimulator } from './vendor-simulator/simulator.ts';
import { createChatDomain } from './chat/domain.ts';
import type { SimulatorSettings } from './vendor-simulator/settings.ts';

/** The domain services of one process, built once and shared by every site. */
export async function createServices(
  pool: Pool,
  options: {
    brandCode: string;
    memberSiteUrl: string;
    payloadKey: string;
    secretKey: string;
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
  },
) {
  const brand = await selectBrand(pool, options.brandCode);
  if (!brand) {
    throw new Error(
      `Brand "${options.brandCode}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
    );
  }
  const system = createSystemService({ pool, brand, payloadKey: options.payloadKey });
  // The one place where balances change; other domains move money through it.
  const ledger = createLedger({ pool, brand });
  const members = createMemberService({ pool, brandId: brand.id, system });
  const sms = createSms(pool, brand.id, options.sms);
  const email = createEmail(pool, brand.id, options.email);
  const verification = createVerificationService({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    members,
    system,
    sms: sms.gateway,
    email: email.gateway,
    resendSeconds: options.resendSeconds,
  });
  const funds = createConsolidatedFunds({ pool, brand, ledger });
  // The security centre's parts need the verification domain, which needs the member service.
  const securityDeps = { pool, brandId: brand.id, system, verification };
  // Auth refuses a login during a time-out or self-exclusion; protection ends every session when one
  // starts. Each needs the other, so auth is handed the check as a function that runs long after both exist.
  const auth = createAuthService({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    members,
    system,
    verification,
    box: createSecretBox(options.secretKey),
    admissionCheck: (memberId) => protection.assertLoginAllowed(memberId),
  });
  // Player protection: every deposit and bet path asks it first (assertDepositAllowed, assertBetAllowed).
  const protection = createProtectionService({ pool, brand, members, sessions: auth, ledger });
  // Deposits: channels, bank transfers confirmed by the operator, payment gateways' notifications.
  const depositDomain = createDepositDomain({
    pool,
    brand,
    ledger,
    members,
    messages: createMessageService({ pool, brandId: brand.id }),
    protection,
    memberSiteUrl: options.memberSiteUrl,
    settings: options.payments,
  });
  // External vendors' seamless wallet API (signed calls), their launch tokens, the operator's vendors.
  const vendorWallet = createVendorWalletDomain({
    pool,
    brand,
    ledger,
    members,
    secretKey: options.secretKey,
    isSingleWallet: () => funds.isSingleWallet(),
    protection,
  });
  // The house games' domain: its recall also serves the betting record's round details.
  const house = createHouseDomain({ pool, brand, ledger, protection });
  return {
    system,
    members,
    contacts: createMemberContacts(securityDeps),
    paymentPasswords: createPaymentPasswords(securityDeps),
    emailReset: createEmailReset(securityDeps),
    sms,
    email,
    verification,
    auth,
    protection,
    social: createSocialService({
      pool,
      brandId: brand.id,
      secretKey: options.secretKey,
      members,
      system,
      providers: resolveProviders({
        google: undefined,
        facebook: undefined,
        developmentProvider: false,
        ...options.social,
        secretKey: options.secretKey,
      }),
    }),
    /** The development OAuth provider's store, when it is served (OAUTH_DEV_PROVIDER). */
    devOAuthProvider:
      options.social?.developmentProvider === true ? { db: pool, secretKey: options.secretKey } : undefined,
    content: createContentService({ pool, brandId: brand.id }),
    // The home page's notice line and popups (B, H, PU, PL, PR), and the operator's changes.
    announcements: createAnnouncementService({ pool, brandId: brand.id }),
    games: createGamesService({ pool, brandId: brand.id, memberSiteUrl: options.memberSiteUrl }),
    ledger,
    wallet: createWalletService({ pool, brand, ledger, members }),
    // The inbox: the cashier sends into it inside its money-moving transactions.
    messages: createMessageService({ pool, brandId: brand.id }),
    // The operator's mail to one member, a group or all (one statement per mailing).
    operatorMail: createOperatorMail({ pool, brandId: brand.id }),
    // Feedback and complaints: the member's side, and the operator's (an answer lands in the inbox).
    feedback: createFeedbackService({ pool, brandId: brand.id }),
    feedbackOperator: createFeedbackOperator({
      pool,
      brandId: brand.id,
      messages: createMessageService({ pool, brandId: brand.id }),
    }),
    // The member's records over the ledger, the consolidated funds and the merchant-wallet mode, and
    // transfers to vendor wallets where the brand is not single-wallet.
    walletRecords: createWalletRecords({ pool, brand: { id: brand.id, timeZone: brand.time_zone }, ledger }),
    funds,
    walletTransfers: createWalletTransfers({
      pool,
      brand,
      ledger,
      isSingleWallet: () => funds.isSingleWallet(),
    }),
    vendorWallet,
    // The games catalog: lobbies, favourites, recent games, the launch call, the operator's catalog.
    gameCatalog: createGameCatalogDomain({
      pool,
      brand,
      memberSiteUrl: options.memberSiteUrl,
      tokens: vendorWallet.tokens,
    }),
    // The member's betting record and profit and loss, over the bets (one row per round).
    bets: createBetsService({ pool, brand }),
    // Each round's details (game recall of every game), the member's and the operator's.
    betRounds: createBetRounds({ pool, brand, houseHistory: house.history }),
    // Live events: the process's one LISTEN connection fanned out to the pages' streams, and the
    // one-use tickets that open a member's stream.
    liveEvents: createLiveEventHub({ pool, brandId: brand.id }),
    liveTickets: createLiveTickets({ db: pool, brandId: brand.id }),
    // PAPPU, the multiplayer Crash room; its leader loop is started (and stopped) by start.ts.
    crash: createCrashDomain({
      pool,
      brand,
      money: createHouseMoney({ pool, brand, ledger, protection }),
    }),
    // The house games (Lotus Originals): money (shared with the PAPPU room), plays, seeds, recall, winners.
    house,
    // The member site's chat room (members write, the operator deletes and mutes; live topic `chat`).
    chat: createChatDomain({ pool, brand, protection, members }),
    deposits: depositDomain.deposits,
    /** The vendor simulator's pages and rounds, when it runs (VENDOR_SIMULATOR). */
    vendorSimulator: options.vendorSimulator
      ? createVendorSimulator({
          pool,
          brandId: brand.id,
          secretKey: options.secretKey,
          settings: options.vendorSimulator,
        })
      : undefined,
    /** The development payment gateway's own pages, when it runs (PAYMENT_DEV_GATEWAY). */
    devPaymentGateway: depositDomain.devGatewaySite,
    // Withdrawals: bank accounts, requests (held in the ledger), confirmation, the operator's side.
    withdrawals: createWithdrawalDomain({
      pool,
      brand,
      ledger,
      members,
      paymentPasswords: createPaymentPasswords(securityDeps),
      messages: createMessageService({ pool, brandId: brand.id }),
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
