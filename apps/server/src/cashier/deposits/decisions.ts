import type { DepositDecision } from '@lotus/contract/deposits';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentNotification } from '../../platform/payment/gateway.ts';
import { announceCashierChange } from '../cashier-live.ts';
import type { CashierLedger, CashierMessages } from '../needs.ts';
import type { DepositRow } from './tables.ts';
import {
  insertNotification,
  selectDeposit,
  selectGatewayDepositForUpdate,
  updateDepositDecision,
} from './tables.ts';
import { operatorDepositView } from './views.ts';

/** What a gateway notification did; the first two changed the deposit. */
export type NotificationOutcome =
  | 'credited'
  | 'failed'
  | 'duplicate'
  | 'ignored_decided'
  | 'amount_mismatch'
  | 'reference_mismatch'
  | 'unknown_deposit';

/**
 * Deciding deposits. The state machine: pending -> credited | rejected | failed, and failed ->
 * credited when the gateway's signed 'paid' arrives after all; nothing else.
 * Every decision takes the deposit's row lock first, so two deciders (two operators, a gateway's
 * duplicate notifications, an operator and a gateway) queue on it and the second sees the first's
 * result: one credit at most, and a decided deposit never changes again. The credit is the
 * ledger's journal `deposit:<id>` (member main +a, deposits_clearing -a) and the member's message,
 * in the same transaction as the status.
 */
