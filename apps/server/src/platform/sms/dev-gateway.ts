import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../database/pool.ts';
import type { SmsGateway, SmsMessage } from './gateway.ts';

/**
 * The development gateway: it sends nothing and writes each message to `sms_outbox`. It can be
 * made slow or unreliable (SMS_DEV_DELAY_MS, SMS_DEV_FAIL_RATE) so callers meet what a real
 * provider does to them.
 */
export function createDevSmsGateway(deps: {
  db: Queryable;
  brandId: number;
  failRate: number;
  delayMs: number;
}): SmsGateway {
  return {
    async send(message: SmsMessage) {
      if (deps.delayMs > 0) await sleep(deps.delayMs);
      if (deps.failRate > 0 && randomInt(1_000_000) < deps.failRate * 1_000_000) {
        throw new Error('development SMS gateway: simulated provider failure');
      }
      const { rows } = await deps.db.query<{ id: bigint }>(
        'insert into sms_outbox (brand_id, "to", text, purpose) values ($1, $2, $3, $4) returning id',
        [deps.brandId, message.to, message.text, message.purpose],
      );
      return { providerMessageId: `dev-${String(rows[0]?.id)}` };
    },
  };
}
