import type { OperatorWithdrawal, WithdrawalDecision, WithdrawalStatus } from '@lotus/contract/withdrawals';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { announceCashierChange } from '../cashier-live.ts';
import type { CashierJournal, CashierLedger, CashierMessages } from '../needs.ts';
import { selectWithdrawalRules } from './settings.ts';
import type { WithdrawalRow } from './tables.ts';
import {
  lockWithdrawal,
  markPaid,
  markRejected,
  selectProof,
  selectWithdrawal,
  selectWithdrawalPage,
  sweepAutoReceipts,
} from './tables.ts';
import { operatorWithdrawalView } from './views.ts';

type Decision = 'approve' | 'reject';

/**
 * The operator's side: the queue by status, each withdrawal with the member's confirmation and
 * proof, and the two decisions. A decision locks the withdrawal's row, so two operators (or one
 * double click) on the same withdrawal take turns: the first decides, a repeat of the same decision
 * answers it again (`replayed`), and the other decision is refused by name
 * (error_withdrawal_already_rejected / error_withdrawal_already_paid). The ledger journal, the state,
 * the audit row and the member's message are written in one transaction.
 */
export function createWithdrawalOperator(deps: {
  pool: Pool;
  brand: { id: number };
  ledger: Pick<CashierLedger, 'postWithin'>;
  messages: CashierMessages;
}) {
  const { pool, brand, ledger, messages } = deps;

  async function minutes(): Promise<number> {
    return (await selectWithdrawalRules(pool, brand.id)).autoReceiptMinutes;
  }

  async function view(id: bigint, autoReceiptMinutes: number): Promise<OperatorWithdrawal> {
    const row = await selectWithdrawal(pool, brand.id, id);
    if (!row) throw new AppError('error_withdrawal_not_found');
    return operatorWithdrawalView(row, autoReceiptMinutes);
  }

  async function list(query: {
    status?: WithdrawalStatus | undefined;
    username?: string | undefined;
    page: number;
    size: number;
  }) {
    const autoReceiptMinutes = await minutes();
    await sweepAutoReceipts(pool, brand.id, autoReceiptMinutes);
    const { rows, total } = await selectWithdrawalPage(
      pool,
      { brandId: brand.id, memberId: null, status: query.status ?? null, username: query.username ?? null },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => operatorWithdrawalView(row, autoReceiptMinutes)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async function get(id: bigint): Promise<OperatorWithdrawal> {
    const autoReceiptMinutes = await minutes();
    await sweepAutoReceipts(pool, brand.id, autoReceiptMinutes);
    return view(id, autoReceiptMinutes);
  }

  function journalOf(decision: Decision, row: WithdrawalRow): CashierJournal {
    const member = { memberId: row.member_id, kind: 'main' as const };
    const clearing = { house: 'withdrawals_clearing' as const };
    // Paid: the hold leaves through the operator's bank (deposits_clearing); rejected: it goes back.
    const postings: CashierJournal['postings'] =
      decision === 'approve'
        ? [
            { account: clearing, amount: -row.amount },
            { account: { house: 'deposits_clearing' }, amount: row.amount },
          ]
        : [
            { account: clearing, amount: -row.amount },
            { account: member, amount: row.amount },
          ];
    return {
      idempotencyKey: `withdrawal:${row.id}:${decision === 'approve' ? 'paid' : 'release'}`,
      kind: decision === 'approve' ? 'withdrawal_paid' : 'withdrawal_release',
      memo: `withdrawal ${row.id}`,
      postings,
    };
  }

  async function decideWithin(
    client: PoolClient,
    id: bigint,
    decision: Decision,
    reason: string | null,
    context: OperatorContext,
    autoReceiptMinutes: number,
  ): Promise<boolean> {
    const locked = await lockWithdrawal(client, brand.id, id);
    if (!locked) throw new AppError('error_withdrawal_not_found');
    if (decision === 'approve' && locked.status === 'rejected') {
      throw new AppError('error_withdrawal_already_rejected');
    }
    if (decision === 'reject' && locked.status !== 'pending' && locked.status !== 'rejected') {
      throw new AppError('error_withdrawal_already_paid');
    }
    // Decided this way already (paid, and perhaps confirmed since; or rejected): nothing moves again.
    if (locked.status !== 'pending') return true;
    const row = await selectWithdrawal(client, brand.id, id);
    if (!row) throw new AppError('error_withdrawal_not_found');
    await ledger.postWithin(client, journalOf(decision, row));
    const changed =
      decision === 'approve' ? await markPaid(client, id) : await markRejected(client, id, reason ?? '');
    if (!changed) throw new Error('a locked pending withdrawal could not change state');
    await announceCashierChange(client, {
      brandId: brand.id,
      memberId: row.member_id,
      kind: 'withdrawal',
      id,
      status: decision === 'approve' ? 'paid' : 'rejected',
    });
    const after = await selectWithdrawal(client, brand.id, id);
    await insertAudit(client, {
      brandId: brand.id,
      action: decision === 'approve' ? 'cashier.withdrawal.approved' : 'cashier.withdrawal.rejected',
      context,
      target: `withdrawal ${id}`,
      before: operatorWithdrawalView(row, autoReceiptMinutes),
      after: after && operatorWithdrawalView(after, autoReceiptMinutes),
      ...(reason === null ? {} : { detail: { reason } }),
    });
    await messages.sendWithin(client, {
      memberId: row.member_id,
      kind: decision === 'approve' ? 'withdrawal_approved' : 'withdrawal_rejected',
      params: {
        amount: row.amount.toString(),
        currency: row.currency,
        date: new Date().toISOString(),
        withdrawalId: String(id),
        ...(reason === null ? {} : { reason }),
      },
    });
    return false;
  }

  async function decide(
    id: bigint,
    decision: Decision,
    reason: string | null,
    context: OperatorContext,
  ): Promise<WithdrawalDecision> {
    const autoReceiptMinutes = await minutes();
    const replayed = await inTransaction(
      pool,
      (client) => decideWithin(client, id, decision, reason, context, autoReceiptMinutes),
      {
        retries: 5,
      },
    );
    return { replayed, withdrawal: await get(id) };
  }

  /** Pays the withdrawal: the hold leaves the clearing account; the member is told. */
  function approve(id: bigint, context: OperatorContext): Promise<WithdrawalDecision> {
    return decide(id, 'approve', null, context);
  }

  /** Rejects it with a reason: the hold goes back to the member's wallet; the member is told why. */
  function reject(id: bigint, reason: string, context: OperatorContext): Promise<WithdrawalDecision> {
    return decide(id, 'reject', reason, context);
  }

  /** The member's proof image (viewing it is audited: it shows someone's bank screen). */
  async function proof(id: bigint, context: OperatorContext) {
    const found = await selectProof(pool, brand.id, id);
    if (!found) throw new AppError('error_not_found');
    await insertAudit(pool, {
      brandId: brand.id,
      action: 'cashier.withdrawal.proof_viewed',
      context,
      target: `withdrawal ${id}`,
    });
    return { mediaType: found.media_type, image: found.image };
  }

  return { list, get, approve, reject, proof };
}

export type WithdrawalOperator = ReturnType<typeof createWithdrawalOperator>;
