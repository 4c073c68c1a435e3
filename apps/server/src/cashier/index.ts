import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { createPaymentGateways } from '../platform/payment/create.ts';
import type { DevDeliveryOptions } from '../platform/payment/dev-gateway-delivery.ts';
import { devGatewayRoutes } from '../platform/payment/dev-gateway-routes.ts';
import { bankAccountRoutes } from './bank-accounts/routes.ts';
import { createBankAccounts } from './bank-accounts/service.ts';
import { adminDepositRoutes } from './deposits/admin-routes.ts';
import { createDepositChannels } from './deposits/channels.ts';
import { createDepositDecisions } from './deposits/decisions.ts';
import { depositRoutes } from './deposits/routes.ts';
import { createDepositService } from './deposits/service.ts';
import type {
  CashierBrand,
  CashierLedger,
  CashierMembers,
  CashierMessages,
  CashierPaymentPasswords,
  DepositProtection,
  WithdrawalLevelLimits,
} from './needs.ts';
import { adminWithdrawalRoutes } from './withdrawals/admin-routes.ts';
import { createWithdrawalConfirmation } from './withdrawals/confirmation.ts';
import { createWithdrawalOperator } from './withdrawals/operator.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';
import { createWithdrawals } from './withdrawals/service.ts';
import { createWithdrawalSettings } from './withdrawals/settings.ts';
import { startAutoReceiptSweep } from './withdrawals/sweep.ts';
import { createCashTeamFigures } from './team-figures/service.ts';

export type {
  CashierAccount,
  CashierBrand,
  CashierJournal,
  CashierLedger,
  CashierMembers,
  CashierMessages,
  CashierPaymentPasswords,
  DepositProtection,
  WithdrawalLevelLimits,
} from './needs.ts';

/** PAYMENT_* configuration (docs/deposits.md). */
export interface DepositSettings {
  /** PAYMENT_DEV_GATEWAY. */
  devGateway: boolean;
  /** PAYMENT_DEV_GATEWAY_SECRET: signs the development gateway's notifications. */
  devSecret: string;
  /** PAYMENT_DEV_GATEWAY_DELAY_MS and PAYMENT_DEV_GATEWAY_DUPLICATES. */
  devDefaults: DevDeliveryOptions;
  /** PAYMENT_NOTIFY_BASE_URL: this server as gateways reach it. */
  notifyBaseUrl: string;
}

/** What the cashier needs: its brand and settings, and of other domains only these narrow shapes. */
export interface CashierNeeds {
  pool: Pool;
  brand: CashierBrand;
  /** The member site's origin: payers come back there, and the development gateway's pages live there. */
  memberSiteUrl: string;
  /** Deposits' payment gateways (PAYMENT_*); without it none but bank transfers. */
  payments: DepositSettings | undefined;
  /** The wallet's ledger: every deposit credit and withdrawal hold, payment and release. */
  ledger: CashierLedger;
  /** The member service: free play or real money, the real name and setting it. */
  members: CashierMembers;
  /** The member's payment password, checked before a withdrawal. */
  paymentPasswords: CashierPaymentPasswords;
  /** The inbox, written in the same transaction as the money. */
  messages: CashierMessages;
  /** Player protection, asked before every deposit. */
  protection: DepositProtection;
  /** The member's VIP level's withdrawal limits; without it the brand's rules alone. */
  withdrawalLimits?: WithdrawalLevelLimits;
}

/**
 * The cashier: deposits (channels, bank transfers the operator confirms, payment gateways and their
 * notifications), bank accounts, and withdrawals (requests held in the ledger, the operator's
 * decisions, the member's confirmation, the auto-receipt). Each service is built once here.
 */
export function createCashierDomain(needs: CashierNeeds) {
  const { pool, brand, ledger, members, messages } = needs;
  const settings = needs.payments ?? {
    devGateway: false,
    devSecret: '',
    devDefaults: { delayMs: 0, duplicates: 0 },
    notifyBaseUrl: needs.memberSiteUrl,
  };
  const payments = createPaymentGateways(pool, {
    devGateway: settings.devGateway,
    devSecret: settings.devSecret,
    devDefaults: settings.devDefaults,
    siteUrl: needs.memberSiteUrl,
  });
  const channels = createDepositChannels({ pool, brand, gateways: payments.gateways });
  const deposits = createDepositService({
    pool,
    brand,
    members,
    channels,
    decisions: createDepositDecisions({ pool, brand, ledger, messages }),
    gateways: payments.gateways,
    protection: needs.protection,
    urls: { notifyBaseUrl: settings.notifyBaseUrl, memberSiteUrl: needs.memberSiteUrl },
  });
  const bankAccounts = createBankAccounts({ pool, brandId: brand.id, members });
  const withdrawals = createWithdrawals({
    pool,
    brand,
    ledger,
    paymentPasswords: needs.paymentPasswords,
    levelLimits: needs.withdrawalLimits,
  });
  const confirmation = createWithdrawalConfirmation({ pool, brand });
  const withdrawalOperator = createWithdrawalOperator({ pool, brand, ledger, messages });
  const withdrawalSettings = createWithdrawalSettings({ pool, brandId: brand.id });
  /** The development gateway's own pages, when it runs (PAYMENT_DEV_GATEWAY). */
  const devGatewaySite = payments.devGatewaySite;

  return {
    deposits,
    /** A team's deposits and withdrawals by day (the agent centre's overview). */
    teamFigures: createCashTeamFigures({ pool, brandId: brand.id }),
    bankAccounts,
    withdrawals,
    confirmation,
    withdrawalOperator,
    withdrawalSettings,
    /** Starts this instance's auto-receipt timer; answers the function that stops it. */
    startAutoReceiptSweep: (logger: Logger, intervalMs?: number) =>
      startAutoReceiptSweep({
        pool,
        brandId: brand.id,
        logger,
        ...(intervalMs === undefined ? {} : { intervalMs }),
      }),
    /** The member's calls, the gateways' notifications and the development gateway's pages. */
    routes: async (app: FastifyInstance) => {
      await app.register(depositRoutes({ deposits, members }));
      if (devGatewaySite) await app.register(devGatewayRoutes(devGatewaySite));
      await app.register(bankAccountRoutes({ bankAccounts }));
      await app.register(withdrawalRoutes({ withdrawals, confirmation }));
    },
    /** The operator's calls: channels, deposits to decide, notifications, withdrawals and settings. */
    adminRoutes: async (app: FastifyInstance) => {
      await app.register(adminDepositRoutes({ deposits }));
      await app.register(
        adminWithdrawalRoutes({ operator: withdrawalOperator, settings: withdrawalSettings }),
      );
    },
  };
}

export type CashierDomain = ReturnType<typeof createCashierDomain>;
export type { DepositService } from './deposits/service.ts';
export type { BankAccounts } from './bank-accounts/service.ts';
export type { Withdrawals } from './withdrawals/service.ts';
export type { CashTeamFigures } from './team-figures/service.ts';
