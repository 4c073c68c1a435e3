import type { CommissionAccount, FundCommissionAccount } from '@lotus/contract/agent-contracts';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import type { AgentCommissionLedger } from '../needs.ts';
import { selectPaidTotals } from './tables.ts';

/**
 * The agent commissions account, the house account every contract payout comes from (decision
 * 0023): the operator reads it and funds it from the house, once per key, audited.
 */
export function createCommissionAccount(deps: {
  pool: Pool;
  brandId: number;
  ledger: AgentCommissionLedger;
}) {
  const { pool, brandId, ledger } = deps;

  async function read(): Promise<CommissionAccount> {
    const [account, paid] = await Promise.all([
      ledger.systemBalance({ house: 'agent_commissions' }),
      selectPaidTotals(pool, brandId, new Date(Date.now() - 30 * 86_400_000)),
    ]);
    return {
      balance: account.balance.toString(),
      currency: account.currency,
      paidTotal: paid.total.toString(),
      paidLast30Days: paid.recent.toString(),
    };
  }

  async function fund(request: FundCommissionAccount, context: OperatorContext): Promise<CommissionAccount> {
    const amount = BigInt(request.amount);
    await inTransaction(pool, async (client) => {
      const posted = await ledger.postWithin(client, {
        idempotencyKey: `agent-commissions-fund:${request.idempotencyKey}`,
        kind: 'adjustment',
        memo: request.reason,
        postings: [
          { account: { house: 'agent_commissions' }, amount },
          { account: { house: 'house' }, amount: -amount },
        ],
      });
      if (!posted.replayed) {
        await insertAudit(client, {
          brandId,
          action: 'agent.commissionAccount.fund',
          context,
          target: 'agent commissions account',
          after: { amount: request.amount },
          detail: { reason: request.reason, journalId: posted.journalId.toString() },
        });
      }
    });
    return read();
  }

  return { read, fund };
}

export type CommissionAccountService = ReturnType<typeof createCommissionAccount>;
