import type {
  ConfirmationKind,
  Withdrawal,
  WithdrawalConfirmationRequest,
  WithdrawalStatus,
} from '@lotus/contract/withdrawals';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { moneyText } from '../../platform/text/money-text.ts';
import { readProofImage } from './proof.ts';
import { selectWithdrawalRules } from './settings.ts';
import type { WithdrawalRow } from './tables.ts';
import { insertProof, markConfirmed, selectWithdrawal, sweepAutoReceipts } from './tables.ts';
import { withdrawalView } from './views.ts';

/** Each answer: the states it may come from and the state it leads to. */
const transitions: Record<
  WithdrawalConfirmationRequest['choice'],
  { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }
> = {
  received: { from: ['paid'], to: 'received' },
  partly_received: { from: ['paid'], to: 'partly_received' },
  not_received: { from: ['paid'], to: 'not_received' },
  // The rest of a partly or not received withdrawal arrived after all: the report is closed.
  all_received: { from: ['partly_received', 'not_received'], to: 'received' },
};

/**
 * The member's confirmation of a paid withdrawal (spec: received, partly received with the amount
 * that arrived, not received with a proof image for staff, all received). Every answer is one
 * conditional UPDATE, so it cannot race the auto-receipt sweep or a second answer into two states;
 * the same answer again answers the withdrawal as it is.
 */
export function createWithdrawalConfirmation(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;

  async function current(memberId: bigint, id: bigint): Promise<WithdrawalRow> {
    const row = await selectWithdrawal(pool, brand.id, id, memberId);
    if (!row) throw new AppError('error_withdrawal_not_found');
    return row;
  }

  function refusal(row: WithdrawalRow): AppError {
    if (row.status === 'auto_received') return new AppError('error_withdrawal_auto_received');
    return new AppError('error_withdrawal_not_awaiting_confirmation', { params: { status: row.status } });
  }

  function isRepeat(row: WithdrawalRow, request: WithdrawalConfirmationRequest): boolean {
    if (row.confirmation !== (request.choice as ConfirmationKind)) return false;
    if (request.choice === 'partly_received') return row.amount_received === BigInt(request.amountReceived);
    return true;
  }

  function checkAmountReceived(row: WithdrawalRow, amountReceived: bigint, language: string): void {
    if (amountReceived <= 0n || amountReceived >= row.amount) {
      throw new AppError('error_amount_received_invalid', {
        params: {
          maximum: row.amount.toString(),
          maximumText: moneyText(row.amount, row.currency, language),
        },
      });
    }
  }

  async function confirm(
    memberId: bigint,
    id: bigint,
    request: WithdrawalConfirmationRequest,
    language: string,
  ): Promise<Withdrawal> {
    const rules = await selectWithdrawalRules(pool, brand.id);
    const minutes = rules.autoReceiptMinutes;
    await sweepAutoReceipts(pool, brand.id, minutes, memberId);
    const before = await current(memberId, id);
    if (isRepeat(before, request)) return withdrawalView(before, minutes);
    const transition = transitions[request.choice];
    if (!transition.from.includes(before.status)) throw refusal(before);

    const change = {
      id,
      memberId,
      from: transition.from,
      status: transition.to,
      confirmation: request.choice,
      autoReceiptMinutes: minutes,
    };
    // What the answer carries, checked before anything is written.
    let amountReceived: bigint | null = null;
    let proofImage: string | undefined;
    if (request.choice === 'partly_received') {
      amountReceived = BigInt(request.amountReceived);
      checkAmountReceived(before, amountReceived, language);
      proofImage = request.proofImage;
    } else if (request.choice === 'not_received') {
      proofImage = request.proofImage;
    }
    const proof = proofImage === undefined ? null : readProofImage(proofImage);
    const applied = await inTransaction(pool, async (client) => {
      if (!(await markConfirmed(client, { ...change, amountReceived }))) return false;
      if (proof !== null) await insertProof(client, id, proof);
      return true;
    });
    const after = await current(memberId, id);
    if (!applied && !isRepeat(after, request)) throw refusal(after);
    return withdrawalView(after, minutes);
  }

  return { confirm };
}

export type WithdrawalConfirmationService = ReturnType<typeof createWithdrawalConfirmation>;
