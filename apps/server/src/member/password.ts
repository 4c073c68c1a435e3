import type { ChangePasswordRequest, ResetPasswordRequest } from '@lotus/contract/auth';
import { randomBytes, randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../platform/crypto/password.ts';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import { isUniqueViolation } from '../platform/database/errors.ts';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { SystemService } from '../system/index.ts';
import { samePasswordText } from './messages.ts';
import { checkNewPasswordFields } from './registration-rules.ts';
import {
  insertDemoMember,
  lockFirstTimeLogin,
  selectLoginAccountByMobile,
  selectPasswordHash,
  updateFirstTimeLogin,
  updatePassword,
} from './tables.ts';

const base32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `guest` and 8 random base32 characters (40 bits): a free-play account's name. */
function guestName(): string {
  let name = 'guest';
  for (let index = 0; index < 8; index += 1) name += base32[randomInt(base32.length)];
  return name;
}

/** Passwords of the member domain: change, reset by SMS, the first-login obligation, free-play accounts. */
export function createMemberPasswords(deps: { pool: Pool; brandId: number; system: SystemService }) {
  const { pool, brandId, system } = deps;

  async function checkNewPassword(newPassword: string, confirmPassword: string, language: string) {
    checkNewPasswordFields(newPassword, confirmPassword, await system.registerRules(), language);
  }

  /** The logged-in member's own change: the old password first, then the brand's rule for the new one. */
  async function changePassword(id: bigint, request: ChangePasswordRequest, language: string): Promise<void> {
    const row = await selectPasswordHash(pool, brandId, id);
    // A free-play account has no password of its own to change.
    if (!row || row.is_demo) throw new AppError('error_operation_not_allowed');
    // An account made without a password (by mobile or a social login) has no old one to give.
    if (row.password_known && !(await verifyPassword(row.password_hash, request.oldPassword))) {
      throw new AppError('error_wrong_password');
    }
    await checkNewPassword(request.newPassword, request.confirmPassword, language);
    if (row.password_known && request.newPassword === request.oldPassword) {
      throw new AppError('error_validation', { fields: { newPassword: samePasswordText(language) } });
    }
    await updatePassword(pool, id, await hashPassword(request.newPassword));
  }

  /**
   * The active account with this number gets the new password; answers its id, or undefined when no
   * active account has the number (the caller answers that as a wrong code).
   */
  async function resetPassword(
    phone: string,
    request: Pick<ResetPasswordRequest, 'newPassword'>,
  ): Promise<bigint | undefined> {
    const account = await selectLoginAccountByMobile(pool, brandId, phone);
    if (!account || account.status !== 'active') return undefined;
    await updatePassword(pool, account.id, await hashPassword(request.newPassword));
    return account.id;
  }

  /**
   * A free-play account. Its password hash is of 32 random bytes nobody ever sees, so no password
   * opens it; it has no mobile number, so no SMS code reaches it either.
   *
   * Free play is play money only: the wallet must refuse deposits, withdrawals and transfers for an
   * `is_demo` account, because anyone can open one without identity, age or region checks, and real
   * money moving through it would bypass every one of those protections.
   */
  async function createDemoMember(): Promise<{ id: bigint; username: string }> {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    for (let attempt = 0; ; attempt += 1) {
      const username = guestName();
      try {
        return { id: await insertDemoMember(pool, brandId, { username, passwordHash }), username };
      } catch (error) {
        if (!isUniqueViolation(error, 'members_username_unique') || attempt >= 4) throw error;
      }
    }
  }

  /** Operator: the account must (or need not) choose a new password at its next login. */
  async function setFirstTimeLogin(
    username: string,
    enabled: boolean,
    context: OperatorContext,
  ): Promise<{ username: string; firstTimeLogin: boolean }> {
    const name = await inTransaction(pool, async (client) => {
      const before = await lockFirstTimeLogin(client, brandId, username);
      if (before === undefined) throw new AppError('error_not_found');
      await updateFirstTimeLogin(client, brandId, before.username, enabled);
      await insertAudit(client, {
        brandId,
        action: 'member.firstTimeLogin',
        context,
        target: `member ${before.username}`,
        before: { firstTimeLogin: before.first_time_login },
        after: { firstTimeLogin: enabled },
      });
      return before.username;
    });
    return { username: name, firstTimeLogin: enabled };
  }

  return { checkNewPassword, changePassword, resetPassword, createDemoMember, setFirstTimeLogin };
}
