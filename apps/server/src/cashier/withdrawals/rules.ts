import type { Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { BankAccountRow } from '../bank-accounts/tables.ts';
import type { CashierLedger } from '../needs.ts';
import { selectBankAccount } from '../bank-accounts/tables.ts';
import { moneyText } from '../../platform/text/money-text.ts';
import type { WithdrawalRules } from './settings.ts';
import { selectTodayTotals } from './tables.ts';

export interface WithdrawalAsk {
  brandId: number;
  memberId: bigint;
  bankAccountId: bigint;
  amount: bigint;
  currency: string;
  timeZone: string;
  language: string;
}

/**
 * Every rule a withdrawal must pass before anything is held, in the order a member can act on them:
 * the account is the member's, the amount is within the minimum and the maximum per request,
 * today's count and amount (brand time zone) leave room, and no bonus turnover is outstanding.
 * Run once without a lock (so a refused request costs no payment-password try) and again under the
 * member's lock in the transaction that holds the money (so two requests cannot both use the room).
 */
export async function checkWithdrawalRules(
  db: Queryable,
  ask: WithdrawalAsk,
  rules: WithdrawalRules,
  ledger: Pick<CashierLedger, 'remainingTurnover'>,
): Promise<BankAccountRow> {
  const text = (amount: bigint) => moneyText(amount, ask.currency, ask.language);
  const account = await selectBankAccount(db, ask.brandId, ask.memberId, ask.bankAccountId);
  if (!account) throw new AppError('error_bank_account_not_found');
  if (ask.amount < rules.minAmount) {
    throw new AppError('error_withdrawal_below_minimum', {
      params: { minimum: rules.minAmount.toString(), minimumText: text(rules.minAmount) },
    });
  }
  if (ask.amount > rules.maxAmount) {
    throw new AppError('error_withdrawal_above_maximum', {
      params: { maximum: rules.maxAmount.toString(), maximumText: text(rules.maxAmount) },
    });
  }
  const today = await selectTodayTotals(db, ask.memberId, ask.timeZone);
  if (today.count >= rules.dailyCount) {
    throw new AppError('error_withdrawal_daily_count_reached', { params: { count: rules.dailyCount } });
  }
  if (today.amount + ask.amount > rules.dailyAmount) {
    const left = rules.dailyAmount > today.amount ? rules.dailyAmount - today.amount : 0n;
    throw new AppError('error_withdrawal_daily_amount_exceeded', {
      params: { remaining: left.toString(), remainingText: text(left) },
    });
  }
  const turnover = await ledger.remainingTurnover(ask.memberId, rules.turnoverMultiplier, db);
  if (turnover > 0n) {
    throw new AppError('error_turnover_requirement_unmet', {
      params: { remaining: turnover.toString(), remainingText: text(turnover) },
    });
  }
  return account;
}