export function createDepositDecisions(deps: {
  pool: Pool;
  brand: { id: number };
  ledger: Pick<CashierLedger, 'postWithin'>;
  messages: CashierMessages;
}) {
  const { pool, brand, ledger, messages } = deps;

  /** The member's deposit list follows the decision live (delivered when the transaction commits). */
  function announced(client: PoolClient, row: DepositRow, status: DepositRow['status']): Promise<void> {
    return announceCashierChange(client, {
      brandId: brand.id,
      memberId: row.member_id,
      kind: 'deposit',
      id: row.id,
      status,
    });
  }

  async function creditWithin(client: PoolClient, row: DepositRow, decidedBy: string): Promise<bigint> {
    const posted = await ledger.postWithin(client, {
      idempotencyKey: `deposit:${row.id}`,
      kind: 'deposit',
      memo: `deposit ${row.reference}`,
      postings: [
        { account: { memberId: row.member_id, kind: 'main' }, amount: row.amount },
        { account: { house: 'deposits_clearing' }, amount: -row.amount },
      ],
    });
    await updateDepositDecision(client, row.id, {
      status: 'credited',
      reason: null,
      journalId: posted.journalId,
      decidedBy,
    });
    await announced(client, row, 'credited');
    await messages.sendWithin(client, {
      memberId: row.member_id,
      kind: 'deposit_arrived',
      params: {
        amount: row.amount.toString(),
        currency: row.currency,
        date: new Date().toISOString(),
        reference: row.reference,
      },
    });
    return posted.journalId;
  }

  async function refuseWithin(
    client: PoolClient,
    row: DepositRow,
    decision: { status: 'rejected' | 'failed'; reason: string; decidedBy: string },
  ): Promise<void> {
    await updateDepositDecision(client, row.id, { ...decision, journalId: null });
    await announced(client, row, decision.status);
    await messages.sendWithin(client, {
      memberId: row.member_id,
      kind: 'deposit_failed',
      params: {
        amount: row.amount.toString(),
        currency: row.currency,
        date: new Date().toISOString(),
        reason: decision.reason,
        reference: row.reference,
      },
    });
  }

  /** Locks a deposit the operator may decide: a bank transfer of this brand. */
  async function lockForOperator(client: PoolClient, id: bigint): Promise<DepositRow> {
    const row = await selectDeposit(client, brand.id, id, { forUpdate: true });
    if (!row) throw new AppError('error_deposit_not_found');
    if (row.kind === 'gateway') throw new AppError('error_deposit_decided_by_gateway');
    return row;
  }

  /** The deposit as the operator's decision left it, read in the decision's transaction (the audit's after). */
  async function decidedView(client: PoolClient, id: bigint) {
    const row = await selectDeposit(client, brand.id, id);
    return row ? operatorDepositView(row) : null;
  }

  async function answer(id: bigint, changed: boolean): Promise<DepositDecision> {
    const row = await selectDeposit(pool, brand.id, id);
    if (!row) throw new AppError('error_deposit_not_found');
    return { deposit: operatorDepositView(row), changed };
  }

  /** The operator saw the transfer arrive: credit it. Again on a credited one changes nothing. */
  async function confirm(id: bigint, context: OperatorContext): Promise<DepositDecision> {
    const changed = await inTransaction(
      pool,
      async (client) => {
        const row = await lockForOperator(client, id);
        if (row.status === 'credited') return false;
        if (row.status !== 'pending') throw new AppError('error_deposit_already_rejected');
        const journalId = await creditWithin(client, row, 'operator');
        await insertAudit(client, {
          brandId: brand.id,
          action: 'cashier.deposit.confirm',
          context,
          target: `deposit ${row.id}`,
          before: operatorDepositView(row),
          after: await decidedView(client, id),
          detail: { journalId: journalId.toString() },
        });
        return true;
      },
      { retries: 5 },
    );
    return answer(id, changed);
  }

  /** The operator found no such transfer: reject it with a reason. Again on a rejected one changes nothing. */
  async function reject(id: bigint, reason: string, context: OperatorContext): Promise<DepositDecision> {
    const changed = await inTransaction(
      pool,
      async (client) => {
        const row = await lockForOperator(client, id);
        if (row.status === 'rejected') return false;
        if (row.status !== 'pending') throw new AppError('error_deposit_already_credited');
        await refuseWithin(client, row, { status: 'rejected', reason, decidedBy: 'operator' });
        await insertAudit(client, {
          brandId: brand.id,
          action: 'cashier.deposit.reject',
          context,
          target: `deposit ${row.id}`,
          before: operatorDepositView(row),
          after: await decidedView(client, id),
          detail: { reason },
        });
        return true;
      },
      { retries: 5 },
    );
    return answer(id, changed);
  }

  function outcomeFor(row: DepositRow | undefined, notification: PaymentNotification): NotificationOutcome {
    if (!row) return 'unknown_deposit';
    // A payment of ours recorded under another gateway id is not this payment.
    if (row.gateway_reference !== null && row.gateway_reference !== notification.gatewayReference) {
      return 'reference_mismatch';
    }
    if (row.amount !== notification.amount || row.currency !== notification.currency)
      return 'amount_mismatch';
    if (row.status === 'pending') return notification.status === 'paid' ? 'credited' : 'failed';
    // A signed 'paid' means the money reached the gateway: it credits a deposit the gateway (or its
    // silence) failed before, so 'paid' and 'failed' end the same in either order of arrival.
    if (row.status === 'failed' && notification.status === 'paid') return 'credited';
    const same =
      (row.status === 'credited' && notification.status === 'paid') ||
      (row.status === 'failed' && notification.status === 'failed');
    // A late 'failed' after 'paid' changes nothing; the log keeps it.
    return same ? 'duplicate' : 'ignored_decided';
  }

  /**
   * A verified gateway notification: decides the pending deposit it names, and records what it did
   * whatever that was (in the same transaction). Repeats and late arrivals change nothing.
   */
  async function applyNotification(
    gatewayCode: string,
    notification: PaymentNotification,
  ): Promise<{ outcome: NotificationOutcome; depositId: bigint | null }> {
    return inTransaction(
      pool,
      async (client) => {
        const row = await selectGatewayDepositForUpdate(
          client,
          brand.id,
          gatewayCode,
          notification.merchantReference,
        );
        const outcome = outcomeFor(row, notification);
        const decidedBy = `gateway:${gatewayCode}`;
        if (row && outcome === 'credited') await creditWithin(client, row, decidedBy);
        if (row && outcome === 'failed') {
          await refuseWithin(client, row, {
            status: 'failed',
            reason: notification.reason ?? 'The payment did not go through',
            decidedBy,
          });
        }
        await insertNotification(client, brand.id, {
          gatewayCode,
          notificationId: notification.notificationId,
          depositId: row?.id ?? null,
          gatewayReference: notification.gatewayReference,
          merchantReference: notification.merchantReference,
          status: notification.status,
          amount: notification.amount,
          currency: notification.currency,
          outcome,
        });
        return { outcome, depositId: row?.id ?? null };
      },
      { retries: 5 },
    );
  }

  /** A gateway that never took the payment: the deposit fails at once (no message: the member is told). */
  async function failUnstarted(id: bigint, gatewayCode: string): Promise<void> {
    await inTransaction(pool, async (client) => {
      const row = await selectDeposit(client, brand.id, id, { forUpdate: true });
      if (row?.status !== 'pending') return;
      await updateDepositDecision(client, id, {
        status: 'failed',
        reason: 'The payment gateway did not answer',
        journalId: null,
        decidedBy: `gateway:${gatewayCode}`,
      });
      await announced(client, row, 'failed');
    });
  }

  return { confirm, reject, applyNotification, failUnstarted };
}

export type DepositDecisions = ReturnType<typeof createDepositDecisions>;
