import type { MemberService } from '../../member/service.ts';
import type { Pool } from '../../platform/database/pool.ts';
import type { DevDeliveryOptions } from '../../platform/payment/dev-gateway-delivery.ts';
import { createPaymentGateways } from '../../platform/payment/create.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';
import { createDepositChannels } from './channels.ts';
import { createDepositDecisions } from './decisions.ts';
import type { DepositMessages } from './decisions.ts';
import { createDepositService } from './service.ts';
import type { DepositProtection } from './service.ts';

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

/** Deposits with their payment gateways, built once per process. */
export function createDepositDomain(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Ledger;
  members: Pick<MemberService, 'findForLoginById' | 'challengeContacts'>;
  messages: DepositMessages;
  protection: DepositProtection;
  memberSiteUrl: string;
  settings: DepositSettings | undefined;
}) {
  const settings = deps.settings ?? {
    devGateway: false,
    devSecret: '',
    devDefaults: { delayMs: 0, duplicates: 0 },
    notifyBaseUrl: deps.memberSiteUrl,
  };
  const payments = createPaymentGateways(deps.pool, {
    devGateway: settings.devGateway,
    devSecret: settings.devSecret,
    devDefaults: settings.devDefaults,
    siteUrl: deps.memberSiteUrl,
  });
  const channels = createDepositChannels({ pool: deps.pool, brand: deps.brand, gateways: payments.gateways });
  const decisions = createDepositDecisions({
    pool: deps.pool,
    brand: deps.brand,
    ledger: deps.ledger,
    messages: deps.messages,
  });
  const deposits = createDepositService({
    pool: deps.pool,
    brand: deps.brand,
    members: deps.members,
    channels,
    decisions,
    gateways: payments.gateways,
    protection: deps.protection,
    urls: { notifyBaseUrl: settings.notifyBaseUrl, memberSiteUrl: deps.memberSiteUrl },
  });
  return { deposits, devGatewaySite: payments.devGatewaySite };
}
