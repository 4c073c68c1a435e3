import { createHash, randomBytes } from 'node:crypto';
import { showDevGatewayPayment } from '@lotus/contract/deposits';
import type { Queryable } from '../database/pool.ts';
import { insertDevPayment } from './dev-gateway-tables.ts';
import { verifyDevNotification } from './dev-gateway-wire.ts';
import type { PaymentGateway } from './gateway.ts';

export const devGatewayCode = 'dev';

/** Where the development gateway's hosted page lives (served by this server, see dev-gateway-routes.ts). */
export const devGatewayPayPath = showDevGatewayPayment.path.replace('/:token', '');

export function devTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * The development payment gateway, the merchant's side of it: it records each payment in its own
 * table and answers the URL of its hosted page; notifications are checked with the shared secret,
 * as a real provider's would be. The hosted page and the notification sender stand in for the
 * provider's systems (dev-gateway-routes.ts).
 */
export function createDevPaymentGateway(deps: {
  db: Queryable;
  secret: string;
  /** The origin the hosted page is served from (the member site). */
  siteUrl: string;
}): PaymentGateway {
  return {
    code: devGatewayCode,
    async createPayment(request) {
      const token = randomBytes(32).toString('base64url');
      const gatewayReference = `DEV${randomBytes(8).toString('hex').toUpperCase()}`;
      await insertDevPayment(deps.db, {
        tokenHash: devTokenHash(token),
        gatewayReference,
        merchantReference: request.merchantReference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        notifyUrl: request.notifyUrl,
        returnUrl: request.returnUrl,
      });
      return { paymentUrl: `${deps.siteUrl}${devGatewayPayPath}/${token}`, gatewayReference };
    },
    verifyNotification: (rawBody, headers) => verifyDevNotification(rawBody, headers, deps.secret),
  };
}
