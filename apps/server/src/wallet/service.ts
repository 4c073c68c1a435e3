import type {
  WalletAdjustment,
  WalletAdjustmentRequest,
  WalletBalance,
  WalletReconciliation,
} from '@lotus/contract/wallet';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool, PoolClient } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { describeAccount } from './ledger/service.ts';
import type { HouseAccountCode, Ledger } from './ledger/service.ts';
import { journalKeyUsed } from './tables.ts';

export type { HouseAccountCode } from './ledger/service.ts';

/** The house accounts other domains name. */
export const houseAccounts = {
  house: 'house',
  depositsClearing: 'deposits_clearing',
  withdrawalsClearing: 'withdrawals_clearing',
  bonusExpense: 'bonus_expense',
  rebateExpense: 'rebate_expense',
  agentCommissions: 'agent_commissions',
  jackpotPool: 'jackpot_pool',
  pointsIssued: 'points_issued',
} as const satisfies Record<string, HouseAccountCode>;

export interface AccountBalance {
  /** Minor units of `currency`. */
  balance: bigint;
  currency: string;
  updatedAt: Date;
}

/** What the wallet asks of the member domain: a member named by the operator. */
export interface WalletMembers {
  findForLogin(username: string): Promise<{ id: bigint; username: string } | undefined>;
}

/** Where an adjustment that needed a second operator stands. */
export interface AdjustmentApprovalState {
  id: bigint;
  status: 'pending' | 'approved' | 'rejected';
  /** The adjustment's answer once approved. */
  result: unknown;
}

/**
 * What the wallet asks of the operator domain's approvals for its adjustments: the approval asked
 * with a key (the same key with another request: error_conflict), and a new one.
 */
export interface AdjustmentApprovals {
  find(
    idempotencyKey: string,
    request: WalletAdjustmentRequest,
  ): Promise<AdjustmentApprovalState | undefined>;
  ask(
    idempotencyKey: string,
    request: WalletAdjustmentRequest,
    context: OperatorContext,
  ): Promise<AdjustmentApprovalState>;
}

type Done = Extract<WalletAdjustment, { status: 'done' }>;

