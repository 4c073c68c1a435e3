import type { Queryable } from '../database/pool.ts';
import type { DevDeliveryOptions } from './dev-gateway-delivery.ts';
import { createDevPaymentGateway } from './dev-gateway.ts';
import type { PaymentGateway } from './gateway.ts';

export interface PaymentSettings {
  /** PAYMENT_DEV_GATEWAY: serve and offer the development gateway (code `dev`). */
  devGateway: boolean;
  devSecret: string;
  devDefaults: DevDeliveryOptions;
  /** The member site's origin: the development gateway's pages are served there. */
  siteUrl: string;
}

/**
 * The payment gateways this deployment can use, by code. A real provider's adapter is added here
 * when its configuration is present; deposit channels name gateways by these codes.
 */
export function createPaymentGateways(db: Queryable, settings: PaymentSettings) {
  const gateways = new Map<string, PaymentGateway>();
  if (settings.devGateway) {
    const dev = createDevPaymentGateway({ db, secret: settings.devSecret, siteUrl: settings.siteUrl });
    gateways.set(dev.code, dev);
  }
  return {
    gateways,
    /** What the development gateway's own pages need, when it is on (see dev-gateway-routes.ts). */
    devGatewaySite: settings.devGateway
      ? { db, secret: settings.devSecret, defaults: settings.devDefaults }
      : undefined,
  };
}

export type PaymentGateways = ReturnType<typeof createPaymentGateways>;
