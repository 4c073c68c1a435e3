import type {
  Withdrawal,
  WithdrawalListQuery,
  WithdrawalOverview,
  WithdrawalPage,
  WithdrawalRequest,
} from '@lotus/contract/withdrawals';
import { requestWithdrawal } from '@lotus/contract/withdrawals';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertSameRequest, requestFingerprint } from '../../platform/idempotency/fingerprint.ts';
import type { CashierMemberRow } from '../bank-accounts/tables.ts';
import type {
  CashierBrand,
  CashierLedger,
  CashierPaymentPasswords,
  WithdrawalLevelLimits,
} from '../needs.ts';
import { selectCashierMember } from '../bank-accounts/tables.ts';
import { checkWithdrawalRules } from './rules.ts';
import type { WithdrawalAsk } from './rules.ts';
import { selectWithdrawalRules } from './settings.ts';
import type { WithdrawalRules } from './settings.ts';
import type { WithdrawalRow } from './tables.ts';
import {
  insertWithdrawal,
  selectTodayTotals,
  selectWithdrawal,
  selectWithdrawalByKey,
  selectWithdrawalPage,
  sweepAutoReceipts,
} from './tables.ts';
import { withdrawalView } from './views.ts';

function isKeyViolation(error: unknown): boolean {
  const failure = error as { code?: string; constraint?: string };
  return failure.code === '23505' && failure.constraint === 'withdrawals_member_key';
}

/**
 * The member's side of withdrawals: the overview the withdraw screen opens with, the request (the
 * amount held at once, in the transaction that writes the withdrawal), and the member's list.
 * Reads apply the auto-receipt first, so a withdrawal past its time never shows as waiting.
 */
