import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { challengeRoutes } from './auth/challenge/routes.ts';
import { securityRoutes } from './auth/security/routes.ts';
import { totpRoutes } from './auth/totp/routes.ts';
import { devProviderRoutes } from './auth/social/dev-provider-routes.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { contentRoutes } from './system/content/routes.ts';
import { announcementRoutes } from './messages/announcements/routes.ts';
import { catalogRoutes } from './games/catalog/routes.ts';
import { gamesRoutes } from './games/routes.ts';
import { emailResetRoutes } from './member/email-reset/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { profileRoutes } from './member/profile/routes.ts';
import { securityCentreRoutes } from './member/security-centre/routes.ts';
import type { Config } from './platform/config.ts';
import { trustProxySetting } from './platform/config.ts';
import type { Services } from './services.ts';
import { installCallGuards } from './platform/http/calls.ts';
import { operatorGuard } from './platform/http/operator-auth.ts';
import { systemRoutes } from './system/routes.ts';
import { verificationRoutes } from './verification/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { depositRoutes } from './cashier/deposits/routes.ts';
import { devGatewayRoutes } from './platform/payment/dev-gateway-routes.ts';
import { vendorSimulatorRoutes } from './vendor-simulator/routes.ts';
import { bankAccountRoutes } from './cashier/bank-accounts/routes.ts';
import { withdrawalRoutes } from './cashier/withdrawals/routes.ts';
import { consolidatedRoutes } from './wallet/consolidated/routes.ts';
import { walletRecordRoutes } from './wallet/records/routes.ts';
import { walletTransferRoutes } from './wallet/transfers/routes.ts';
import { protectionRoutes } from './protection/routes.ts';
import { betsRoutes } from './wallet/bets/routes.ts';
import { vendorTokenRoutes } from './vendor-wallet/tokens/routes.ts';
import { vendorWalletRoutes } from './vendor-wallet/routes.ts';
import { liveEventRoutes } from './platform/events/stream-routes.ts';
import { crashRoutes } from './house/crash/routes.ts';
import { houseRoutes } from './house/routes.ts';
import { winnersRoutes } from './winners/routes.ts';
import { chatRoutes } from './chat/routes.ts';

/** Every domain's routes, the same on each site. */
export function registerDomainRoutes(config: Config, services: Services) {
  return async (app: FastifyInstance) => {
    const proxyTrust = trustProxySetting(config.TRUST_PROXY);
    const operatorKeyGuard = operatorGuard(config.OPERATOR_API_KEY);
    installCallGuards(app, {
      authenticate: (request, options) => services.auth.authenticate(request, options),
      authorizeOperator: async (request) => {
        await operatorKeyGuard(request);
        return { requestId: request.id };
      },
      isInMaintenance: () => services.system.isInMaintenance(),
      payloadKey: config.PAYLOAD_KEY,
    });
    await app.register(
      systemRoutes({ system: services.system, proxyTrust, countryHeader: config.COUNTRY_HEADER }),
    );
    await app.register(authRoutes({ auth: services.auth, payloadKey: config.PAYLOAD_KEY }));
    await app.register(securityRoutes({ auth: services.auth }));
    await app.register(
      challengeRoutes({
        auth: services.auth,
        verification: services.verification,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(totpRoutes({ auth: services.auth, payloadKey: config.PAYLOAD_KEY }));
    await app.register(socialRoutes({ auth: services.auth, social: services.social }));
    if (services.devOAuthProvider) await app.register(devProviderRoutes(services.devOAuthProvider));
    await app.register(
      memberRoutes({
        members: services.members,
        auth: services.auth,
        system: services.system,
        verification: services.verification,
        emailReset: services.emailReset,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(
      emailResetRoutes({ emailReset: services.emailReset, verification: services.verification }),
    );
    await app.register(profileRoutes({ members: services.members, auth: services.auth }));
    await app.register(
      securityCentreRoutes({
        auth: services.auth,
        contacts: services.contacts,
        paymentPasswords: services.paymentPasswords,
        verification: services.verification,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(verificationRoutes({ verification: services.verification, system: services.system }));
    await app.register(contentRoutes({ content: services.content }));
    await app.register(announcementRoutes({ announcements: services.announcements, auth: services.auth }));
    await app.register(gamesRoutes({ games: services.games }));
    await app.register(
      catalogRoutes({
        catalog: services.gameCatalog.catalog,
        memberGames: services.gameCatalog.memberGames,
        launcher: services.gameCatalog.launcher,
        auth: services.auth,
      }),
    );
    await app.register(walletRoutes({ wallet: services.wallet, auth: services.auth }));
    await app.register(
      depositRoutes({ deposits: services.deposits, auth: services.auth, members: services.members }),
    );
    if (services.devPaymentGateway) await app.register(devGatewayRoutes(services.devPaymentGateway));
    if (services.vendorSimulator) {
      await app.register(vendorSimulatorRoutes({ simulator: services.vendorSimulator }));
    }
    await app.register(
      bankAccountRoutes({ bankAccounts: services.withdrawals.bankAccounts, auth: services.auth }),
    );
    await app.register(
      withdrawalRoutes({
        withdrawals: services.withdrawals.member,
        confirmation: services.withdrawals.confirmation,
        auth: services.auth,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(
      protectionRoutes({
        protection: services.protection,
        auth: services.auth,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(messageRoutes({ messages: services.messages, auth: services.auth }));
    await app.register(feedbackRoutes({ feedback: services.feedback }));
    await app.register(walletRecordRoutes({ records: services.walletRecords, auth: services.auth }));
    await app.register(consolidatedRoutes({ funds: services.funds, auth: services.auth }));
    await app.register(walletTransferRoutes({ transfers: services.walletTransfers, auth: services.auth }));
    await app.register(betsRoutes({ bets: services.bets, rounds: services.betRounds, auth: services.auth }));
    await app.register(
      liveEventRoutes({ hub: services.liveEvents, tickets: services.liveTickets, auth: services.auth }),
    );
    await app.register(crashRoutes({ crash: services.crash.service, auth: services.auth }));
    await app.register(vendorTokenRoutes({ tokens: services.vendorWallet.tokens, auth: services.auth }));
    await app.register(
      houseRoutes({
        play: services.house.play,
        seeds: services.house.seeds,
        history: services.house.history,
        settings: services.house.settings,
        auth: services.auth,
      }),
    );
    await app.register(winnersRoutes({ winners: services.house.winners }));
    await app.register(chatRoutes({ chat: services.chat.room, auth: services.auth }));
    await app.register(
      vendorWalletRoutes({
        vendorWallet: services.vendorWallet.wallet,
        vendors: services.vendorWallet.vendors,
      }),
    );
    await app.register(
      adminRoutes({
        operatorKey: config.OPERATOR_API_KEY,
        system: services.system,
        content: services.content,
        announcements: services.announcements,
        games: services.games,
        gameCatalog: services.gameCatalog.admin,
        members: services.members,
        sms: services.sms,
        email: services.email,
        wallet: services.wallet,
        deposits: services.deposits,
        withdrawals: services.withdrawals,
        funds: services.funds,
        protection: services.protection,
        vendors: services.vendorWallet.vendors,
        houseHistory: services.house.history,
        houseSettings: services.house.settings,
        betRounds: services.betRounds,
        chatModeration: services.chat.moderation,
        operatorMail: services.operatorMail,
        feedbackOperator: services.feedbackOperator,
      }),
    );
  };
}
