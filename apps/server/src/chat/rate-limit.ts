import { chatRules } from '@lotus/contract/values';

export interface ChatRateRules {
  /** Seconds a member waits after a message before the next. */
  minIntervalSeconds: number;
  /** Messages a member may send in any 60 seconds. */
  perMinute: number;
}

export const chatRateWindowSeconds = 60;

/**
 * How many whole seconds a member must wait before sending again, or undefined when they may send
 * now. `recent` are the member's sends within the last minute before `now`, newest first (at least
 * the latest `perMinute` of them), read from the database under the member's lock, so the rule holds
 * whichever server instance each send reaches.
 */
export function chatRetryAfterSeconds(
  now: Date,
  recent: readonly Date[],
  rules: ChatRateRules = chatRules,
): number | undefined {
  let waitMs = 0;
  const latest = recent[0];
  if (latest !== undefined) {
    waitMs = Math.max(waitMs, latest.getTime() + rules.minIntervalSeconds * 1000 - now.getTime());
  }
  // The oldest of the last `perMinute` sends must leave the window before one more fits in it.
  const oldestCounted = recent[rules.perMinute - 1];
  if (oldestCounted !== undefined) {
    waitMs = Math.max(waitMs, oldestCounted.getTime() + chatRateWindowSeconds * 1000 - now.getTime());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
}
