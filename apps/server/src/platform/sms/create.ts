import type { Queryable } from '../database/pool.ts';
import { createDevSmsGateway } from './dev-gateway.ts';
import type { SmsGateway } from './gateway.ts';
import { selectOutbox } from './outbox.ts';

export interface SmsSettings {
  gateway: 'dev';
  failRate: number;
  delayMs: number;
}

/** The gateway SMS_GATEWAY names, and the outbox the operator reads (the development one's table). */
export function createSms(db: Queryable, brandId: number, settings: SmsSettings) {
  const gateway: SmsGateway = createDevSmsGateway({
    db,
    brandId,
    failRate: settings.failRate,
    delayMs: settings.delayMs,
  });
  return {
    gateway,
    outbox: (query: { to: string | undefined; page: number; size: number }) =>
      selectOutbox(db, brandId, query),
  };
}

export type Sms = ReturnType<typeof createSms>;