export function createWithdrawals(deps: {
  pool: Pool;
  brand: CashierBrand;
  ledger: CashierLedger;
  paymentPasswords: CashierPaymentPasswords;
  levelLimits?: WithdrawalLevelLimits | undefined;
}) {
  const { pool, brand, ledger, paymentPasswords } = deps;

  /** The brand's rules, with the daily count and amount of the member's VIP level where it sets them. */
  async function memberRules(memberId: bigint): Promise<WithdrawalRules> {
    const rules = await selectWithdrawalRules(pool, brand.id);
    const level = await deps.levelLimits?.limitsFor(memberId);
    return {
      ...rules,
      dailyCount: level?.dailyCount ?? rules.dailyCount,
      dailyAmount: level?.dailyAmount ?? rules.dailyAmount,
    };
  }

  async function cashierMember(memberId: bigint): Promise<CashierMemberRow> {
    const member = await selectCashierMember(pool, brand.id, memberId);
    if (!member) throw new AppError('error_not_logged_in');
    // Free-play accounts never hold real money, so they never take any out.
    if (member.is_demo) throw new AppError('error_operation_not_allowed');
    return member;
  }

  /** The same key again: the first withdrawal when it asked the same, a conflict otherwise. */
  function replay(existing: WithdrawalRow, fingerprint: Buffer, minutes: number): Withdrawal {
    assertSameRequest(existing.request_hash, fingerprint);
    return withdrawalView(existing, minutes);
  }

  /** The valid bets the member must still make before a withdrawal (the reward centre shows it). */
  async function turnoverRemaining(memberId: bigint): Promise<bigint> {
    const rules = await selectWithdrawalRules(pool, brand.id);
    return ledger.remainingTurnover(memberId, rules.turnoverMultiplier);
  }

  async function overview(memberId: bigint): Promise<WithdrawalOverview> {
    const member = await cashierMember(memberId);
    const rules = await memberRules(memberId);
    const main = await ledger.balanceOf(memberId, 'main');
    const today = await selectTodayTotals(pool, memberId, brand.time_zone);
    const turnover = await ledger.remainingTurnover(memberId, rules.turnoverMultiplier);
    const leftToday = today.count >= rules.dailyCount ? 0n : rules.dailyAmount - today.amount;
    const candidates = [main.balance, rules.maxAmount, leftToday];
    const available = candidates.reduce((least, value) => (value < least ? value : least));
    return {
      balance: main.balance.toString(),
      currency: main.currency,
      limits: {
        minAmount: rules.minAmount.toString(),
        maxAmount: rules.maxAmount.toString(),
        dailyCount: rules.dailyCount,
        dailyAmount: rules.dailyAmount.toString(),
      },
      today: { count: today.count, amount: today.amount.toString() },
      available: (available > 0n ? available : 0n).toString(),
      turnoverRemaining: turnover.toString(),
      turnoverMultiplier: rules.turnoverMultiplier,
      paymentPasswordSet: member.payment_password_set,
      autoReceiptMinutes: rules.autoReceiptMinutes,
    };
  }

  /**
   * A withdrawal: the rules (account, limits, turnover) and the balance first, then the payment
   * password (its wrong tries count to its lock), then one transaction under the member's lock that
   * checks the rules again, writes the row and holds the amount in the ledger
   * (`withdrawal:<id>:hold`). The ledger refuses to take a member below zero, so requests at once
   * can never hold more than the balance. The same idempotency key answers the first withdrawal.
   */
  async function request(memberId: bigint, form: WithdrawalRequest, language: string): Promise<Withdrawal> {
    await cashierMember(memberId);
    const rules = await memberRules(memberId);
    const ask: WithdrawalAsk = {
      brandId: brand.id,
      memberId,
      bankAccountId: BigInt(form.bankAccountId),
      amount: BigInt(form.amount),
      currency: brand.currency,
      timeZone: brand.time_zone,
      language,
    };
    // What was asked: the account and the amount (the payment password proves who asks; it is not
    // part of the request, and no hash of it is kept).
    const fingerprint = requestFingerprint(requestWithdrawal, form, ['paymentPassword']);
    const existing = await selectWithdrawalByKey(pool, brand.id, memberId, form.idempotencyKey);
    if (existing) return replay(existing, fingerprint, rules.autoReceiptMinutes);

    await checkWithdrawalRules(pool, ask, rules, ledger);
    const { balance } = await ledger.balanceOf(memberId, 'main');
    if (balance < ask.amount) throw new AppError('error_insufficient_funds');
    await paymentPasswords.verifyPaymentPassword(memberId, form.paymentPassword, language);

    let id: bigint;
    try {
      id = await inTransaction(
        pool,
        async (client) => {
          await selectCashierMember(client, brand.id, memberId, { lock: true });
          const first = await selectWithdrawalByKey(client, brand.id, memberId, form.idempotencyKey);
          if (first) return first.id;
          const account = await checkWithdrawalRules(client, ask, rules, ledger);
          const created = await insertWithdrawal(client, brand.id, {
            memberId,
            bankAccountId: account.id,
            bankCode: account.bank_code,
            accountNumber: account.account_number,
            payeeName: account.payee_name,
            amount: ask.amount,
            currency: brand.currency,
            idempotencyKey: form.idempotencyKey,
            requestHash: fingerprint,
          });
          await ledger.postWithin(client, {
            idempotencyKey: `withdrawal:${created}:hold`,
            kind: 'withdrawal_hold',
            memo: `withdrawal ${created}`,
            postings: [
              { account: { memberId, kind: 'main' }, amount: -ask.amount },
              { account: { house: 'withdrawals_clearing' }, amount: ask.amount },
            ],
          });
          return created;
        },
        { retries: 5 },
      );
    } catch (error) {
      if (!isKeyViolation(error)) throw error;
      const first = await selectWithdrawalByKey(pool, brand.id, memberId, form.idempotencyKey);
      if (!first) throw error;
      return replay(first, fingerprint, rules.autoReceiptMinutes);
    }
    const row = await selectWithdrawal(pool, brand.id, id, memberId);
    if (!row) throw new Error('withdrawal vanished right after it was written');
    return replay(row, fingerprint, rules.autoReceiptMinutes);
  }

  async function list(memberId: bigint, query: WithdrawalListQuery): Promise<WithdrawalPage> {
    await cashierMember(memberId);
    const rules = await selectWithdrawalRules(pool, brand.id);
    await sweepAutoReceipts(pool, brand.id, rules.autoReceiptMinutes, memberId);
    const { rows, total } = await selectWithdrawalPage(
      pool,
      { brandId: brand.id, memberId, status: query.status ?? null, username: null },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return {
      content: rows.map((row) => withdrawalView(row, rules.autoReceiptMinutes)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async function get(memberId: bigint, id: bigint): Promise<Withdrawal> {
    await cashierMember(memberId);
    const rules = await selectWithdrawalRules(pool, brand.id);
    await sweepAutoReceipts(pool, brand.id, rules.autoReceiptMinutes, memberId);
    const row = await selectWithdrawal(pool, brand.id, id, memberId);
    if (!row) throw new AppError('error_withdrawal_not_found');
    return withdrawalView(row, rules.autoReceiptMinutes);
  }

  return { overview, turnoverRemaining, request, list, get };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
