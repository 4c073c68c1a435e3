import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DevPaymentRow } from './dev-gateway-tables.ts';
import { devNotificationRequest } from './dev-gateway-wire.ts';

/** How the development gateway misbehaves on purpose, so the merchant's handler meets it in tests. */
export interface DevDeliveryOptions {
  /** Wait this long before notifying (the payer is sent back first and sees the deposit pending). */
  delayMs: number;
  /** Send this many extra copies of each notification, all at once. */
  duplicates: number;
}

/** Pauses between attempts when the merchant does not answer 2xx, as real gateways retry. */
const retryPausesMs = [250, 1000, 4000] as const;
const requestTimeoutMs = 10_000;

async function postUntilTaken(
  url: string,
  request: { body: string; headers: Record<string, string> },
  log: FastifyBaseLogger,
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      log.warn({ url, status: response.status, attempt }, 'dev gateway: notification not taken');
    } catch (error) {
      log.warn({ url, reason: (error as Error).message, attempt }, 'dev gateway: notification not delivered');
    }
    const pause = retryPausesMs[attempt];
    if (pause === undefined) return false;
    await sleep(pause);
  }
}

/**
 * Sends the signed notification of a decided payment to the merchant's notify URL by a real HTTP
 * POST, with the extra copies asked for. Without a delay it resolves once every copy was answered
 * (so the payer comes back to a decided deposit); with one it returns at once and sends later.
 */
export function deliverDevNotification(
  payment: DevPaymentRow,
  deps: { secret: string; log: FastifyBaseLogger; options: DevDeliveryOptions },
): Promise<void> {
  const request = devNotificationRequest(
    {
      notificationId: `${payment.gateway_reference}:${payment.status}`,
      gatewayReference: payment.gateway_reference,
      merchantReference: payment.merchant_reference,
      status: payment.status === 'paid' ? 'paid' : 'failed',
      amount: payment.amount.toString(),
      currency: payment.currency,
      reason: payment.status === 'paid' ? null : 'The payer cancelled the payment',
      sentAt: new Date().toISOString(),
    },
    deps.secret,
  );
  const send = async () => {
    const copies = Array.from({ length: 1 + deps.options.duplicates }, () =>
      postUntilTaken(payment.notify_url, request, deps.log),
    );
    const taken = await Promise.all(copies);
    if (!taken.some(Boolean)) deps.log.error({ payment: payment.gateway_reference }, 'dev gateway: gave up');
  };
  if (deps.options.delayMs <= 0) return send();
  const timer = setTimeout(() => void send(), deps.options.delayMs);
  // A pending notification must not keep a stopping process alive.
  timer.unref();
  return Promise.resolve();
}
