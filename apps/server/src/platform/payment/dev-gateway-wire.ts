import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentNotification } from './gateway.ts';
import { PaymentNotificationRefused, paymentOutcomes } from './gateway.ts';

/** The header that carries the notification's signature: hex HMAC-SHA256 of the raw body. */
export const devSignatureHeader = 'x-dev-gateway-signature';

/** The development gateway's notification body, as it travels (amounts as decimal strings). */
const notificationWireSchema = z.object({
  notificationId: z.string().min(1).max(100),
  gatewayReference: z.string().min(1).max(64),
  merchantReference: z.string().min(1).max(64),
  status: z.enum(paymentOutcomes),
  amount: z.string().regex(/^[1-9]\d{0,18}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().max(200).nullable(),
  sentAt: z.string(),
});
export type DevNotificationWire = z.infer<typeof notificationWireSchema>;

export function signDevBody(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** The body and its signature header, as the gateway sends them. */
export function devNotificationRequest(
  notification: DevNotificationWire,
  secret: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(notification);
  return {
    body,
    headers: { 'content-type': 'application/json', [devSignatureHeader]: signDevBody(body, secret) },
  };
}

/** Checks the signature over the exact bytes received, then the format; throws when either fails. */
export function verifyDevNotification(
  rawBody: Buffer,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  secret: string,
): PaymentNotification {
  const given = headers[devSignatureHeader];
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) {
    throw new PaymentNotificationRefused('signature', 'missing or malformed signature');
  }
  const expected = Buffer.from(signDevBody(rawBody, secret), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) {
    throw new PaymentNotificationRefused('signature', 'signature does not match the body');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentNotificationRefused('format', 'body is not JSON');
  }
  const result = notificationWireSchema.safeParse(parsed);
  if (!result.success) throw new PaymentNotificationRefused('format', 'body is not a notification');
  const wire = result.data;
  return {
    notificationId: wire.notificationId,
    gatewayReference: wire.gatewayReference,
    merchantReference: wire.merchantReference,
    status: wire.status,
    amount: BigInt(wire.amount),
    currency: wire.currency,
    reason: wire.reason,
  };
}
