import type {
  OperatorProtection,
  ProtectionBreak,
  ProtectionLimits,
  ProtectionPeriod,
  RealityCheck,
  SelfExclusionRequest,
  SetProtectionLimitsRequest,
} from '@lotus/contract/protection';
import { protectionLimitKinds, protectionPeriods } from '@lotus/contract/protection/schemas';
import { verifyPassword } from '../platform/crypto/password.ts';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool, PoolClient, Queryable } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { firstExceeded, limitsView, planLimitChange } from './limits.ts';
import type { BreakRow } from './tables.ts';
import {
  insertBreak,
  insertMissingLimits,
  lockMemberProtection,
  periodHours,
  selectBreakAndLimits,
  selectBreakInForce,
  selectBreaks,
  selectLimits,
  selectMembersWithBetChecks,
  selectSettings,
  updateLimit,
  upsertNoMarketing,
  upsertRealityCheck,
} from './tables.ts';
import { amountText, instantText } from './wording.ts';
import type { Ledger } from '../wallet/index.ts';

export interface DepositCheckOptions {
  /** The transaction that will write the deposit: the check then holds the member's lock in it. */
  within?: PoolClient;
  /** What the member's deposits still waiting for their money add up to, read on `db`. */
  pendingDeposits?: (db: Queryable) => Promise<bigint>;
}

/** What protection asks of the member domain: the account behind a session, or named by the operator. */
export interface ProtectionMembers {
  findForLogin(username: string): Promise<{ id: bigint; username: string } | undefined>;
  findForLoginById(id: bigint): Promise<{ password_hash: string; is_demo: boolean } | undefined>;
}

/** What protection asks of auth: ending every session of a member who starts a break. */
export interface ProtectionSessions {
  revokeAllSessions(memberId: bigint, reason: 'break'): Promise<unknown>;
}

/** What protection asks of the wallet's books: deposits and net loss per window, a session's net result. */
export type ProtectionBooks = Pick<Ledger, 'windowUsage' | 'netResultSince'>;

/** How many past breaks the operator's view lists. */
const operatorBreakHistory = 50;

function breakView(row: BreakRow): ProtectionBreak {
  return { kind: row.kind, startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString() };
}

/**
 * Player protection: limits on deposits and losses per rolling window, time-outs and
 * self-exclusions, the reality check. Every deposit path calls `assertDepositAllowed` and every bet
 * path `assertBetAllowed` before money moves; the login calls `assertLoginAllowed` before a session
 * opens. Nothing here lifts or shortens a break: it ends when its time is up.
 */
