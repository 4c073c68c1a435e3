import type {
  WalletAdjustment,
  WalletAdjustmentRequest,
  WalletBalance,
  WalletReconciliation,
} from '@lotus/contract/wallet';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { describeAccount } from './ledger/service.ts';
import type { HouseAccountCode, Ledger } from './ledger/service.ts';
import { selectHouseAccount } from './tables.ts';

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

/** The wallet domain: balances for the member, the operator's adjustments and reconciliation, over the ledger. */
export function createWalletService(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: Ledger;
  members: WalletMembers;
}) {
  const { pool, brand, ledger, members } = deps;

  async function houseAccountBalance(code: HouseAccountCode): Promise<AccountBalance> {
    const row = await selectHouseAccount(pool, brand.id, code);
    // An account that was never opened has never been funded: it holds nothing, as of now.
    if (!row) return { balance: 0n, currency: brand.currency, updatedAt: new Date() };
    return { balance: row.balance, currency: row.currency, updatedAt: row.updated_at };
  }

  /** The member's main balance and points, as decimal strings of minor units. */
  async function memberBalance(memberId: bigint): Promise<WalletBalance> {
    const main = await ledger.balanceOf(memberId, 'main');
    const points = await ledger.balanceOf(memberId, 'points');
    return { balance: main.balance.toString(), currency: main.currency, points: points.balance.toString() };
  }

  /**
   * An operator's manual adjustment between the member's main wallet and the house account, with
   * its audit row in the same transaction. A replay writes neither again.
   */
  async function adjust(
    request: WalletAdjustmentRequest,
    context: OperatorContext,
  ): Promise<WalletAdjustment> {
    const member = await members.findForLogin(request.username);
    if (!member) throw new AppError('error_account_not_found');
    const amount = BigInt(request.amount);
    const memberAccount = { memberId: member.id, kind: 'main' as const };
    const result = await inTransaction(
      pool,
      async (client) => {
        const posted = await ledger.postWithin(client, {
          idempotencyKey: `adjustment:${request.idempotencyKey}`,
          kind: 'adjustment',
          memo: request.reason,
          postings: [
            { account: memberAccount, amount },
            { account: { house: houseAccounts.house }, amount: -amount },
          ],
        });
        if (!posted.replayed) {
          await insertAudit(client, {
            brandId: brand.id,
            action: 'wallet.adjustment',
            detail: {
              username: member.username,
              memberId: String(member.id),
              amount: request.amount,
              reason: request.reason,
              idempotencyKey: request.idempotencyKey,
              journalId: String(posted.journalId),
            },
            context,
          });
        }
        return posted;
      },
      { retries: 5 },
    );
    const after = result.balances.find(
      (entry) => describeAccount(entry.account) === describeAccount(memberAccount),
    );
    return {
      journalId: String(result.journalId),
      replayed: result.replayed,
      username: member.username,
      balance: (after?.balance ?? 0n).toString(),
      currency: after?.currency ?? brand.currency,
    };
  }

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

  return { houseAccountBalance, memberBalance, adjust, reconciliation };
}

export type WalletService = ReturnType<typeof createWalletService>;
