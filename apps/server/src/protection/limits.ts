import type {
  ProtectionLimit,
  ProtectionLimitKind,
  ProtectionLimits,
  ProtectionPeriod,
} from '@lotus/contract/protection';
import { protectionPeriods } from '@lotus/contract/protection/schemas';
import type { WindowUsage } from '../wallet/index.ts';
import type { LimitRow } from './tables.ts';

/** Product notes: a raise (or a removal) of a limit waits this long; a decrease applies at once. */
export const raiseDelayHours = 24;

/** What one limit becomes: the value in force now, and the change left waiting (if any). */
export interface LimitPlan {
  amount: bigint | null;
  /** 'keep': the change already waiting stays, with its time; a number: a new wait of that many hours. */
  pending: { amount: bigint | null; startsIn: 'keep' | number } | null;
}

/**
 * The rule of limits: setting a limit where there was none, or lowering one, applies at once (and
 * drops any raise waiting); raising or removing one applies after 24 hours. Asking again for the
 * change that is already waiting keeps its time, so re-sending a form does not restart the clock;
 * asking for another raise starts a new 24 hours.
 */
export function planLimitChange(current: LimitRow | undefined, next: bigint | null): LimitPlan {
  const active = current?.amount ?? null;
  const waiting = current?.pending_from ? { amount: current.pending_amount } : null;
  if (active === null) return { amount: next, pending: null };
  if (next !== null && next <= active) return { amount: next, pending: null };
  const startsIn = waiting !== null && waiting.amount === next ? 'keep' : raiseDelayHours;
  return { amount: active, pending: { amount: next, startsIn } };
}

function limitView(row: LimitRow | undefined, used: bigint, remainingBase: bigint): ProtectionLimit {
  const limit = row?.amount ?? null;
  const remaining = limit === null ? null : limit - remainingBase;
  return {
    limit: limit === null ? null : limit.toString(),
    used: (used > 0n ? used : 0n).toString(),
    remaining: remaining === null ? null : (remaining > 0n ? remaining : 0n).toString(),
    pending: row?.pending_from
      ? {
          limit: row.pending_amount === null ? null : row.pending_amount.toString(),
          effectiveAt: row.pending_from.toISOString(),
        }
      : null,
  };
}

/**
 * The member's limits with what each window has used. A loss limit counts the net loss, so wins
 * in the window leave more room (a member ahead can stake more than the limit before losing it).
 */
export function limitsView(rows: LimitRow[], usage: WindowUsage, currency: string): ProtectionLimits {
  const find = (kind: ProtectionLimitKind, period: ProtectionPeriod) =>
    rows.find((row) => row.kind === kind && row.period === period);
  const byPeriod = (kind: ProtectionLimitKind) => {
    const entries = protectionPeriods.map((period) => {
      const used = kind === 'deposit' ? usage.deposits[period] : usage.netLoss[period];
      return [period, limitView(find(kind, period), used, used)] as const;
    });
    return Object.fromEntries(entries) as Record<ProtectionPeriod, ProtectionLimit>;
  };
  return { currency, deposit: byPeriod('deposit'), loss: byPeriod('loss') };
}

/** The window a movement of `amount` would break, the one with the least room left; none: allowed. */
export function firstExceeded(
  rows: LimitRow[],
  kind: ProtectionLimitKind,
  usedByPeriod: Record<ProtectionPeriod, bigint>,
  amount: bigint,
): { period: ProtectionPeriod; limit: bigint; used: bigint; remaining: bigint } | undefined {
  let worst: { period: ProtectionPeriod; limit: bigint; used: bigint; remaining: bigint } | undefined;
  for (const period of protectionPeriods) {
    const limit = rows.find((row) => row.kind === kind && row.period === period)?.amount ?? null;
    if (limit === null) continue;
    const used = usedByPeriod[period];
    const room = limit - used;
    const remaining = room > 0n ? room : 0n;
    if (amount > room && (worst === undefined || remaining < worst.remaining)) {
      worst = { period, limit, used: used > 0n ? used : 0n, remaining };
    }
  }
  return worst;
}