/** The wallet domain: balances for the member, the operator's adjustments and reconciliation, over the ledger. */
export function createWalletService(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Ledger;
  members: WalletMembers;
  approvals: AdjustmentApprovals;
  /** Minor units: an adjustment moving more (either way) waits for a second operator. */
  approvalAbove: bigint;
}) {
  const { pool, brand, ledger, members, approvals, approvalAbove } = deps;

  /** A house account's exact balance, pending postings included (decision 0013). */
  function houseAccountBalance(code: HouseAccountCode): Promise<AccountBalance> {
    return ledger.systemBalance({ house: code });
  }

  /**
   * The member's main balance and points, as decimal strings of minor units; a free-play guest's
   * play money instead (decision 0018), flagged so every screen labels it.
   */
  async function memberBalance(member: { id: bigint; isDemo?: boolean }): Promise<WalletBalance> {
    const memberId = member.id;
    if (member.isDemo === true) {
      const play = await ledger.balanceOf(memberId, 'play');
      return { balance: play.balance.toString(), currency: play.currency, points: '0', playMoney: true };
    }
    const main = await ledger.balanceOf(memberId, 'main');
    const points = await ledger.balanceOf(memberId, 'points');
    return { balance: main.balance.toString(), currency: main.currency, points: points.balance.toString() };
  }

  const adjustmentKey = (request: WalletAdjustmentRequest) => `adjustment:${request.idempotencyKey}`;

  async function memberNamed(username: string): Promise<{ id: bigint; username: string }> {
    const member = await members.findForLogin(username);
    if (!member) throw new AppError('error_account_not_found');
    return member;
  }

  /**
   * The adjustment's journal and its audit row, in the caller's transaction: the member's main
   * balance before and after (the journal moved exactly `amount` on it). A replay writes neither.
   */
  async function postAdjustmentWithin(
    client: PoolClient,
    member: { id: bigint; username: string },
    request: WalletAdjustmentRequest,
    context: OperatorContext,
    approvalId?: bigint,
  ): Promise<Done> {
    const amount = BigInt(request.amount);
    const memberAccount = { memberId: member.id, kind: 'main' as const };
    const posted = await ledger.postWithin(client, {
      idempotencyKey: adjustmentKey(request),
      kind: 'adjustment',
      memo: request.reason,
      postings: [
        { account: memberAccount, amount },
        { account: { house: houseAccounts.house }, amount: -amount },
      ],
    });
    const after = posted.balances.find(
      (entry) => describeAccount(entry.account) === describeAccount(memberAccount),
    );
    const balance = after?.balance ?? 0n;
    const currency = after?.currency ?? brand.currency;
    if (!posted.replayed) {
      await insertAudit(client, {
        brandId: brand.id,
        action: 'wallet.adjustment',
        context,
        target: `member ${member.username}`,
        before: { balance: String(balance - amount), currency },
        after: { balance: String(balance), currency },
        detail: {
          amount: request.amount,
          reason: request.reason,
          idempotencyKey: request.idempotencyKey,
          journalId: String(posted.journalId),
          ...(approvalId === undefined ? {} : { approvalId: String(approvalId) }),
        },
      });
    }
    return {
      status: 'done',
      journalId: String(posted.journalId),
      replayed: posted.replayed,
      username: member.username,
      balance: balance.toString(),
      currency,
      ...(approvalId === undefined ? {} : { approvalId: String(approvalId) }),
    };
  }

  /** The adjustment at once, in its own transaction. */
  async function adjustNow(request: WalletAdjustmentRequest, context: OperatorContext): Promise<Done> {
    const member = await memberNamed(request.username);
    return inTransaction(pool, (client) => postAdjustmentWithin(client, member, request, context), {
      retries: 5,
    });
  }

  function answerOfApproval(approval: AdjustmentApprovalState): WalletAdjustment {
    const approvalId = String(approval.id);
    if (approval.status === 'pending') return { status: 'pending', approvalId };
    if (approval.status === 'rejected') return { status: 'rejected', approvalId };
    // Approved: the answer the adjustment gave then, as a replay.
    return { ...(approval.result as Done), replayed: true, approvalId };
  }

  /**
   * An operator's manual adjustment between the member's main wallet and the house account. Up to
   * the threshold (either way) it is made at once; above it nothing moves: it waits for a second
   * operator's approval (the operator domain keeps it; approving runs `approvedAdjustment`). The
   * same key again answers what became of the first request; with another request, error_conflict.
   */
  async function adjust(
    request: WalletAdjustmentRequest,
    context: OperatorContext,
  ): Promise<WalletAdjustment> {
    const asked = await approvals.find(request.idempotencyKey, request);
    if (asked) return answerOfApproval(asked);
    const amount = BigInt(request.amount);
    const needsApproval = (amount < 0n ? -amount : amount) > approvalAbove;
    // A key already spent by an adjustment made at once stays the ledger's to replay or refuse.
    if (needsApproval && !(await journalKeyUsed(pool, brand.id, adjustmentKey(request)))) {
      await memberNamed(request.username);
      return answerOfApproval(await approvals.ask(request.idempotencyKey, request, context));
    }
    return adjustNow(request, context);
  }

  /** The adjustment as a change the operator domain's approvals run once approved. */
  const approvedAdjustment = {
    summary(stored: unknown) {
      const request = stored as WalletAdjustmentRequest;
      return {
        username: request.username,
        amount: request.amount,
        currency: brand.currency,
        reason: request.reason,
      };
    },
    async prepare(stored: unknown, approvalId: bigint) {
      const request = stored as WalletAdjustmentRequest;
      const member = await memberNamed(request.username);
      return (client: PoolClient, context: OperatorContext) =>
        postAdjustmentWithin(client, member, request, context, approvalId);
    },
  };

  async function reconciliation(): Promise<WalletReconciliation> {
    const books = await ledger.reconcile();
    return {
      accountsChecked: books.accountsChecked,
      mismatches: books.mismatches.map((row) => ({
        accountId: String(row.accountId),
        account: describeAccount(row.account),
        balance: row.balance.toString(),
        postingsSum: row.postingsSum.toString(),
      })),
      totals: books.totals.map((row) => ({ currency: row.currency, total: row.total.toString() })),
      negativeMemberAccounts: books.negativeMemberAccounts,
      unbalancedJournals: books.unbalancedJournals,
      balanced: books.balanced,
    };
  }

  return { houseAccountBalance, memberBalance, adjust, approvedAdjustment, reconciliation };
}

export type WalletService = ReturnType<typeof createWalletService>;