export function createProtectionService(deps: {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  members: ProtectionMembers;
  /** Ends every session of the member (auth's own revoke, not a copy of it). */
  sessions: ProtectionSessions;
  /** The books: deposits and net loss per window, the net result of a session. */
  ledger: ProtectionBooks;
}) {
  const { pool, brand, members, sessions, ledger } = deps;

  function breakRefusal(row: BreakRow): AppError {
    return new AppError(row.kind === 'self_exclusion' ? 'error_self_excluded' : 'error_timed_out', {
      params: { until: row.ends_at.toISOString(), untilText: instantText(row.ends_at, brand.time_zone) },
    });
  }

  /** Refuses anything while a time-out or self-exclusion is in force (error_timed_out, error_self_excluded). */
  async function assertLoginAllowed(memberId: bigint, db: Queryable = pool): Promise<void> {
    const inForce = await selectBreakInForce(db, memberId);
    if (inForce) throw breakRefusal(inForce);
  }

  function limitRefusal(
    code: 'error_deposit_limit_exceeded' | 'error_loss_limit_reached',
    exceeded: { period: ProtectionPeriod; limit: bigint; used: bigint; remaining: bigint },
  ): AppError {
    return new AppError(code, {
      params: {
        period: exceeded.period,
        days: periodHours[exceeded.period] / 24,
        limit: exceeded.limit.toString(),
        used: exceeded.used.toString(),
        remaining: exceeded.remaining.toString(),
        currency: brand.currency,
        remainingText: amountText(exceeded.remaining, brand.currency),
      },
    });
  }

  /**
   * A deposit of `amount` minor units may be credited: no break in force, and no deposit limit of
   * the 24 h, 7 d or 30 d window would be passed (deposits credited in the window plus this one).
   * Throws error_deposit_limit_exceeded with the window and what is left (params period, days,
   * limit, used, remaining, currency), or error_timed_out / error_self_excluded.
   */
  async function assertDepositAllowed(
    memberId: bigint,
    amount: bigint,
    options: DepositCheckOptions = {},
  ): Promise<void> {
    const db = options.within ?? pool;
    const { inForce, limits: rows } = await selectBreakAndLimits(db, memberId);
    if (inForce) throw breakRefusal(inForce);
    if (!rows.some((row) => row.kind === 'deposit' && row.amount !== null)) return;
    // Under the member's lock, two deposits asked at once queue: the second counts the first.
    if (options.within) await lockMemberProtection(options.within, memberId);
    const usage = await ledger.windowUsage(memberId, db);
    // Deposits asked for and not yet decided count in every window: each may still be credited.
    const pending = options.pendingDeposits ? await options.pendingDeposits(db) : 0n;
    const used = {
      '24h': usage.deposits['24h'] + pending,
      '7d': usage.deposits['7d'] + pending,
      '30d': usage.deposits['30d'] + pending,
    };
    const exceeded = firstExceeded(rows, 'deposit', used, amount);
    if (exceeded) throw limitRefusal('error_deposit_limit_exceeded', exceeded);
  }

  /**
   * A bet of `stake` minor units may be placed: no break in force, and the net loss of no window
   * (stakes minus wins) plus this stake would pass its loss limit. Throws error_loss_limit_reached
   * (params as for deposits), error_timed_out or error_self_excluded.
   *
   * Given the transaction that will post the stake (`within`), the member's protection row is locked
   * first: bets of one member then queue until each commits, and the next sees its stake, so bets
   * sent at once cannot all pass the limit together.
   */
  async function assertBetAllowed(memberId: bigint, stake: bigint, within?: PoolClient): Promise<void> {
    // Every read on the caller's connection: a transaction that waited for a second one from the
    // pool could wait forever once the pool is all transactions like it.
    const db = within ?? pool;
    const { inForce, limits: rows } = await selectBreakAndLimits(db, memberId);
    if (inForce) throw breakRefusal(inForce);
    if (!rows.some((row) => row.kind === 'loss' && row.amount !== null)) return;
    if (within) await lockMemberProtection(within, memberId);
    const usage = await ledger.windowUsage(memberId, db);
    const exceeded = firstExceeded(rows, 'loss', usage.netLoss, stake);
    if (exceeded) throw limitRefusal('error_loss_limit_reached', exceeded);
  }

  /**
   * Of these members, the ones a bet must go through assertBetAllowed for (a break in force or a loss
   * limit set), in one read on `db` (a group of bets' transaction): a bet of any other member is
   * allowed, as assertBetAllowed would find after the same read.
   */
  async function membersWithBetChecks(memberIds: bigint[], db: Queryable = pool): Promise<Set<bigint>> {
    if (memberIds.length === 0) return new Set();
    return new Set(await selectMembersWithBetChecks(db, memberIds));
  }

  async function limits(memberId: bigint): Promise<ProtectionLimits> {
    const rows = await selectLimits(pool, memberId);
    return limitsView(rows, await ledger.windowUsage(memberId), brand.currency);
  }

  /** Free-play accounts play with money that is not real: there is nothing for them to limit. */
  async function realMember(memberId: bigint) {
    const account = await members.findForLoginById(memberId);
    if (!account) throw new AppError('error_not_logged_in');
    if (account.is_demo) throw new AppError('error_operation_not_allowed');
    return account;
  }

  /** Changes the windows named in the request (null removes); see planLimitChange for when each applies. */
  async function setLimits(memberId: bigint, request: SetProtectionLimitsRequest): Promise<ProtectionLimits> {
    await realMember(memberId);
    await inTransaction(pool, async (client) => {
      await insertMissingLimits(client, memberId);
      const rows = await selectLimits(client, memberId, true);
      for (const kind of protectionLimitKinds) {
        const changes = request[kind];
        for (const period of protectionPeriods) {
          const value = changes?.[period];
          if (value === undefined) continue;
          const current = rows.find((row) => row.kind === kind && row.period === period);
          const plan = planLimitChange(current, value === null ? null : BigInt(value));
          await updateLimit(client, memberId, { kind, period, ...plan });
        }
      }
    });
    return limits(memberId);
  }

  /**
   * Starts a break now and ends every session of the member. A break already in force is never
   * shortened: a new one must end later than it (only reachable by a session opened before the
   * first one began, since a break refuses logins).
   */
  async function startBreak(
    memberId: bigint,
    length: { kind: 'time_out'; days: number } | { kind: 'self_exclusion'; months: number },
  ): Promise<ProtectionBreak> {
    const taken = await inTransaction(pool, async (client) => {
      await lockMemberProtection(client, memberId);
      const inForce = await selectBreakInForce(client, memberId);
      const row = await insertBreak(client, memberId, length);
      if (inForce && row.ends_at <= inForce.ends_at) throw breakRefusal(inForce);
      if (length.kind === 'self_exclusion') await upsertNoMarketing(client, memberId);
      return row;
    });
    // After the commit: from now on a login is refused, so no session opened later survives this.
    await sessions.revokeAllSessions(memberId, 'break');
    return breakView(taken);
  }

  async function takeTimeOut(memberId: bigint, days: number): Promise<ProtectionBreak> {
    await realMember(memberId);
    return startBreak(memberId, { kind: 'time_out', days });
  }

  /** Self-exclusion, with the login password typed again (error_wrong_password) and an explicit yes. */
  async function selfExclude(memberId: bigint, request: SelfExclusionRequest): Promise<ProtectionBreak> {
    const account = await realMember(memberId);
    if (!(await verifyPassword(account.password_hash, request.password)))
      throw new AppError('error_wrong_password');
    return startBreak(memberId, { kind: 'self_exclusion', months: request.months });
  }

  /** The reminder setting and the session so far: when it began and wins minus stakes since then. */
  async function realityCheck(memberId: bigint, sessionStartedAt: Date): Promise<RealityCheck> {
    const settings = await selectSettings(pool, memberId);
    const net = await ledger.netResultSince(memberId, sessionStartedAt);
    return {
      intervalMinutes: settings.reality_check_minutes,
      sessionStartedAt: sessionStartedAt.toISOString(),
      netResult: net.toString(),
      currency: brand.currency,
      serverTime: new Date().toISOString(),
    };
  }

  async function setRealityCheck(memberId: bigint, minutes: number | null): Promise<void> {
    await realMember(memberId);
    await upsertRealityCheck(pool, memberId, minutes);
  }

  /** False once the member has self-excluded: promotions and marketing messages skip them. */
  async function marketingAllowed(memberId: bigint): Promise<boolean> {
    return !(await selectSettings(pool, memberId)).no_marketing;
  }

  /** The operator's read-only view of a member's protection; the read is audited. */
  async function operatorView(username: string, context: OperatorContext): Promise<OperatorProtection> {
    const member = await members.findForLogin(username);
    if (!member) throw new AppError('error_account_not_found');
    const [limitState, breaks, inForce, settings] = [
      await limits(member.id),
      await selectBreaks(pool, member.id, operatorBreakHistory),
      await selectBreakInForce(pool, member.id),
      await selectSettings(pool, member.id),
    ];
    await insertAudit(pool, {
      brandId: brand.id,
      action: 'protection.view',
      context,
      target: `member ${member.username}`,
    });
    return {
      username: member.username,
      limits: limitState,
      inForce: inForce ? breakView(inForce) : null,
      breaks: breaks.map((row) => ({ ...breakView(row), active: row.active })),
      noMarketing: settings.no_marketing,
      realityCheckMinutes: settings.reality_check_minutes,
    };
  }

  return {
    assertDepositAllowed,
    assertBetAllowed,
    membersWithBetChecks,
    assertLoginAllowed,
    limits,
    setLimits,
    takeTimeOut,
    selfExclude,
    realityCheck,
    setRealityCheck,
    marketingAllowed,
    operatorView,
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
