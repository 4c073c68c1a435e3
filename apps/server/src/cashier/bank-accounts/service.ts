import type {
  AddBankAccountRequest,
  Bank,
  BankAccount,
  BankAccountList,
} from '@lotus/contract/bank-accounts';
import { findVietnameseBank, vietnameseBanks } from '@lotus/contract/vietnam-banks';
import { translateMessage } from '@lotus/i18n/messages';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError, isAppError } from '../../platform/http/app-error.ts';
import type { CashierMembers } from '../needs.ts';
import type { BankAccountRow, CashierMemberRow } from './tables.ts';
import {
  insertBankAccount,
  markBankAccountRemoved,
  selectAccountHolder,
  selectBankAccount,
  selectBankAccounts,
  selectCashierMember,
} from './tables.ts';

/** How many accounts a member may bind at once. */
export const maxBankAccounts = 5;

/** "0123456789" -> "******6789": enough to recognise one's own account, not to pay into it. */
export function maskAccountNumber(accountNumber: string): string {
  const kept = Math.min(4, accountNumber.length);
  return `${'*'.repeat(accountNumber.length - kept)}${accountNumber.slice(-kept)}`;
}

/**
 * Two spellings of one name: banks print names in capitals and people type spaces loosely, so the
 * comparison ignores case and repeated spaces (the real-name rule allows no diacritics to differ).
 */
export function sameName(left: string, right: string): boolean {
  const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();
  return fold(left) === fold(right);
}

function bankOf(code: string): Bank {
  const bank = findVietnameseBank(code);
  // A bank dropped from the list keeps its accounts readable.
  return bank ?? { code, bin: '', shortName: code, name: code };
}

export function bankAccountView(row: BankAccountRow): BankAccount {
  const bank = bankOf(row.bank_code);
  return {
    id: row.id.toString(),
    bankCode: row.bank_code,
    bankName: bank.shortName,
    bin: bank.bin,
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
    inUse: row.in_use,
  };
}

/**
 * The bank accounts withdrawals pay into: at most `maxBankAccounts`, each bank and number bound to
 * one member of the brand, every one in the member's real name. A member without a real name sets
 * it with the first account (through the member service, which applies the real-name rule).
 */
export function createBankAccounts(deps: {
  pool: Pool;
  brandId: number;
  members: Pick<CashierMembers, 'updateProfile'>;
}) {
  const { pool, brandId, members } = deps;

  async function cashierMember(memberId: bigint): Promise<CashierMemberRow> {
    const member = await selectCashierMember(pool, brandId, memberId);
    if (!member) throw new AppError('error_not_logged_in');
    if (member.is_demo) throw new AppError('error_operation_not_allowed');
    return member;
  }

  function banks(): Bank[] {
    return vietnameseBanks.map((bank) => ({ ...bank }));
  }

  async function list(memberId: bigint): Promise<BankAccountList> {
    const member = await cashierMember(memberId);
    const rows = await selectBankAccounts(pool, brandId, memberId);
    return { content: rows.map(bankAccountView), max: maxBankAccounts, payeeName: member.payee_name };
  }

  /** The duplicate and cap checks, read without a lock first (so a refused account sets no name). */
  async function refuseUnbindable(memberId: bigint, request: AddBankAccountRequest): Promise<void> {
    const holder = await selectAccountHolder(pool, brandId, request.bankCode, request.accountNumber);
    if (holder !== undefined) {
      throw new AppError(holder === memberId ? 'error_bank_account_duplicate' : 'error_bank_account_taken');
    }
    const bound = await selectBankAccounts(pool, brandId, memberId);
    if (bound.length >= maxBankAccounts) {
      throw new AppError('error_bank_account_limit_reached', { params: { max: maxBankAccounts } });
    }
  }

  /** The name the account is bound in: the real name, or the given one, which becomes the real name. */
  async function payeeFor(
    member: CashierMemberRow,
    given: string | undefined,
    language: string,
  ): Promise<string> {
    const typed = given?.trim().replace(/\s+/g, ' ') ?? '';
    if (member.payee_name !== null && member.payee_name !== '') {
      if (typed !== '' && !sameName(typed, member.payee_name))
        throw new AppError('error_payee_name_mismatch');
      return member.payee_name;
    }
    if (typed === '') {
      const field = translateMessage(language, 'auth.payeeName');
      throw new AppError('error_validation', {
        fields: { payeeName: translateMessage(language, 'validation.required', { field }) },
      });
    }
    try {
      await members.updateProfile(member.id, { payeeName: typed }, language);
    } catch (error) {
      // Set by another request meanwhile: the name now set is the one to match.
      if (!isAppError(error) || error.code !== 'error_real_name_locked') throw error;
      const now = await cashierMember(member.id);
      if (now.payee_name === null || !sameName(typed, now.payee_name)) {
        throw new AppError('error_payee_name_mismatch');
      }
      return now.payee_name;
    }
    return typed;
  }

  async function add(
    memberId: bigint,
    request: AddBankAccountRequest,
    language: string,
  ): Promise<BankAccount> {
    const member = await cashierMember(memberId);
    await refuseUnbindable(memberId, request);
    const payeeName = await payeeFor(member, request.payeeName, language);
    const id = await inTransaction(pool, async (client) => {
      // Under the member's lock: two adds at once count each other, and the name is the one set.
      const locked = await selectCashierMember(client, brandId, memberId, { lock: true });
      if (!locked || locked.payee_name === null || !sameName(locked.payee_name, payeeName)) {
        throw new AppError('error_payee_name_mismatch');
      }
      const bound = await selectBankAccounts(client, brandId, memberId);
      if (bound.length >= maxBankAccounts) {
        throw new AppError('error_bank_account_limit_reached', { params: { max: maxBankAccounts } });
      }
      const inserted = await insertBankAccount(client, brandId, {
        memberId,
        bankCode: request.bankCode,
        accountNumber: request.accountNumber,
        payeeName: locked.payee_name,
      });
      if (inserted === undefined) {
        const holder = await selectAccountHolder(client, brandId, request.bankCode, request.accountNumber);
        throw new AppError(holder === memberId ? 'error_bank_account_duplicate' : 'error_bank_account_taken');
      }
      return inserted;
    });
    const row = await selectBankAccount(pool, brandId, memberId, id);
    if (!row) throw new Error('bank account vanished right after it was bound');
    return bankAccountView(row);
  }

  /** Unbinds an account, unless a withdrawal to it is still pending (the member's lock orders the two). */
  async function remove(memberId: bigint, id: bigint): Promise<void> {
    await cashierMember(memberId);
    await inTransaction(pool, async (client) => {
      await selectCashierMember(client, brandId, memberId, { lock: true });
      const account = await selectBankAccount(client, brandId, memberId, id);
      if (!account) throw new AppError('error_bank_account_not_found');
      if (account.in_use) throw new AppError('error_bank_account_in_use');
      await markBankAccountRemoved(client, id);
    });
  }

  return { banks, list, add, remove };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;
