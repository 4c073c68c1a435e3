import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../database/pool.ts';
import type { EmailGateway, EmailMessage } from './gateway.ts';

/**
 * The development gateway: it sends nothing and writes each email to `email_outbox`, where the
 * operator API and the tests read it. Like the SMS one it can be made slow or unreliable
 * (EMAIL_DEV_DELAY_MS, EMAIL_DEV_FAIL_RATE).
 */
export function createDevEmailGateway(deps: {
  db: Queryable;
  brandId: number;
  failRate: number;
  delayMs: number;
}): EmailGateway {
  return {
    async send(message: EmailMessage) {
      if (deps.delayMs > 0) await sleep(deps.delayMs);
      if (deps.failRate > 0 && randomInt(1_000_000) < deps.failRate * 1_000_000) {
        throw new Error('development email gateway: simulated provider failure');
      }
      const { rows } = await deps.db.query<{ id: bigint }>(
        `insert into email_outbox (brand_id, "to", subject, text, purpose)
         values ($1, $2, $3, $4, $5) returning id`,
        [deps.brandId, message.to, message.subject, message.text, message.purpose],
      );
      return { providerMessageId: `dev-mail-${String(rows[0]?.id)}` };
    },
  };
}
