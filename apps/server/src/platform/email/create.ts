import type { Queryable } from '../database/pool.ts';
import { createDevEmailGateway } from './dev-gateway.ts';
import type { EmailGateway } from './gateway.ts';
import { selectEmailOutbox } from './outbox.ts';

export interface EmailSettings {
  gateway: 'dev';
  failRate: number;
  delayMs: number;
}

/** The gateway EMAIL_GATEWAY names, and the outbox the operator reads (the development one's table). */
export function createEmail(db: Queryable, brandId: number, settings: EmailSettings) {
  const gateway: EmailGateway = createDevEmailGateway({
    db,
    brandId,
    failRate: settings.failRate,
    delayMs: settings.delayMs,
  });
  return {
    gateway,
    outbox: (query: { to: string | undefined; page: number; size: number }) =>
      selectEmailOutbox(db, brandId, query),
  };
}

export type Email = ReturnType<typeof createEmail>;
