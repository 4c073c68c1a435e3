import type {
  ChangePaymentPasswordRequest,
  ContactChannel,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '@lotus/contract/security-centre';
import { translateMessage } from '@lotus/i18n/messages';
import { hashPassword, verifyPassword } from '../../platform/crypto/password.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SystemService } from '../../system/index.ts';
import type { MemberCodes } from '../needs.ts';
import { emailDestination, securityAccount } from '../contacts/service.ts';
import type { SecurityAccountRow } from '../contacts/tables.ts';
import { samePasswordText } from '../messages.ts';
import {
  addPaymentPasswordFailure,
  clearPaymentPasswordFailures,
  insertPaymentPassword,
  selectPaymentPassword,
  updatePaymentPassword,
} from './tables.ts';
import { checkNewPaymentPassword } from '../security-centre/fields.ts';

/** 5 wrong tries lock the payment password for 15 minutes; a right one clears the count. */
export const paymentPasswordRules = { maxFailures: 5, lockMinutes: 15 } as const;

function lockedError(until: Date | null): AppError {
  const left = until === null ? 0 : Math.ceil((until.getTime() - Date.now()) / 60_000);
  return new AppError('error_payment_password_locked', {
    params: { minutes: Math.min(paymentPasswordRules.lockMinutes, Math.max(1, left)) },
  });
}

/** The payment (transaction) password: 6 digits, asked before money leaves the account. */
export function createPaymentPasswords(deps: {
  pool: Pool;
  brandId: number;
  system: SystemService;
  verification: MemberCodes;
}) {
  const { pool, brandId, system, verification } = deps;

  async function currentLock(memberId: bigint): Promise<AppError> {
    const row = await selectPaymentPassword(pool, brandId, memberId);
    return lockedError(row?.payment_password_locked_until ?? null);
  }

  /**
   * Checks the member's payment password (the withdrawal flow and the change call): ok, or
   * error_payment_password_not_set, error_payment_password_locked { minutes }, or
   * error_payment_password_wrong { attemptsLeft }; the 5th wrong try answers locked. An empty one is
   * error_validation under `field` and costs no try.
   */
  async function verifyPaymentPassword(
    memberId: bigint,
    given: string,
    language = 'en',
    field = 'paymentPassword',
  ): Promise<void> {
    const row = await selectPaymentPassword(pool, brandId, memberId);
    if (!row) throw new AppError('error_not_logged_in');
    if (row.payment_password_hash === null) throw new AppError('error_payment_password_not_set');
    const lockedUntil = row.payment_password_locked_until;
    if (lockedUntil !== null && lockedUntil.getTime() > Date.now()) throw lockedError(lockedUntil);
    if (given === '') {
      const label = translateMessage(language, `auth.${field}`);
      const text = translateMessage(language, 'validation.required', {
        field: label === `auth.${field}` ? field : label,
      });
      throw new AppError('error_validation', { fields: { [field]: text } });
    }
    if (await verifyPassword(row.payment_password_hash, given)) {
      // Right, but wrong tries at the same moment may have locked it meanwhile: the lock wins.
      if (await clearPaymentPasswordFailures(pool, memberId)) return;
      throw await currentLock(memberId);
    }
    const counted = await addPaymentPasswordFailure(pool, memberId, paymentPasswordRules);
    if (counted === undefined) throw await currentLock(memberId);
    if (counted.locked_until !== null) throw lockedError(counted.locked_until);
    throw new AppError('error_payment_password_wrong', {
      params: { attemptsLeft: Math.max(0, paymentPasswordRules.maxFailures - counted.failures) },
    });
  }

  /** The first payment password, with the login password. */
  async function setPaymentPassword(
    memberId: bigint,
    form: SetPaymentPasswordRequest,
    language: string,
  ): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    if (account.payment_password_set) throw new AppError('error_conflict');
    checkNewPaymentPassword(
      form.paymentPassword,
      form.confirmPaymentPassword,
      await system.registerRules(),
      language,
    );
    if (!(await verifyPassword(account.password_hash, form.password)))
      throw new AppError('error_wrong_password');
    if (!(await insertPaymentPassword(pool, memberId, await hashPassword(form.paymentPassword)))) {
      throw new AppError('error_conflict');
    }
  }

  /** A new payment password with the old one (a wrong old one counts towards the lock). */
  async function changePaymentPassword(
    memberId: bigint,
    form: ChangePaymentPasswordRequest,
    language: string,
  ): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    if (!account.payment_password_set) throw new AppError('error_payment_password_not_set');
    checkNewPaymentPassword(
      form.paymentPassword,
      form.confirmPaymentPassword,
      await system.registerRules(),
      language,
    );
    if (form.paymentPassword === form.oldPaymentPassword) {
      throw new AppError('error_validation', { fields: { paymentPassword: samePasswordText(language) } });
    }
    await verifyPaymentPassword(memberId, form.oldPaymentPassword, language, 'oldPaymentPassword');
    await updatePaymentPassword(pool, memberId, await hashPassword(form.paymentPassword));
  }

  function destinationOf(account: SecurityAccountRow, channel: ContactChannel): string {
    if (channel === 'sms') {
      if (account.mobile === null) throw new AppError('error_phone_missing');
      return account.mobile;
    }
    if (account.email === null) throw new AppError('error_email_missing');
    return emailDestination(account.email);
  }

  /** A 'payment' code to the member's bound number or address, for a forgotten payment password. */
  async function sendResetCode(memberId: bigint, channel: ContactChannel, language: string): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    if (!account.payment_password_set) throw new AppError('error_payment_password_not_set');
    const destination = destinationOf(account, channel);
    await verification.sendMemberCode(memberId, { channel, destination, purpose: 'payment' }, language);
  }

  /** A new payment password with the member's own 'payment' code; clears the count and any lock. */
  async function resetPaymentPassword(
    memberId: bigint,
    form: ResetPaymentPasswordRequest,
    language: string,
  ): Promise<void> {
    const account = await securityAccount(pool, brandId, memberId);
    if (!account.payment_password_set) throw new AppError('error_payment_password_not_set');
    const destination = destinationOf(account, form.channel);
    // The rules come before the code, so a refused password does not cost the member the code.
    checkNewPaymentPassword(
      form.paymentPassword,
      form.confirmPaymentPassword,
      await system.registerRules(),
      language,
    );
    await verification.consumeCode(destination, 'payment', form.verificationCode, memberId);
    await updatePaymentPassword(pool, memberId, await hashPassword(form.paymentPassword));
  }

  return {
    verifyPaymentPassword,
    setPaymentPassword,
    changePaymentPassword,
    sendResetCode,
    resetPaymentPassword,
  };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
